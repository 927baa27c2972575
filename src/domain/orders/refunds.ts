/**
 * Refunds (decisions §10: whole or in part, through the payment provider).
 * Pure rules on cents: how much can still go back, and what a confirmed
 * refund makes of the order's payment status.
 */
import type { PaymentStatus } from "./order-status";

/** The provider's words for a refund (Mollie's; the test provider uses the same). */
export const REFUND_STATUSES = ["queued", "pending", "processing", "refunded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund that failed or was cancelled gives nothing back, so it holds nothing of the refundable amount. */
export function refundHoldsMoney(status: string): boolean {
  return status !== "failed" && status !== "canceled";
}

/** Rule: what can still be refunded: what was paid minus every refund that did not fail (under way ones included, so that two refunds cannot both take the same euro). */
export function refundableCents(paidCents: number, refunds: readonly { amountCents: number; status: string }[]): number {
  const held = refunds.filter((refund) => refundHoldsMoney(refund.status)).reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, paidCents - held);
}

export type RefundVerdict = { allowed: true } | { allowed: false; status: 409 | 422; reason: string };

/** Rule: a refund is of an amount above zero and at most what can still be refunded, from an order whose money came in. */
export function refundRequest(order: { paymentStatus: string }, amountCents: number, refundable: number): RefundVerdict {
  if (order.paymentStatus !== "paid" && order.paymentStatus !== "partiallyRefunded") {
    return { allowed: false, status: 409, reason: order.paymentStatus === "refunded" ? "Deze bestelling is al helemaal terugbetaald." : "Deze bestelling is niet betaald: er valt niets terug te betalen." };
  }
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { allowed: false, status: 422, reason: "Het bedrag moet groter zijn dan € 0,00." };
  if (amountCents > refundable) {
    return { allowed: false, status: 422, reason: `Er kan nog ${euroText(refundable)} worden terugbetaald; ${euroText(amountCents)} is te veel.` };
  }
  return { allowed: true };
}

/** Rule: the order's payment once refunds are confirmed: all of it back is `refunded`, some of it `partiallyRefunded`. */
export function paymentStatusAfterRefunds(paidCents: number, confirmedCents: number): PaymentStatus {
  return confirmedCents >= paidCents ? "refunded" : "partiallyRefunded";
}

function euroText(cents: number): string {
  return `€ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}
