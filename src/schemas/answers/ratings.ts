/** The reviews' answers (issue 23): a served review never carries the writer's e-mail; the moderation list does not either. */
import { z } from "zod";

import { RATING_SORTS, RATING_STATUSES } from "@/domain/ratings/rating";

const stars = z.number().int().min(1).max(5);

export const ratingAnswerSchema = z.object({
  ratingId: z.number().int(),
  productId: z.number().int(),
  stars,
  title: z.string(),
  text: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  authorName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type RatingAnswer = z.infer<typeof ratingAnswerSchema>;

export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});

export const ratingListAnswerSchema = z.object({
  items: z.array(ratingAnswerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(RATING_SORTS),
  summary: ratingSummarySchema,
});
export type RatingListAnswer = z.infer<typeof ratingListAnswerSchema>;

/** What POST /api/ratings/ answers: the review waits for moderation; whether it counts as a verified purchase. */
export const ratingReceivedAnswerSchema = z.object({
  ratingId: z.number().int(),
  status: z.literal("pending"),
  verified: z.boolean(),
});

export const moderationItemSchema = ratingAnswerSchema.extend({
  productName: z.string(),
  productUrl: z.string(),
  status: z.enum(RATING_STATUSES),
  orderRef: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationListAnswerSchema = z.object({ items: z.array(moderationItemSchema), total: z.number().int() });
