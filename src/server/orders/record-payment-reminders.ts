import "server-only";

/**
 * The bank transfer's reminder (decisions §10): 3 days after placing, an order
 * still waiting for its transfer gets "Herinnering: betaal je bestelling" in
 * the outbox, once (order_mails' key is the order and the kind). The job queue
 * runs this every few minutes (server/jobs); the mail itself goes out with the
 * other order mails, which check once more that the transfer is still awaited.
 */
import { and, eq, gt, lte, notInArray, sql } from "drizzle-orm";

import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";
import { type OrderMailKind, PAYMENT_REMINDER_DAYS, paymentReminderDue, paymentReminderDueAt } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { orderMails, orders } from "@/server/db/schema";

const DAY_MS = 86_400_000;
const REMINDER: OrderMailKind = "paymentReminder";

/** The orders whose reminder is due now and not yet in the outbox: placed between 7 and 3 days ago, still unpaid. */
function remindable(now: Date) {
  return and(
    eq(orders.paymentMethod, "banktransfer"),
    // Written as the partial index orders_unpaid_idx is, literal included, so that a plan can use it.
    sql`${orders.paymentStatus} in ('open', 'pending', 'failed') and ${orders.cancelledAt} is null and ${orders.withdrawnAt} is null`,
    notInArray(orders.paymentStatus, ["refunded", "partiallyRefunded"]),
    lte(orders.createdAt, new Date(now.getTime() - PAYMENT_REMINDER_DAYS * DAY_MS)),
    gt(orders.createdAt, new Date(now.getTime() - BANK_TRANSFER_DAYS * DAY_MS)),
    sql`not exists (select 1 from ${orderMails} m where m.order_ref = ${orders.orderRef} and m.kind = ${REMINDER}::text)`,
  );
}

/** Puts the reminder of every order that is due one in the outbox; answers how many. */
export async function recordPaymentReminders(db: Database, now: Date): Promise<number> {
  const candidates = await db.select().from(orders).where(remindable(now)).limit(500);
  const due = candidates.filter((order) => paymentReminderDue(order, now));
  if (due.length === 0) return 0;
  const recorded = await db
    .insert(orderMails)
    .values(due.map((order) => ({ orderRef: order.orderRef, kind: REMINDER, dueAt: paymentReminderDueAt(order)! })))
    .onConflictDoNothing()
    .returning({ orderRef: orderMails.orderRef });
  return recorded.length;
}

/** The reminders due and not yet in the outbox, with the moment the oldest became due: for the system tasks. */
export async function waitingPaymentReminders(db: Database, now: Date): Promise<{ pending: number; oldestPendingSince: Date | null }> {
  const [row] = await db.select({ pending: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${orders.createdAt})` }).from(orders).where(remindable(now));
  const oldestPlaced = row?.oldest ? new Date(row.oldest) : null;
  return { pending: Number(row?.pending ?? 0), oldestPendingSince: oldestPlaced ? new Date(oldestPlaced.getTime() + PAYMENT_REMINDER_DAYS * DAY_MS) : null };
}
