import "server-only";

/**
 * The way out that every stock-alert mail carries: it stops every alert still
 * waiting for that address, not only the one the mail was about, because
 * whoever clicks it wants no more of this kind of mail. It needs no
 * confirmation and works, also twice, for two years after its mail (then it
 * says so and offers a new link by mail). The rows stay, marked
 * `unsubscribed`, as the record that the wish was honoured.
 */
import { and, eq, inArray } from "drizzle-orm";

import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import { stockAlerts } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { unsubscribeLinkExpired } from "@/server/http/link-expired";

import { readSignedStockAlertToken, readStockAlertToken } from "./stock-alert-token";

export const INVALID_UNSUBSCRIBE_LINK = "Deze afmeldlink klopt niet. Open de link uit de e-mail opnieuw, of bel de klantenservice: dan melden we je direct af.";

export async function unsubscribeFromStockAlerts(db: Database, token: string, now: Date) {
  const stockAlertId = verifyWithAnyKey(readEnv(), (secret) => readStockAlertToken(token, "unsubscribe", secret, now));
  // The shop's link, past its life: the page offers a new one by mail.
  if (stockAlertId === null && verifyWithAnyKey(readEnv(), (secret) => readSignedStockAlertToken(token, "unsubscribe", secret))) throw unsubscribeLinkExpired();
  const [alert] = stockAlertId === null ? [] : await db.select({ emailAddress: stockAlerts.emailAddress }).from(stockAlerts).where(eq(stockAlerts.stockAlertId, stockAlertId));
  if (!alert) {
    // A valid link whose product left the catalogue took its alerts with it: nothing is waiting, which is what was asked.
    if (stockAlertId !== null) return { status: "unsubscribed" as const };
    throw new ApiError(422, INVALID_UNSUBSCRIBE_LINK, [{ field: "token", errorMessage: INVALID_UNSUBSCRIBE_LINK }]);
  }
  await db
    .update(stockAlerts)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(and(eq(stockAlerts.emailAddress, alert.emailAddress), inArray(stockAlerts.status, ["pending", "confirmed"])));
  return { status: "unsubscribed" as const };
}
