import "server-only";

/**
 * Cancels an order whose payment did not come in time (decisions §10): 2 hours
 * for a payment on the spot, in which a cancelled or failed payment may be
 * tried again, and the transfer term for a bank transfer
 * (domain/orders/order-state.ts). The provider is asked first, so that a
 * payment made but not yet reported never cancels its order. Then, in one
 * transaction (change-order-status.ts): the payment `expired`, the fulfilment
 * `cancelled`, both in the history as the shop's own doing, the units placing
 * took given back to stock, and the cancellation mail in the outbox. The
 * order row is locked and re-read inside, so that of two instances sweeping at
 * once one cancels and the other finds it done.
 */
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";

import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";
import { dueForCancellation, ONLINE_PAYMENT_HOURS } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";

import { changeFulfilmentStatus, changePaymentStatus } from "./change-order-status";
import { syncOpenPayment } from "./sync-open-payment";

const HOUR_MS = 3_600_000;
const BATCH = 50;

/** Cancels the order if it is due now; answers the order as it is afterwards, and whether this call cancelled it. */
export async function cancelIfOverdue(db: Database, order: OrderRow, now: Date): Promise<{ order: OrderRow; cancelledNow: boolean }> {
  if (!dueForCancellation(order, now)) return { order, cancelledNow: false };
  const synced = await syncOpenPayment(db, order, now);
  if (!dueForCancellation(synced, now)) return { order: synced, cancelledNow: false };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.orderRef, order.orderRef)).for("update");
    // Another instance's sweep may have cancelled it since it was read: then this one did nothing.
    if (!current || !dueForCancellation(current, now)) return { order: current ?? synced, cancelledNow: false };
    const system = { kind: "system" } as const;
    await changePaymentStatus(tx, { orderRef: current.orderRef, to: "expired", actor: system, now, note: "Betaaltermijn verstreken" });
    return { order: await changeFulfilmentStatus(tx, { orderRef: current.orderRef, to: "cancelled", actor: system, now, note: "Niet op tijd betaald" }), cancelledNow: true };
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
        sql`${orders.paymentStatus} in ('open', 'pending', 'failed') and ${orders.cancelledAt} is null and ${orders.withdrawnAt} is null`,
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
      if ((await cancelIfOverdue(db, order, now)).cancelledNow) cancelled += 1;
    } catch (error) {
      console.error(`[orders] cancelling unpaid order ${order.orderRef} failed:`, error);
    }
  }
  return cancelled;
}
