/**
 * The shop's background work (issue 20, server/jobs), one queue per category:
 * the names the job queue, the system tasks API and the staff page share.
 *
 * - `order-mails`: sends the order mails of the outbox (order_mails rows).
 * - `payment-expiry`: cancels the orders whose payment did not come in time.
 * - `bank-transfer-reminders`: puts the bank transfer's reminder in the outbox.
 * - `review-requests`: asks a completed order's customer for a review a week later (issue 23).
 * - `forms` (issue 23): sends the sent forms' mails that are still due, and
 *   removes the uploads of forms not sent within a day.
 * - `newsletter-sends`: sends the queued deliveries of newsletter campaigns (issue 23).
 */
export const JOB_CATEGORIES = ["order-mails", "payment-expiry", "bank-transfer-reminders", "review-requests", "forms", "newsletter-sends"] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export function isJobCategory(value: string): value is JobCategory {
  return (JOB_CATEGORIES as readonly string[]).includes(value);
}
