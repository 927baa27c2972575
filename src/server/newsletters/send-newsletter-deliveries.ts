import "server-only";

/**
 * The sending of campaigns (job category `newsletter-sends`): each delivery is
 * claimed in the database before its mail goes out, and marked sent after.
 *
 * - **One at a time, at a steady rate**: NEWSLETTER_MAILS_PER_SECOND per
 *   sending process (domain/newsletter/campaign.ts `sendSlot`).
 * - **Unsubscribes honoured per mail**: the claim itself looks at the
 *   subscriber's status; an address no longer `confirmed` is `skipped`.
 * - **Exactly once across instances**: the claim is one UPDATE of the lowest
 *   queued delivery with `FOR UPDATE SKIP LOCKED`, so two processes never
 *   claim the same one.
 * - **At most once after a crash**: a process killed between the claim and
 *   marking it sent leaves a `claimed` delivery; whether its mail left is
 *   unknown, and a newsletter twice in a mailbox is worse than one missing,
 *   so after INTERRUPTED_AFTER_MS it is `failed` ("onderbroken") and never
 *   sent again. Whatever was still `queued` is sent by the next round (the
 *   job's retry, the cron each minute, or the next start).
 * - **A refusing mail server**: the delivery goes back to `queued` and the
 *   round stops (the server may be down); after MAX_SEND_ATTEMPTS it is
 *   `failed` ("geweigerd").
 *
 * A round renders the campaign once (products at their price of that moment)
 * and fills in each delivery's counter id and unsubscribe link. It ends after
 * ROUND_BUDGET_MS and wakes the queue again, so that one job never runs longer
 * than the queue's expiry.
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";

import { readEnv } from "@/config/env";
import { MAX_SEND_ATTEMPTS, sendSlot } from "@/domain/newsletter/campaign";
import type { Database } from "@/server/db/client";
import { newsletterDeliveries, newsletters, newsletterSubscribers } from "@/server/db/schema";
import { jobQueueStopping, wakeJob } from "@/server/job-wake/job-wake";
import type { MailContent } from "@/server/mail/mail-html";
import { sendMail } from "@/server/mail/mail-transport";
import { newsletterBlocksSchema } from "@/schemas/newsletters";

import { campaignTemplate, deliveryMail, unsubscribeHeaders } from "./campaign-mail";

/** A claim older than this was left by a process that stopped: no mail is taking that long. */
export const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;
const ROUND_BUDGET_MS = 10 * 60 * 1000;

export interface NewsletterSendOptions {
  /** The moment the round judges claims by (tests move it on); the wall clock by default. */
  now?: Date;
  perSecond?: number;
  /** Waits between mails; tests may skip the wait. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface NewsletterRoundResult {
  sent: number;
  skipped: number;
  /** Campaigns that have nothing left to send and are `sent` now. */
  finished: number;
}

/** Sends what is queued of every campaign under way; answers what this round did. */
export async function sendNewsletterDeliveries(db: Database, options: NewsletterSendOptions = {}): Promise<NewsletterRoundResult> {
  const now = options.now ?? new Date();
  const perSecond = options.perSecond ?? readEnv().NEWSLETTER_MAILS_PER_SECOND;
  const sleep = options.sleep ?? wait;
  const result: NewsletterRoundResult = { sent: 0, skipped: 0, finished: 0 };
  const under = await db.select().from(newsletters).where(eq(newsletters.status, "sending")).orderBy(asc(newsletters.newsletterId));
  const roundStart = Date.now();
  let mailNumber = 0;
  for (const campaign of under) {
    await giveUpInterrupted(db, campaign.newsletterId, now);
    const template = await campaignTemplate(db, { ...campaign, blocks: newsletterBlocksSchema.parse(campaign.blocks) });
    for (;;) {
      if (jobQueueStopping()) return result;
      if (Date.now() - roundStart > ROUND_BUDGET_MS) {
        wakeJob("newsletter-sends");
        return result;
      }
      const delay = sendSlot(roundStart, mailNumber, perSecond) - Date.now();
      if (delay > 0) await sleep(delay);
      const claimed = await claimNext(db, campaign.newsletterId, new Date());
      if (!claimed) break;
      if (claimed.status === "skipped") {
        result.skipped += 1;
        continue;
      }
      mailNumber += 1;
      if (!(await sendOne(db, template, campaign.newsletterId, claimed))) return result;
      result.sent += 1;
    }
    if (await finishIfDone(db, campaign.newsletterId, new Date())) result.finished += 1;
  }
  return result;
}

/**
 * Claims the campaign's next queued delivery, or skips it when the address
 * left the list: one statement, so an unsubscribe and a claim cannot cross
 * without one of them seeing the other.
 */
async function claimNext(db: Database, newsletterId: number, now: Date) {
  const d = newsletterDeliveries;
  const next = db
    .select({ deliveryId: d.deliveryId })
    .from(d)
    .where(and(eq(d.newsletterId, newsletterId), eq(d.status, "queued")))
    .orderBy(asc(d.deliveryId))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(d)
    .set({
      status: sql`case when exists (select 1 from ${newsletterSubscribers} s where s.email_address = ${d.emailAddress} and s.status = 'confirmed') then 'claimed' else 'skipped' end`,
      claimedAt: now,
      attempts: sql`${d.attempts} + 1`,
    })
    .where(inArray(d.deliveryId, next))
    .returning({ deliveryId: d.deliveryId, emailAddress: d.emailAddress, status: d.status, attempts: d.attempts });
  return claimed ?? null;
}

async function sendOne(db: Database, template: MailContent, newsletterId: number, delivery: { deliveryId: number; emailAddress: string; attempts: number }): Promise<boolean> {
  const thisDelivery = and(eq(newsletterDeliveries.deliveryId, delivery.deliveryId), eq(newsletterDeliveries.status, "claimed"));
  const { content, unsubscribeUrl } = deliveryMail(template, newsletterId, delivery.deliveryId, delivery.emailAddress);
  try {
    await sendMail({ to: delivery.emailAddress, ...content, headers: unsubscribeHeaders(unsubscribeUrl) });
  } catch (error) {
    console.error(`[mail] newsletter ${newsletterId} could not be sent to delivery ${delivery.deliveryId}:`, error);
    const givenUp = delivery.attempts >= MAX_SEND_ATTEMPTS;
    await db
      .update(newsletterDeliveries)
      .set(givenUp ? { status: "failed", failure: "geweigerd" } : { status: "queued", claimedAt: null })
      .where(thisDelivery);
    return false;
  }
  await db.update(newsletterDeliveries).set({ status: "sent", sentAt: new Date() }).where(thisDelivery);
  return true;
}

/** Claims left by a process that stopped mid-send: given up, never sent again (at most once). */
async function giveUpInterrupted(db: Database, newsletterId: number, now: Date): Promise<void> {
  const d = newsletterDeliveries;
  await db
    .update(d)
    .set({ status: "failed", failure: "onderbroken" })
    .where(and(eq(d.newsletterId, newsletterId), eq(d.status, "claimed"), lt(d.claimedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS))));
}

/** The campaign is `sent` once no delivery is queued or claimed. */
async function finishIfDone(db: Database, newsletterId: number, now: Date): Promise<boolean> {
  const d = newsletterDeliveries;
  const [done] = await db
    .update(newsletters)
    .set({ status: "sent", sentAt: now })
    .where(
      and(
        eq(newsletters.newsletterId, newsletterId),
        eq(newsletters.status, "sending"),
        sql`not exists (select 1 from ${d} where ${d.newsletterId} = ${newsletterId} and ${d.status} in ('queued', 'claimed'))`,
      ),
    )
    .returning({ newsletterId: newsletters.newsletterId });
  return done !== undefined;
}

/** What waits: deliveries queued or claimed of campaigns under way, and since when the oldest campaign sends. */
export async function waitingNewsletterDeliveries(db: Database): Promise<{ pending: number; oldestPendingSince: Date | null }> {
  const d = newsletterDeliveries;
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${newsletters.sendStartedAt})` })
    .from(d)
    .innerJoin(newsletters, eq(newsletters.newsletterId, d.newsletterId))
    .where(and(eq(newsletters.status, "sending"), inArray(d.status, ["queued", "claimed"])));
  return { pending: Number(row?.pending ?? 0), oldestPendingSince: row?.oldest ? new Date(row.oldest) : null };
}
