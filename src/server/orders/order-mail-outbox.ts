import "server-only";

/**
 * The outbox of order mails (decisions §10): the rows of `order_mails`, each
 * written in the same step as the change it tells of (placing, a payment
 * coming in, a cancellation, a withdrawal, a reminder), so that a mail is never
 * lost, not even when the process stops right after (the next start sends it),
 * and each moment has one row, so one mail.
 *
 * The sending runs on the job queue (server/jobs, category `order-mails`):
 * `requestOrderMails` puts a job in the queue when a mail was recorded, and a
 * sweep each minute catches whatever a stopped process or a refusing mail
 * server left. Each mail is claimed before it is sent (send-order-mail.ts),
 * so two instances, or a sweep and a wake at once, never send the same one.
 *
 * "Betaling ontvangen" is the one mail not written with its change: a payment
 * is recorded by server/payments (sync-payment.ts), which knows nothing of
 * mail, and its `paid_at` on the order row is as durable as a row here. Each
 * round first puts in the outbox the mail of every order paid lately that has
 * none (and is not cancelled), once: the primary key refuses a second.
 */
import { and, asc, gt, isNull, lte, sql } from "drizzle-orm";

import type { OrderMailKind } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { orderMails, orders } from "@/server/db/schema";
import { jobQueueStopping, wakeJob } from "@/server/job-wake/job-wake";

import { sendOrderMailOnce } from "./send-order-mail";

const BATCH = 20;
/** Older mails are not sent any more: a mail a week late confuses more than it helps. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The unsent mails a round looks at: due, not too old. */
export const unsentOrderMails = (now: Date) => and(isNull(orderMails.sentAt), lte(orderMails.dueAt, now), gt(orderMails.dueAt, new Date(now.getTime() - MAX_AGE_MS)));

/** Records the payment mails due, then sends the due order mails now; answers how many went out. */
export async function sendPendingOrderMails(db: Database, now = new Date()): Promise<number> {
  await recordPaymentMails(db, now);
  return sendDueMails(db, now);
}

/** "Betaling ontvangen" (decisions §10) for each order paid within MAX_AGE_MS that has none yet and is neither cancelled nor withdrawn. */
export async function recordPaymentMails(db: Database, now: Date): Promise<void> {
  const kind: OrderMailKind = "paymentReceived";
  await db.execute(sql`
    insert into ${orderMails} (order_ref, kind, due_at)
    select o.order_ref, ${kind}::text, o.paid_at
      from ${orders} o
     where o.paid_at > ${new Date(now.getTime() - MAX_AGE_MS).toISOString()}::timestamptz
       and o.cancelled_at is null and o.withdrawn_at is null
       and not exists (select 1 from ${orderMails} m where m.order_ref = o.order_ref and m.kind = ${kind}::text)
    on conflict do nothing
  `);
}

async function sendDueMails(db: Database, now: Date): Promise<number> {
  const pending = await db
    .select({ orderRef: orderMails.orderRef, kind: orderMails.kind, occasion: orderMails.occasion })
    .from(orderMails)
    .where(and(unsentOrderMails(now), isNull(orderMails.claimedAt)))
    .orderBy(asc(orderMails.dueAt))
    .limit(BATCH);
  let sent = 0;
  for (const { orderRef, kind, occasion } of pending) {
    if (jobQueueStopping()) return sent;
    if (await sendOrderMailOnce(db, orderRef, kind as OrderMailKind, now, occasion)) sent += 1;
  }
  // A full batch all sent: there may be more. A failure stops the round (the mail server may be down); the next sweep retries.
  return pending.length === BATCH && sent === BATCH ? sent + (await sendDueMails(db, now)) : sent;
}

/**
 * Asks for the pending order mails to be sent soon, after a mail was recorded:
 * a job in the queue's `order-mails` category, which any instance's worker
 * takes. The customer's request does not wait for the mail.
 */
export function requestOrderMails(_db?: Database): void {
  wakeJob("order-mails");
}
