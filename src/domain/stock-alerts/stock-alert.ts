/**
 * "Mail me als hij er weer is": a shopper leaves an address on a sold-out
 * product and gets one mail when it is back in stock. Double opt-in, as the
 * newsletter: a sign-up is `pending` until the owner of the mailbox clicks the
 * link mailed to it, so nobody can have the shop mail a stranger more than the
 * one confirmation. A confirmed alert is sent once, when the product's stock is
 * above zero again, and then it has done its work (`sent`). Unsubscribing always
 * wins and needs no confirmation.
 */
import { isDeliverable } from "../delivery/earliest-day";

export type StockAlertStatus = "pending" | "confirmed" | "sent" | "unsubscribed";

/** A new confirmation mail for the same address and product at most this often: the form can be sent again and again. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export interface StockAlertProduct {
  expired: boolean;
  stock: number;
  stockEstimatedDate: string | null;
}

/**
 * Sold out and coming back: no stock and no date for new stock, so it cannot be
 * ordered now (decisions §3), but it is still in the range. An expired product
 * is not coming back, and one with an expected stock date can be ordered ahead
 * of it: neither offers the alert.
 */
export function offersStockAlert(product: StockAlertProduct): boolean {
  return !product.expired && !isDeliverable({ inStock: product.stock > 0, stockEstimatedDate: product.stockEstimatedDate });
}

/** Back in stock: the moment a confirmed alert is mailed. An expected date alone is not stock. */
export function isBackInStock(product: Pick<StockAlertProduct, "expired" | "stock">): boolean {
  return !product.expired && product.stock > 0;
}

export interface StockAlertState {
  status: StockAlertStatus;
  confirmationSentAt: Date | null;
}

/**
 * What a sign-up does to an alert, and whether a confirmation mail goes out:
 * - new, sent before (the product sold out again) or unsubscribed: pending, with a link;
 * - pending: still pending, with the link again (the first mail may be lost);
 * - confirmed: unchanged and no mail: it is waiting already, and the form
 *   answers every address the same, so nobody learns who is waiting.
 * No mail when the last one went out less than RESEND_AFTER_MS ago.
 */
export function afterStockAlertSignUp(current: StockAlertState | null, now: Date): { status: StockAlertStatus; mail: "confirm" | null } {
  if (current?.status === "confirmed") return { status: "confirmed", mail: null };
  const recentlyMailed = current?.status === "pending" && current.confirmationSentAt !== null && now.getTime() - current.confirmationSentAt.getTime() < RESEND_AFTER_MS;
  return { status: "pending", mail: recentlyMailed ? null : "confirm" };
}

/**
 * The click on the confirmation link (within its week): the alert waits from
 * now on, also after the owner stopped it, since this click is the owner's own
 * wish again (as the newsletter does). An alert whose mail went out stays done:
 * clicking the old link must not bring a second "weer op voorraad" mail.
 */
export function afterStockAlertConfirmation(current: StockAlertStatus): StockAlertStatus {
  return current === "sent" ? "sent" : "confirmed";
}
