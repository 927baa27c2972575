import "server-only";

/**
 * The click on the confirmation link: the owner of the mailbox wants the mail,
 * so the alert waits (`confirmed`). A second click changes nothing, and an
 * alert whose mail went out stays `sent`, which the answer says
 * (domain/stock-alerts). A product that came back in the meantime gets its
 * mail at once.
 */
import { eq } from "drizzle-orm";

import { readEnv, verifyWithAnyKey } from "@/config/env";
import { afterStockAlertConfirmation, isBackInStock } from "@/domain/stock-alerts/stock-alert";
import type { Database } from "@/server/db/client";
import { stockAlerts } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { sendDueStockAlerts } from "./send-stock-alerts";
import { loadStockAlertProduct } from "./stock-alert-product";
import { readStockAlertToken } from "./stock-alert-token";

export const EXPIRED_CONFIRMATION = "Deze bevestigingslink is verlopen of klopt niet. Vraag de melding opnieuw aan op de pagina van het apparaat, dan sturen we je een nieuwe link.";

export async function confirmStockAlert(db: Database, token: string, now: Date) {
  const stockAlertId = verifyWithAnyKey(readEnv(), (secret) => readStockAlertToken(token, "confirm", secret, now));
  const [alert] = stockAlertId === null ? [] : await db.select().from(stockAlerts).where(eq(stockAlerts.stockAlertId, stockAlertId));
  // A product taken out of the catalogue takes its alerts with it: the link is then no longer any good either.
  if (!alert) throw new ApiError(422, EXPIRED_CONFIRMATION, [{ field: "token", errorMessage: EXPIRED_CONFIRMATION }]);
  const status = afterStockAlertConfirmation(alert.status);
  if (status !== alert.status) {
    await db.update(stockAlerts).set({ status, confirmedAt: now }).where(eq(stockAlerts.stockAlertId, alert.stockAlertId));
    const product = await loadStockAlertProduct(db, alert.productId);
    if (product && isBackInStock(product)) await sendDueStockAlerts(db, now);
  }
  return { emailAddress: alert.emailAddress, productId: alert.productId, status };
}
