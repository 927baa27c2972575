import "server-only";

/**
 * "Mail me als hij er weer is" on a sold-out product: the address waits as
 * `pending` and gets a confirmation link (double opt-in); see
 * domain/stock-alerts/stock-alert.ts for who gets which mail.
 *
 * Every address gets the same answer, so the form cannot tell a stranger who is
 * waiting. The row is locked while the decision is made, so two sign-ups at
 * once send one mail; the mail goes out after the commit, and if it cannot be
 * sent the claim is undone, so that trying again sends it.
 */
import { and, eq } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import { afterStockAlertSignUp, offersStockAlert } from "@/domain/stock-alerts/stock-alert";
import type { Database } from "@/server/db/client";
import { stockAlerts } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { sendMail } from "@/server/mail/mail-transport";
import { stockAlertConfirmationMail } from "@/server/mail/stock-alert-mails";
import { enforceRateLimit, isCountedClientAddress } from "@/server/rate-limit/rate-limit";
import { STOCK_ALERT_SIGN_UP } from "@/server/rate-limit/rules";

import { stockAlertConfirmUrl, stockAlertUnsubscribeUrl } from "./stock-alert-links";
import { loadStockAlertProduct } from "./stock-alert-product";

export interface StockAlertSignUp {
  productId: number;
  emailAddress: string;
  /** The visitor's address, for the rate limit. */
  clientAddress: string;
}

export const UNKNOWN_PRODUCT = "Dit product kennen we niet.";
export const NOT_SOLD_OUT = "Dit apparaat is niet uitverkocht: je kunt het nu bestellen.";

interface Claim {
  stockAlertId: number;
  mail: "confirm" | null;
  previousSentAt: Date | null;
}

async function claimSignUp(db: Database, emailAddress: string, productId: number, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.insert(stockAlerts).values({ emailAddress, productId, status: "pending", createdAt: now }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.emailAddress, emailAddress), eq(stockAlerts.productId, productId)))
      .for("update");
    if (!row) throw new Error("the stock alert just written is gone");
    const decision = afterStockAlertSignUp(row, now);
    await tx
      .update(stockAlerts)
      .set({ status: decision.status, ...(decision.mail ? { confirmationSentAt: now } : {}) })
      .where(eq(stockAlerts.stockAlertId, row.stockAlertId));
    return { stockAlertId: row.stockAlertId, mail: decision.mail, previousSentAt: row.confirmationSentAt };
  });
}

/** A mail that was claimed but not sent: the next try may send it at once. Only this claim is undone. */
async function releaseClaim(db: Database, claim: Claim, claimedAt: Date): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ confirmationSentAt: claim.previousSentAt })
    .where(and(eq(stockAlerts.stockAlertId, claim.stockAlertId), eq(stockAlerts.confirmationSentAt, claimedAt)));
}

export async function signUpForStockAlert(db: Database, wish: StockAlertSignUp, now: Date): Promise<{ productId: number; emailAddress: string; confirmationRequired: true }> {
  if (isCountedClientAddress(wish.clientAddress)) await enforceRateLimit(STOCK_ALERT_SIGN_UP, wish.clientAddress);
  const product = await loadStockAlertProduct(db, wish.productId);
  if (!product) throw new ApiError(422, UNKNOWN_PRODUCT, [{ field: "productId", errorMessage: UNKNOWN_PRODUCT }]);
  if (!offersStockAlert(product)) throw new ApiError(422, NOT_SOLD_OUT, [{ field: "productId", errorMessage: NOT_SOLD_OUT }]);
  const emailAddress = normaliseEmailAddress(wish.emailAddress);
  const claim = await claimSignUp(db, emailAddress, product.productId, now);
  if (claim.mail) {
    const content = stockAlertConfirmationMail({
      productName: product.name,
      confirmUrl: stockAlertConfirmUrl(claim.stockAlertId, now),
      unsubscribeUrl: stockAlertUnsubscribeUrl(claim.stockAlertId, now),
    });
    try {
      await sendMail({ to: emailAddress, ...content });
    } catch (error) {
      console.error("[mail] a stock alert's confirmation could not be sent:", error);
      await releaseClaim(db, claim, now);
      throw new ApiError(503, "We konden je de bevestigingsmail nu niet sturen. Probeer het over een paar minuten opnieuw.");
    }
  }
  return { productId: product.productId, emailAddress, confirmationRequired: true };
}
