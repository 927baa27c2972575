import "server-only";

/**
 * Cancels an order whose payment did not come in time (decisions §10): 2 hours
 * for a payment on the spot, in which a cancelled or failed payment may be
 * tried again, and the transfer term for a bank transfer
 * (domain/orders/order-state.ts). The provider is asked first, so that a
 * payment made but not yet reported never cancels its order. The cancellation
 * and its mail are written in one transaction; the order row's conditions make
 * a cancellation happen once, and never to a paid or withdrawn order.
 *
 * The stock is not given back yet: the order does not record which of its
 * units were taken from stock and which were sold ahead of an expected
 * delivery (commit-order.ts), so staff correct the stock for now.
 */
import { and, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";

import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";
import { dueForCancellation, ONLINE_PAYMENT_HOURS } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";

import { recordOrderMail } from "./send-order-mail";
import { syncOpenPayment } from "./sync-open-payment";

const HOUR_MS = 3_600_000;
const BATCH = 50;

/** Cancels the order if it is due now; answers the order as it is afterwards. */
export async function cancelIfOverdue(db: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  if (!dueForCancellation(order, now)) return order;
  const synced = await syncOpenPayment(db, order, now);
  if (!dueForCancellation(synced, now)) return synced;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ cancelledAt: now })
      .where(and(eq(orders.orderRef, order.orderRef), isNull(orders.cancelledAt), isNull(orders.withdrawnAt), ne(orders.paymentStatus, "paid")))
      .returning();
    if (!cancelled) return (await tx.select().from(orders).where(eq(orders.orderRef, order.orderRef)))[0] ?? synced;
    await recordOrderMail(tx, cancelled.orderRef, "orderCancelled", now);
    return cancelled;
  });
}

/** The job queue's sweep (server/jobs, `payment-expiry`): every order whose payment deadline passed. */
export async function cancelOverdueOrders(db: Database, now: Date): Promise<number> {
  const candidates = await db
    .select()
    .from(orders)
    .where(
      and(
        // Written as the partial index orders_unpaid_idx is, literal included, so that a prepared plan can use it.
        sql`${orders.paymentStatus} <> 'paid' and ${orders.cancelledAt} is null and ${orders.withdrawnAt} is null`,
        or(
          and(inArray(orders.paymentMethod, ["ideal", "bancontact", "creditcard"]), lte(orders.createdAt, new Date(now.getTime() - ONLINE_PAYMENT_HOURS * HOUR_MS))),
          and(eq(orders.paymentMethod, "banktransfer"), lte(orders.createdAt, new Date(now.getTime() - BANK_TRANSFER_DAYS * 24 * HOUR_MS))),
        ),
      ),
    )
    .limit(BATCH);
  let cancelled = 0;
  for (const order of candidates) {
    try {
      if ((await cancelIfOverdue(db, order, now)).cancelledAt) cancelled += 1;
    } catch (error) {
      console.error(`[orders] cancelling unpaid order ${order.orderRef} failed:`, error);
    }
  }
  return cancelled;
}
