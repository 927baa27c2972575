import "server-only";

/**
 * Staff refund an order, whole or in part, through the payment provider
 * (decisions §10). The amount must be above zero and at most what is still
 * refundable (what was paid minus every refund that did not fail): 422
 * otherwise; an order whose money never came in: 409.
 *
 * The `Idempotency-Key` makes a double click or a retry after a lost answer
 * the same refund: a key already used for this order answers its refund
 * without asking the provider again, and the key goes to the provider too, so
 * that two requests racing with the same key still make one refund there.
 * The provider has the last word on the limit (it refuses more than is left of
 * the payment), so two refunds with different keys at once cannot together
 * give back more than was paid.
 *
 * The refund is recorded as the provider answers it (pending, usually), then
 * checked once at once; it counts for the order and the customer only when the
 * provider confirms it (sync-refunds.ts). No transaction is held while the
 * provider is called.
 *
 * Pin and bank transfer payments have no provider payment to refund from:
 * those are refused with 409 "terugbetalen via de bank": the money goes back
 * by a transfer from the shop's own bank, outside this system.
 */
import { and, desc, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { orders, payments, type RefundRow, refunds } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import type { ChangeActor } from "@/server/order-history/status-history";
import { type PaymentProvider, PaymentProviderError } from "@/server/payments/payment-provider";
import { refundRequest } from "@/domain/orders/refunds";

import { refundableOf, refundsOf } from "./refund-books";
import { syncRefunds } from "./sync-refunds";

export interface RefundAsked {
  orderRef: string;
  amountCents: number;
  reason: string | null;
  /** The caller's Idempotency-Key; a cancellation's own refund uses one made from the cancellation. */
  idempotencyKey: string;
  actor: Extract<ChangeActor, { kind: "staff" }>;
  now: Date;
}

export const REFUND_BY_BANK = "Deze bestelling is niet via de betaalprovider betaald (pin of een overschrijving op onze rekening): terugbetalen via de bank.";

export interface RefundOutcome {
  refund: RefundRow;
  /** False when the key had made this refund before. */
  created: boolean;
  /** What can still be refunded afterwards. */
  refundableCents: number;
}

export async function createRefund(db: Database, provider: PaymentProvider, asked: RefundAsked): Promise<RefundOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.orderRef, asked.orderRef));
  if (!order) throw new ApiError(404, `Er is geen bestelling ${asked.orderRef}.`);
  const [earlier] = await db.select().from(refunds).where(and(eq(refunds.orderRef, asked.orderRef), eq(refunds.idempotencyKey, asked.idempotencyKey)));
  if (earlier) return { refund: earlier, created: false, refundableCents: await refundableNow(db, order.orderRef) };

  const verdict = refundRequest(order, asked.amountCents, refundableOf(order, await refundsOf(db, order.orderRef)));
  if (!verdict.allowed) throw new ApiError(verdict.status, verdict.reason, [{ field: verdict.status === 422 ? "amount" : "orderRef", errorMessage: verdict.reason }]);

  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderRef, order.orderRef), eq(payments.status, "paid")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!paid) throw new ApiError(409, REFUND_BY_BANK, [{ field: "orderRef", errorMessage: REFUND_BY_BANK }]);
  if (paid.provider !== provider.id) {
    const message = `Deze bestelling is betaald bij een andere betaalprovider (${paid.provider}) dan de huidige: terugbetalen via de bank of die provider.`;
    throw new ApiError(409, message, [{ field: "orderRef", errorMessage: message }]);
  }

  let answer;
  try {
    answer = await provider.createRefund(paid.paymentId, asked.amountCents, `Stekker bestelling ${order.orderRef}: terugbetaling`, { idempotencyKey: `${order.orderRef}:${asked.idempotencyKey}` });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`[refunds] refunding order ${order.orderRef} at ${provider.id} failed: ${error.message}`);
    // The provider's refusal of the amount (more than is left of the payment) is the caller's 422; anything else: try again later.
    if (error.status === 422) throw new ApiError(422, "De betaalprovider weigert dit bedrag: er kan minder worden terugbetaald.", [{ field: "amount", errorMessage: "Dit bedrag is hoger dan wat van de betaling nog terug kan." }]);
    throw new ApiError(502, "De betaalprovider is nu niet bereikbaar; probeer het over een paar minuten opnieuw.");
  }

  const [row] = await db
    .insert(refunds)
    .values({
      refundId: answer.refundId,
      orderRef: order.orderRef,
      paymentId: paid.paymentId,
      provider: provider.id,
      amountCents: answer.amountCents,
      status: answer.status,
      reason: asked.reason,
      staffMemberId: asked.actor.staffMemberId,
      idempotencyKey: asked.idempotencyKey,
      createdAt: asked.now,
    })
    .onConflictDoNothing()
    .returning();
  // Another request with the same key recorded it first: that is the answer.
  const refund = row ?? (await db.select().from(refunds).where(eq(refunds.refundId, answer.refundId)))[0]!;
  try {
    // One check at once: a provider that settles at once (the test provider) is recorded now; Mollie tells the webhook later.
    await syncRefunds(db, provider, [refund], asked.now);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
  }
  const [now] = await db.select().from(refunds).where(eq(refunds.refundId, refund.refundId));
  return { refund: now ?? refund, created: row !== undefined, refundableCents: await refundableNow(db, order.orderRef) };
}

async function refundableNow(db: Database, orderRef: string): Promise<number> {
  const [order] = await db.select().from(orders).where(eq(orders.orderRef, orderRef));
  return refundableOf(order!, await refundsOf(db, orderRef));
}
