import "server-only";

/**
 * Learns a refund's status from the provider and records it once it is
 * confirmed (decisions §10: "recorded when the provider confirms"). Mollie
 * calls the payment's webhook when one of its refunds changes; the webhook
 * then asks about every refund of that payment still under way. The shop
 * believes only what the provider answers, and applies it once: the refund
 * row's update is conditional (`status <> 'refunded'`), so a webhook that
 * comes twice, or the webhook and a check at the same moment, record one
 * confirmation, one payment status change and one mail.
 *
 * On confirmation, in one transaction: the refund `refunded` with its
 * `confirmed_at`, the order's payment `partiallyRefunded` or `refunded`
 * (change-order-status.ts, the shop's own change: the provider's news), and
 * the customer's "terugbetaling" mail in the outbox (its occasion the refund's
 * id, so each refund has one mail).
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";

import { paymentStatusAfterRefunds } from "@/domain/orders/refunds";
import type { Database } from "@/server/db/client";
import { orders, type RefundRow, refunds } from "@/server/db/schema";
import { changePaymentStatus } from "@/server/orders/change-order-status";
import { recordOrderMail } from "@/server/orders/send-order-mail";
import type { PaymentProvider, ProviderRefund } from "@/server/payments/payment-provider";

const FINAL = ["refunded", "failed", "canceled"];

/** Every refund of `paymentId` still under way, asked again (the payment's webhook). */
export async function syncRefundsOfPayment(db: Database, provider: PaymentProvider, paymentId: string, now: Date): Promise<number> {
  const open = await db.select().from(refunds).where(and(eq(refunds.paymentId, paymentId), eq(refunds.provider, provider.id), notInArray(refunds.status, FINAL)));
  return syncRefunds(db, provider, open, now);
}

/** Every refund still under way at this provider: a check for a shop the provider's webhook cannot reach. */
export async function checkOpenRefunds(db: Database, provider: PaymentProvider, now: Date): Promise<number> {
  const open = await db.select().from(refunds).where(and(eq(refunds.provider, provider.id), notInArray(refunds.status, FINAL))).limit(50);
  return syncRefunds(db, provider, open, now);
}

/** Asks the provider about each refund and applies the answer; answers how many were confirmed now. */
export async function syncRefunds(db: Database, provider: PaymentProvider, rows: readonly RefundRow[], now: Date): Promise<number> {
  let confirmed = 0;
  for (const row of rows) {
    const news = await provider.getRefund(row.paymentId, row.refundId);
    if (await applyProviderRefund(db, row, news, now)) confirmed += 1;
  }
  return confirmed;
}

/** Applies one refund's status; answers whether this call confirmed it (false when it was confirmed before, or is not yet). */
export async function applyProviderRefund(db: Database, row: Pick<RefundRow, "refundId" | "orderRef" | "paymentId">, news: ProviderRefund, now: Date): Promise<boolean> {
  // The provider's answer must be about this refund of this payment.
  if (news.refundId !== row.refundId || news.paymentId !== row.paymentId) return false;
  return db.transaction(async (tx) => {
    // The order first, always: the same lock order as every status change, so no deadlock with one.
    await tx.select({ orderRef: orders.orderRef }).from(orders).where(eq(orders.orderRef, row.orderRef)).for("update");
    const confirming = news.status === "refunded";
    const [changed] = await tx
      .update(refunds)
      .set({ status: news.status, ...(confirming ? { confirmedAt: now } : {}) })
      .where(and(eq(refunds.refundId, row.refundId), sql`${refunds.status} <> 'refunded'`, sql`${refunds.status} <> ${news.status}`))
      .returning();
    if (!changed || !confirming) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.orderRef, row.orderRef));
    const [sum] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderRef, row.orderRef), inArray(refunds.status, ["refunded"])));
    const to = paymentStatusAfterRefunds(order!.grandTotalCents, Number(sum?.cents ?? 0));
    await changePaymentStatus(tx, {
      orderRef: row.orderRef,
      to,
      actor: { kind: "system" },
      now,
      note: `${changed.provider} ${changed.refundId}: ${euroNote(changed.amountCents)} terugbetaald`,
    });
    await recordOrderMail(tx, row.orderRef, "refunded", now, row.refundId);
    return true;
  });
}

function euroNote(cents: number): string {
  return `€ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}
