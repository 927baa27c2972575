/**
 * What the browser's logger sends to POST /api/logger/ (specification §7, §9): a
 * batch of at most 25 entries, each with message, payload, timestamp, severity.
 */
import { z } from "zod";

export const LOG_BATCH_LIMIT = 25;
/** A payload is debug information, not a file: 25 entries of this size fit the body limit. */
export const LOG_BODY_LIMIT = 256 * 1024;

export const logEntrySchema = z.object({
  message: z.string("message moet tekst zijn").min(1, "message is leeg").max(2000, "message is te lang"),
  payload: z.record(z.string(), z.unknown(), "payload moet een object zijn").default({}),
  timestamp: z.iso.datetime({ error: "timestamp moet een ISO 8601-tijd zijn", offset: true }),
  severity: z.enum(["debug", "info", "warning", "error", "critical"], "severity moet debug, info, warning, error of critical zijn"),
});

export const logBatchSchema = z
  .array(logEntrySchema, "Stuur een lijst met logregels")
  .min(1, "Stuur minstens één logregel")
  .max(LOG_BATCH_LIMIT, `Stuur hoogstens ${LOG_BATCH_LIMIT} logregels tegelijk`);

export type LogBatch = z.output<typeof logBatchSchema>;
