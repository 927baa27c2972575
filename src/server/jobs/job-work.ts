import "server-only";

/**
 * What each job category does, and what of it waits (domain/jobs/job-categories.ts).
 * The queue's workers run `runJobCategory` with the clock of the moment; tests
 * and the staff's "resume" run it directly, with the clock they choose. Every
 * piece of work is safe to run twice or on two instances at once: a mail is
 * claimed before it is sent, a cancellation and a reminder are conditional
 * writes.
 */
import { count, min } from "drizzle-orm";

import type { JobCategory } from "@/domain/jobs/job-categories";
import type { Database } from "@/server/db/client";
import { orderMails } from "@/server/db/schema";
import { removeUnsentUploads, waitingUnsentUploads } from "@/server/forms/remove-unsent-uploads";
import { sendPendingFormMails, unsentFormMails } from "@/server/forms/send-form-mails";
import { formData } from "@/server/db/schema";
import { cancelOverdueOrders } from "@/server/orders/cancel-unpaid-order";
import { sendPendingOrderMails, unsentOrderMails } from "@/server/orders/order-mail-outbox";
import { recordPaymentReminders, waitingPaymentReminders } from "@/server/orders/record-payment-reminders";
import { waitingOverdueOrders } from "@/server/orders/waiting-overdue-orders";
import { sendDueReviewRequests, waitingReviewRequests } from "@/server/ratings/review-requests";
import { sendNewsletterDeliveries, waitingNewsletterDeliveries } from "@/server/newsletters/send-newsletter-deliveries";

import { jobQueueStopping, wakeJob } from "@/server/job-wake/job-wake";

/** Does the category's waiting work now; answers how many pieces were done (mails sent, orders cancelled, reminders recorded). */
export async function runJobCategory(db: Database, category: JobCategory, now: Date): Promise<number> {
  switch (category) {
    case "order-mails":
      return sendPendingOrderMails(db, now);
    case "payment-expiry": {
      const cancelled = await cancelOverdueOrders(db, now);
      // Each cancellation put its mail in the outbox.
      if (cancelled > 0) wakeJob("order-mails");
      return cancelled;
    }
    case "bank-transfer-reminders": {
      const recorded = await recordPaymentReminders(db, now);
      if (recorded > 0) wakeJob("order-mails");
      return recorded;
    }
    case "review-requests":
      return sendDueReviewRequests(db, now, jobQueueStopping);
    case "forms":
      return (await sendPendingFormMails(db, now)) + (await removeUnsentUploads(db, now));
    case "newsletter-sends": {
      const round = await sendNewsletterDeliveries(db, { now });
      return round.sent + round.skipped;
    }
  }
}

/** The category's work that is due and not done, and since when the oldest of it waits. */
export async function waitingWork(db: Database, category: JobCategory, now: Date): Promise<{ pending: number; oldestPendingSince: Date | null }> {
  switch (category) {
    case "order-mails": {
      // A mail claimed by a process that stopped mid-send stays counted: it may be missing.
      const [row] = await db.select({ pending: count(), oldest: min(orderMails.dueAt) }).from(orderMails).where(unsentOrderMails(now));
      return { pending: Number(row?.pending ?? 0), oldestPendingSince: row?.oldest ? new Date(row.oldest) : null };
    }
    case "payment-expiry":
      return waitingOverdueOrders(db, now);
    case "bank-transfer-reminders":
      return waitingPaymentReminders(db, now);
    case "review-requests":
      return waitingReviewRequests(db, now);
    case "forms": {
      const [mails] = await db.select({ pending: count(), oldest: min(formData.receivedAt) }).from(formData).where(unsentFormMails(now));
      const uploads = await waitingUnsentUploads(db, now);
      const moments = [mails?.oldest ? new Date(mails.oldest) : null, uploads.oldestPendingSince].filter((moment): moment is Date => moment !== null);
      return {
        pending: Number(mails?.pending ?? 0) + uploads.pending,
        oldestPendingSince: moments.length > 0 ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null,
      };
    }
    case "newsletter-sends":
      return waitingNewsletterDeliveries(db);
  }
}
