import "server-only";

/**
 * Learns a payment's status from the provider and brings the order in line
 * (decisions §4). Called by Mollie's webhook, by the test provider's page, and
 * when the customer returns to the order page, in any order and any number of
 * times: the provider's answer is the only truth, and applying it twice changes
 * nothing the second time. A paid order stays paid whatever an older attempt
 * reports later; otherwise the order follows its latest attempt.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";

import { moneyCameIn, paymentChange, paymentStatusOfAttempt } from "@/domain/orders/order-status";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders, payments } from "@/server/db/schema";
import { recordStatusChange } from "@/server/order-history/status-history";

import type { PaymentProvider, ProviderPayment } from "./payment-provider";

export type SyncOutcome = { kind: "ignored"; reason: string } | { kind: "synced"; order: OrderRow; becamePaid: boolean };

export async function syncPayment(db: Database, provider: PaymentProvider, paymentId: string, now: Date): Promise<SyncOutcome> {
  const payment = await provider.getPayment(paymentId);
  return applyProviderPayment(db, provider.id, payment, now);
}

export async function applyProviderPayment(db: Database, providerId: string, payment: ProviderPayment, now: Date): Promise<SyncOutcome> {
  if (!payment.orderRef) return { kind: "ignored", reason: "payment names no order" };
  return db.transaction(async (tx) => {
    // Locked, so that a webhook and the customer's return applying the same news take turns.
    const [order] = await tx.select().from(orders).where(eq(orders.orderRef, payment.orderRef!)).for("update");
    if (!order) return { kind: "ignored", reason: "unknown order" } as const;
    // A payment for another amount is not this order's, whatever its metadata says.
    if (payment.amountCents !== order.grandTotalCents) return { kind: "ignored", reason: "amount differs from the order" } as const;

    const [known] = await tx
      .update(payments)
      .set({ status: payment.status, checkoutUrl: payment.checkoutUrl, updatedAt: now })
      .where(eq(payments.paymentId, payment.paymentId))
      .returning({ paymentId: payments.paymentId });
    // A payment the shop never recorded (a crash between the provider and the insert, or the loser of a race)
    // is recorded once it has news; an open one stays unrecorded, as only one open attempt per order may be.
    if (!known && payment.status !== "open") {
      await tx.insert(payments).values({
        paymentId: payment.paymentId,
        orderRef: order.orderRef,
        provider: providerId,
        method: payment.method ?? order.paymentMethod,
        amountCents: payment.amountCents,
        status: payment.status,
        checkoutUrl: payment.checkoutUrl,
        createdAt: now,
        updatedAt: now,
      });
    }

    // Money that came in stays in: a paid (or since refunded) order ignores whatever an older attempt reports later.
    if (moneyCameIn(order.paymentStatus)) return { kind: "synced", order, becamePaid: false } as const;

    const [latest] = await tx.select({ paymentId: payments.paymentId }).from(payments).where(eq(payments.orderRef, order.orderRef)).orderBy(desc(payments.createdAt)).limit(1);
    const isPaid = payment.status === "paid";
    // An older attempt's news only counts when it is a payment: the order follows its latest attempt otherwise.
    if (!isPaid && latest?.paymentId !== payment.paymentId) return { kind: "synced", order, becamePaid: false } as const;

    const to = paymentStatusOfAttempt(payment.status, order.paymentMethod);
    // The rules decide what the provider's news may change: an order whose term expired stays expired unless money comes.
    if (to === order.paymentStatus || !paymentChange(order, to, "system").allowed) return { kind: "synced", order, becamePaid: false } as const;
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: to, paidAt: isPaid ? now : null })
      .where(and(eq(orders.orderRef, order.orderRef), ne(orders.paymentStatus, "paid")))
      .returning();
    if (updated) {
      await recordStatusChange(tx, { orderRef: order.orderRef, kind: "payment", fromStatus: order.paymentStatus, toStatus: to, actor: { kind: "system" }, at: now, note: `${providerId} ${payment.paymentId}: ${payment.status}` });
    }
    // The "betaling ontvangen" mail follows from `paid_at` (server/orders/order-mail-outbox.ts): nothing to write here.
    return { kind: "synced", order: updated ?? order, becamePaid: isPaid && updated !== undefined } as const;
  });
}

/** The order's latest online payment, for asking the provider again when the customer returns. */
export async function latestPaymentId(db: Database, orderRef: string): Promise<string | null> {
  const [row] = await db
    .select({ paymentId: payments.paymentId })
    .from(payments)
    .where(and(eq(payments.orderRef, orderRef), sql`${payments.status} in ('open', 'pending', 'authorized')`))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.paymentId ?? null;
}
