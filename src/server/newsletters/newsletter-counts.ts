import "server-only";

/**
 * A campaign's counts (the counter's admin answer): recipients fixed at the
 * start, what was sent, skipped, failed and is still queued, the first opens
 * and clicks, and who left the list after their mail. One aggregate over the
 * campaign's deliveries.
 */
import { eq, inArray, sql } from "drizzle-orm";

import type { NewsletterCounts } from "@/domain/newsletter/campaign";
import type { Database } from "@/server/db/client";
import { newsletterDeliveries, newsletterSubscribers } from "@/server/db/schema";

const EMPTY: NewsletterCounts = { recipients: 0, queued: 0, sent: 0, skipped: 0, failed: 0, opened: 0, clicked: 0, unsubscribedAfter: 0 };

export async function newsletterCounts(db: Database, newsletterIds: readonly number[]): Promise<Map<number, NewsletterCounts>> {
  const counts = new Map<number, NewsletterCounts>(newsletterIds.map((id) => [id, { ...EMPTY }]));
  if (newsletterIds.length === 0) return counts;
  const d = newsletterDeliveries;
  const rows = await db
    .select({
      newsletterId: d.newsletterId,
      recipients: sql<number>`count(*)::int`,
      queued: sql<number>`(count(*) filter (where ${d.status} in ('queued', 'claimed')))::int`,
      sent: sql<number>`(count(*) filter (where ${d.status} = 'sent'))::int`,
      skipped: sql<number>`(count(*) filter (where ${d.status} = 'skipped'))::int`,
      failed: sql<number>`(count(*) filter (where ${d.status} = 'failed'))::int`,
      opened: sql<number>`count(${d.openedAt})::int`,
      clicked: sql<number>`count(${d.clickedAt})::int`,
      unsubscribedAfter: sql<number>`(count(*) filter (where ${d.status} = 'sent' and ${newsletterSubscribers.status} = 'unsubscribed' and ${newsletterSubscribers.unsubscribedAt} >= ${d.sentAt}))::int`,
    })
    .from(d)
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.emailAddress, d.emailAddress))
    .where(newsletterIds.length === 1 ? eq(d.newsletterId, newsletterIds[0]!) : inArray(d.newsletterId, [...newsletterIds]))
    .groupBy(d.newsletterId);
  for (const { newsletterId, ...row } of rows) counts.set(newsletterId, { ...row });
  return counts;
}
