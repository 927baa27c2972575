/** The answers of the health check and the background work. */
import { z } from "zod";

export const systemHealthAnswerSchema = z.strictObject({
  status: z.literal("ok"),
  checks: z.strictObject({
    database: z.strictObject({ status: z.literal("ok"), driver: z.enum(["pglite", "postgres"]), responseMs: z.number().nonnegative() }),
    rateLimitStore: z.strictObject({ status: z.enum(["ok", "unavailable"]), kind: z.enum(["memory", "redis"]) }),
  }),
  uptimeSeconds: z.number().nonnegative(),
});

const systemTaskSchema = z.strictObject({
  category: z.literal("order-confirmations"),
  pending: z.number().int().nonnegative(),
  /** ISO 8601 moment of the oldest waiting piece of work. */
  oldestPendingSince: z.string().nullable(),
});
export const systemTasksAnswerSchema = z.array(systemTaskSchema);

export const systemTaskResumedSchema = systemTaskSchema.extend({ done: z.number().int().nonnegative() }).strict();
