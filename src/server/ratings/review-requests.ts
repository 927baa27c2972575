import "server-only";

/**
 * The review mail of a completed order (issue 23), run by the job queue's
 * `review-requests` category (server/jobs). Two steps, each safe to run twice
 * or on two instances at once:
 *
 * 1. Record: every order whose fulfilment is `completed`, completed within
 *    REVIEW_REQUEST_LOOKBACK_DAYS, gets one `review_requests` row, due
 *    REVIEW_REQUEST_DELAY_DAYS after the moment it was completed (its status
 *    history). The primary key makes it once per order, whoever records it.
 *    Nothing in the order transitions needs to know: like the "betaling
 *    ontvangen" mail, the request follows from what is already durable.
 * 2. Send: each due row is claimed before its mail goes out (`claimed_at IS
 *    NULL` in the UPDATE), so no two instances send it; `sent_at` after. An
 *    order no longer completed (returned, withdrawn, cancelled since) or an
 *    address that unsubscribed from the shop's mail is skipped with the reason
 *    and never mailed. A failed send releases the claim for the next round.
 */
import { and, asc, count, eq, isNull, lte, min, sql } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import { REVIEW_LINK_DAYS, REVIEW_REQUEST_DELAY_DAYS, REVIEW_REQUEST_LOOKBACK_DAYS } from "@/domain/ratings/rating";
import type { Database } from "@/server/db/client";
import { newsletterSubscribers, orders, ratings, reviewRequests } from "@/server/db/schema";
import { sendMail } from "@/server/mail/mail-transport";
import { reviewRequestMail } from "@/server/mail/review-request-mail";

import { reviewLinkUrl } from "./review-link";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

/** Puts a request in for each order completed lately that has none; answers how many were recorded. */
export async function recordReviewRequests(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REVIEW_REQUEST_LOOKBACK_DAYS * DAY_MS).toISOString();
  const rows = await db.execute<{ order_ref: string }>(sql`
    insert into ${reviewRequests} (order_ref, completed_at, due_at)
    select o.order_ref, c.completed_at, c.completed_at + make_interval(days => ${REVIEW_REQUEST_DELAY_DAYS}::int)
      from ${orders} o
      join lateral (
        select max(s.at) as completed_at
          from order_status_changes s
         where s.order_ref = o.order_ref and s.kind = 'fulfilment' and s.to_status = 'completed'
      ) c on c.completed_at is not null
     where o.fulfilment_status = 'completed'
       and c.completed_at > ${since}::timestamptz
       and not exists (select 1 from ${reviewRequests} r where r.order_ref = o.order_ref)
    on conflict do nothing
    returning order_ref
  `);
  return Array.isArray(rows) ? rows.length : ((rows as { rows?: unknown[] }).rows?.length ?? 0);
}

const dueRequests = (now: Date) => and(isNull(reviewRequests.sentAt), isNull(reviewRequests.skipped), lte(reviewRequests.dueAt, now));

/** Records the new requests, then sends the due ones; answers how many mails went out. */
export async function sendDueReviewRequests(db: Database, now: Date, stopping: () => boolean = () => false): Promise<number> {
  await recordReviewRequests(db, now);
  const due = await db
    .select({ orderRef: reviewRequests.orderRef })
    .from(reviewRequests)
    .where(and(dueRequests(now), isNull(reviewRequests.claimedAt)))
    .orderBy(asc(reviewRequests.dueAt))
    .limit(BATCH);
  let sent = 0;
  for (const { orderRef } of due) {
    if (stopping()) return sent;
    if (await sendReviewRequestOnce(db, orderRef, now)) sent += 1;
  }
  return sent;
}

/** Sends one order's review mail unless it was claimed already; answers whether it went out now. */
export async function sendReviewRequestOnce(db: Database, orderRef: string, now: Date): Promise<boolean> {
  const thisRequest = eq(reviewRequests.orderRef, orderRef);
  const [claimed] = await db
    .update(reviewRequests)
    .set({ claimedAt: now })
    .where(and(thisRequest, isNull(reviewRequests.claimedAt), isNull(reviewRequests.sentAt), isNull(reviewRequests.skipped)))
    .returning({ orderRef: reviewRequests.orderRef });
  if (!claimed) return false;
  const skip = async (reason: string) => {
    await db.update(reviewRequests).set({ skipped: reason }).where(thisRequest);
    return false;
  };
  const [order] = await db.select().from(orders).where(eq(orders.orderRef, orderRef));
  if (!order) return skip("order-missing");
  // Returned, withdrawn or cancelled since it was completed: nothing to ask about.
  if (order.fulfilmentStatus !== "completed" || order.withdrawnAt || order.cancelledAt) return skip("not-completed");
  const emailAddress = normaliseEmailAddress(order.emailAddress);
  const [subscriber] = await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, emailAddress));
  if (subscriber?.status === "unsubscribed") return skip("unsubscribed");
  const reviewed = new Set((await db.select({ productId: ratings.productId }).from(ratings).where(eq(ratings.orderRef, orderRef))).map((row) => row.productId));
  const lines = new Map<number, string>();
  for (const line of order.items as { productId: number; name: string; brandName: string }[]) {
    if (!reviewed.has(line.productId) && !lines.has(line.productId)) lines.set(line.productId, `${line.brandName} ${line.name}`);
  }
  if (lines.size === 0) return skip("already-reviewed");
  const firstName = (order.fields as Record<string, unknown>).firstName;
  try {
    const content = reviewRequestMail({
      firstName: typeof firstName === "string" ? firstName : "",
      orderRef,
      products: [...lines].map(([productId, name]) => ({ name, reviewUrl: reviewLinkUrl(orderRef, productId, now) })),
      linkDays: REVIEW_LINK_DAYS,
    });
    await sendMail({ to: order.emailAddress, ...content });
    await db.update(reviewRequests).set({ sentAt: new Date() }).where(thisRequest);
    return true;
  } catch (error) {
    console.error(`[mail] the review request of order ${orderRef} could not be sent:`, error);
    await db.update(reviewRequests).set({ claimedAt: null }).where(thisRequest);
    return false;
  }
}

/** The review mails due and not sent, and since when the oldest waits (the system tasks). */
export async function waitingReviewRequests(db: Database, now: Date): Promise<{ pending: number; oldestPendingSince: Date | null }> {
  const [row] = await db.select({ pending: count(), oldest: min(reviewRequests.dueAt) }).from(reviewRequests).where(dueRequests(now));
  return { pending: Number(row?.pending ?? 0), oldestPendingSince: row?.oldest ? new Date(row.oldest) : null };
}
