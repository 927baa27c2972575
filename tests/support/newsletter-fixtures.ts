/** Subscribers and campaigns for the newsletter campaign tests (issue 23, point 5). */
import { eq, sql } from "drizzle-orm";

import { readEnv, sessionSecret } from "@/config/env";
import type { Database } from "@/server/db/client";
import { newsletterDeliveries, newsletterSubscribers } from "@/server/db/schema";
import { signCounterId } from "@/server/newsletters/counter-token";
import { createNewsletter } from "@/server/newsletters/save-newsletter";
import { sendNewsletterDeliveries } from "@/server/newsletters/send-newsletter-deliveries";
import { startNewsletterSend } from "@/server/newsletters/start-newsletter-send";

/** `count` confirmed subscribers `lezer<n>@example.nl` (n from 1), plus a few pending and unsubscribed ones who must get nothing. */
export async function addSubscribers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscribers (email_address, status, source, created_at, confirmed_at)
    select 'lezer' || g || '@example.nl', 'confirmed', 'website', now(), now() from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into newsletter_subscribers (email_address, status, source, created_at, unsubscribed_at)
    select 'weg' || g || '@example.nl', 'unsubscribed', 'website', now(), now() from generate_series(1, 3) g`);
  await db.execute(sql`
    insert into newsletter_subscribers (email_address, status, source, created_at)
    select 'wacht' || g || '@example.nl', 'pending', 'checkout', now() from generate_series(1, 5) g`);
}

export const readerAddress = (n: number) => `lezer${n}@example.nl`;

/**
 * A campaign sent to one confirmed subscriber, for the routes' samples: its
 * number and the counter id of its one delivery (the mail goes to whatever
 * mail sender the test set).
 */
export async function sentSampleNewsletter(db: Database, staffMemberId: number, productId: number): Promise<{ newsletterId: string; counterId: string }> {
  await db.insert(newsletterSubscribers).values({ emailAddress: "lezer@voorbeeld.nl", status: "confirmed", source: "website", confirmedAt: new Date() }).onConflictDoNothing();
  const campaign = await createNewsletter(db, { subject: "Contract", preheader: "", blocks: [{ type: "products", productIds: [productId] }] }, staffMemberId);
  await startNewsletterSend(db, campaign.newsletterId, staffMemberId);
  await sendNewsletterDeliveries(db, { perSecond: 1000, sleep: async () => undefined });
  const [delivery] = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, campaign.newsletterId));
  return { newsletterId: String(campaign.newsletterId), counterId: signCounterId(campaign.newsletterId, delivery!.deliveryId, sessionSecret(readEnv())) };
}
