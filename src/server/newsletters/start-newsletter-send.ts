import "server-only";

/**
 * An admin sends a campaign (issue 23, point 5). In one transaction the draft
 * becomes `sending` and gets one `queued` delivery per subscriber confirmed at
 * this moment, so the recipients are fixed when the admin says "send": who
 * confirms later waits for the next campaign, who leaves before their turn is
 * skipped (checked per mail, send-newsletter-deliveries.ts). The mails go out
 * on the job queue (`newsletter-sends`), never in this request.
 */
import { and, count, eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { newsletterDeliveries, newsletters, newsletterSubscribers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { wakeJob } from "@/server/job-wake/job-wake";

import { findNewsletter } from "./newsletter-answer";
import { NOT_A_DRAFT } from "./save-newsletter";

export async function startNewsletterSend(db: Database, newsletterId: number, staffMemberId: number, now = new Date()): Promise<{ newsletterId: number; action: "send"; recipients: number }> {
  await findNewsletter(db, newsletterId);
  const recipients = await db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletters)
      .set({ status: "sending", sendStartedAt: now, sentBy: staffMemberId, updatedAt: now })
      .where(and(eq(newsletters.newsletterId, newsletterId), eq(newsletters.status, "draft")))
      .returning({ newsletterId: newsletters.newsletterId });
    // Two admins pressing "send" at once: the row's update lets one through.
    if (!started) throw new ApiError(409, NOT_A_DRAFT);
    await tx.execute(sql`
      insert into ${newsletterDeliveries} (newsletter_id, email_address)
      select ${newsletterId}::int, email_address from ${newsletterSubscribers} where status = 'confirmed' order by email_address`);
    const [row] = await tx.select({ recipients: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, newsletterId));
    return Number(row?.recipients ?? 0);
  });
  wakeJob("newsletter-sends");
  return { newsletterId, action: "send", recipients };
}
