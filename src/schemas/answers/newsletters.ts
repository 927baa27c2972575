/** The answers of /api/newsletters/ (issue 23, point 5): campaigns with their counts, for admins. */
import { z } from "zod";

import { newsletterBlockSchema } from "../newsletters";

export const newsletterCountsSchema = z.strictObject({
  /** Confirmed subscribers when the send started: one delivery each. */
  recipients: z.number().int(),
  /** Not yet sent. */
  queued: z.number().int(),
  sent: z.number().int(),
  /** Left the list before their turn: not sent. */
  skipped: z.number().int(),
  /** Refused by the mail server, or interrupted between claim and send (never sent twice). */
  failed: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  /** Recipients who left the list after this campaign was sent to them. */
  unsubscribedAfter: z.number().int(),
});

export const newsletterSummarySchema = z.strictObject({
  newsletterId: z.number().int(),
  subject: z.string(),
  preheader: z.string(),
  status: z.enum(["draft", "sending", "sent"]),
  createdAt: z.string(),
  updatedAt: z.string(),
  sendStartedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  counts: newsletterCountsSchema,
});

export const newsletterAnswerSchema = newsletterSummarySchema.extend({
  blocks: z.array(newsletterBlockSchema),
  createdBy: z.string().nullable(),
  sentBy: z.string().nullable(),
  /** The mail as a subscriber gets it (its links not tracked, the unsubscribe link a sample), for the preview. */
  previewHtml: z.string(),
});

export const newsletterListAnswerSchema = z.strictObject({ items: z.array(newsletterSummarySchema), total: z.number().int() });

export const newsletterActionAnswerSchema = z.strictObject({
  newsletterId: z.number().int(),
  action: z.enum(["sendTest", "send"]),
  /** sendTest: the address; send: the number of recipients. */
  emailAddress: z.string().optional(),
  recipients: z.number().int().optional(),
});
