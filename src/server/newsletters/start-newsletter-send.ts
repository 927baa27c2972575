import "server-only";

/**
 * An admin sends a campaign (issue 23, point 5). In one transaction the draft
 * becomes `sending` and gets one `queued` delivery per subscriber confirmed at
 * this moment, so the recipients are fixed when the admin says "send": who
 * confirms later waits for the next campaign, who leaves before their turn is
 * skipped (checked per mail, send-newsletter-deliveries.ts). The mails go out
 * on the job queue (`newsletter-sends`), never in this request.
 */
import { and, eq, sql } from "drizzle-orm";

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
    const inserted = await tx
      .insert(newsletterDeliveries)
      .select(
        tx
          .select({ newsletterId: sql<number>`${newsletterId}::int`.as("newsletter_id"), emailAddress: newsletterSubscribers.emailAddress })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.status, "confirmed")),
      )
      .returning({ deliveryId: newsletterDeliveries.deliveryId });
    return inserted.length;
  });
  wakeJob("newsletter-sends");
  return { newsletterId, action: "send", recipients };
}
