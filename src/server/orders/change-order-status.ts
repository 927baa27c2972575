import "server-only";

/**
 * Changes an order's fulfilment or payment status (decisions §10), the one way
 * every part of the shop does it: the back office, the withdrawal function, the
 * payment provider's news and the jobs that expire unpaid orders. In one
 * transaction: the order row locked and checked against the rules
 * (domain/orders/order-status.ts), the change (only from the status that was
 * read), the history row with who and when, the stock given back on a
 * cancellation (once), and the customer's mail put in the outbox.
 *
 * A change to the status the order already has changes nothing and answers
 * the order: a double click, or two instances doing the same work, records it
 * once. Called with a transaction handle it runs inside that transaction (a
 * savepoint), so a caller can add its own writes to the same commit.
 */
import { eq } from "drizzle-orm";

import {
  type FulfilmentStatus,
  fulfilmentChange,
  type PaymentStatus,
  paymentChange,
  type StatusActor,
} from "@/domain/orders/order-status";
import { mailOnFulfilment } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { type ChangeActor, recordStatusChange } from "@/server/order-history/status-history";

import { releaseOrderStock } from "./release-order-stock";
import { recordOrderMail } from "./send-order-mail";

export type { ChangeActor };

export interface StatusChange<S> {
  orderRef: string;
  to: S;
  actor: ChangeActor;
  now: Date;
  note?: string | null;
}

/** Who the rules see: a member of staff as their role. */
export function ruleActor(actor: ChangeActor): StatusActor {
  return actor.kind === "staff" ? actor.role : actor.kind;
}

export async function changeFulfilmentStatus(db: Database, change: StatusChange<FulfilmentStatus>): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, change.orderRef);
    if (order.fulfilmentStatus === change.to) return order;
    const verdict = fulfilmentChange(order, change.to, ruleActor(change.actor));
    if (!verdict.allowed) throw new ApiError(409, verdict.reason, [{ field: "status", errorMessage: verdict.reason }]);
    const [updated] = await tx
      .update(orders)
      .set({
        fulfilmentStatus: change.to,
        ...(change.to === "cancelled" ? { cancelledAt: change.now } : {}),
        ...(change.to === "withdrawn" ? { withdrawnAt: change.now } : {}),
      })
      .where(eq(orders.orderRef, order.orderRef))
      .returning();
    await recordStatusChange(tx, { orderRef: order.orderRef, kind: "fulfilment", fromStatus: order.fulfilmentStatus, toStatus: change.to, actor: change.actor, at: change.now, note: change.note });
    if (change.to === "cancelled") await releaseOrderStock(tx, order.orderRef, change.now);
    const mail = mailOnFulfilment(change.to);
    if (mail) await recordOrderMail(tx, order.orderRef, mail, change.now);
    return updated!;
  });
}

/**
 * Changes the payment status by the rules: staff recording a pin or transfer
 * payment, the shop expiring a payment term. (The provider's news goes
 * through sync-payment.ts, which writes its history with the same
 * `recordStatusChange`.) `paid` stamps `paid_at`, from which the
 * "betaling ontvangen" mail follows.
 */
export async function changePaymentStatus(db: Database, change: StatusChange<PaymentStatus>): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, change.orderRef);
    if (order.paymentStatus === change.to) return order;
    const verdict = paymentChange(order, change.to, ruleActor(change.actor));
    if (!verdict.allowed) throw new ApiError(409, verdict.reason, [{ field: "status", errorMessage: verdict.reason }]);
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: change.to, ...(change.to === "paid" ? { paidAt: change.now } : {}) })
      .where(eq(orders.orderRef, order.orderRef))
      .returning();
    await recordStatusChange(tx, { orderRef: order.orderRef, kind: "payment", fromStatus: order.paymentStatus, toStatus: change.to, actor: change.actor, at: change.now, note: change.note });
    return updated!;
  });
}

async function lockedOrder(tx: Database, orderRef: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderRef, orderRef)).for("update");
  if (!order) throw new ApiError(404, `Er is geen bestelling ${orderRef}.`);
  return order;
}
