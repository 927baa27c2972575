/** The answers of the health check and the background work. */
import { z } from "zod";

import { JOB_CATEGORIES } from "@/domain/jobs/job-categories";

export const systemHealthAnswerSchema = z.strictObject({
  status: z.literal("ok"),
  checks: z.strictObject({
    database: z.strictObject({ status: z.literal("ok"), driver: z.enum(["pglite", "postgres"]), responseMs: z.number().nonnegative() }),
    rateLimitStore: z.strictObject({ status: z.enum(["ok", "unavailable"]), kind: z.enum(["memory", "redis"]) }),
  }),
  uptimeSeconds: z.number().nonnegative(),
});

const systemTaskSchema = z.strictObject({
  /** The job category (server/jobs): order-mails, payment-expiry, bank-transfer-reminders, review-requests, forms, newsletter-sends. */
  category: z.enum(JOB_CATEGORIES),
  /** Work due and not yet done: unsent order mails, overdue unpaid orders, reminders not yet recorded. */
  pending: z.number().int().nonnegative(),
  /** ISO 8601 moment since when the oldest waiting piece of work waits. */
  oldestPendingSince: z.string().nullable(),
  /** The category's jobs in the job queue (pg-boss): waiting (created), to be retried, running; the oldest waiting job's creation. */
  queue: z.strictObject({
    waiting: z.number().int().nonnegative(),
    retrying: z.number().int().nonnegative(),
    active: z.number().int().nonnegative(),
    oldestWaitingSince: z.string().nullable(),
  }),
});
export const systemTasksAnswerSchema = z.array(systemTaskSchema);

export const systemTaskResumedSchema = systemTaskSchema.extend({ done: z.number().int().nonnegative() }).strict();
