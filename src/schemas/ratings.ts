/**
 * What is sent to the reviews' routes (issue 23, point 3): a review written by
 * anyone (POST /api/ratings/, JSON or a form: pros and cons as a list, or one
 * per line from a textarea), a product's reviews asked for (GET
 * /api/ratings/?productId=…), the moderation list's query and a decision.
 */
import { z } from "zod";

import { linesOf, MAX_PROS_OR_CONS, MAX_STARS, MIN_STARS, MODERATION_DECISIONS, RATING_SORTS, RATING_STATUSES } from "@/domain/ratings/rating";

import { RATING_MESSAGES } from "@/domain/ratings/rating-messages";

import { formNumber } from "./form-text";

export const RATING_BODY_LIMIT = 16 * 1024;
export const RATING_PAGE_SIZE = 5;
export const MODERATION_PAGE_SIZE = 25;

// The messages live apart from zod, so that the review form in the browser gets them without the schema library (issue 24).
export { RATING_MESSAGES };

const whole = (message: string, min: number, max: number) => z.preprocess(formNumber, z.number(message).int(message).min(min, message).max(max, message));

/** A list of pros or cons: an array, or the text of a textarea with one per line. */
const pointList = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? linesOf(value) : value === undefined || value === null ? [] : value),
    z.array(z.string(message).trim().min(1, message).max(120, message), message).max(MAX_PROS_OR_CONS, message),
  );

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const ratingInputSchema = z.object({
  productId: whole(RATING_MESSAGES.productId, 1, 2_147_483_647),
  stars: whole(RATING_MESSAGES.stars, MIN_STARS, MAX_STARS),
  title: z.string(RATING_MESSAGES.title).trim().min(3, RATING_MESSAGES.title).max(100, RATING_MESSAGES.title),
  text: z.string(RATING_MESSAGES.text).trim().min(20, RATING_MESSAGES.text).max(4000, RATING_MESSAGES.text),
  pros: pointList(RATING_MESSAGES.pros),
  cons: pointList(RATING_MESSAGES.cons),
  authorName: z.string(RATING_MESSAGES.authorName).trim().min(2, RATING_MESSAGES.authorName).max(60, RATING_MESSAGES.authorName),
  emailAddress: z.preprocess(optionalText, z.email(RATING_MESSAGES.emailAddress).max(254, RATING_MESSAGES.emailAddress).optional()),
  /** The review mail's signed link: makes the review a verified purchase. */
  token: z.preprocess(optionalText, z.string(RATING_MESSAGES.token).max(200, RATING_MESSAGES.token).optional()),
});
export type RatingInput = z.output<typeof ratingInputSchema>;

const queryText = z.string({ error: "moet één waarde zijn" });
const queryWhole = (name: string, min: number, max: number) =>
  queryText
    .regex(/^\d{1,10}$/, { error: `${name} moet een geheel getal zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `${name} is minimaal ${min}` }).max(max, { error: `${name} is hoogstens ${max}` }));

export const ratingsQuerySchema = z.strictObject(
  {
    productId: queryWhole("productId", 1, 2_147_483_647),
    page: queryWhole("page", 1, 10_000).default(1),
    pageSize: queryWhole("pageSize", 1, 50).default(RATING_PAGE_SIZE),
    sort: z.enum(RATING_SORTS, { error: `sort is een van ${RATING_SORTS.join(", ")}` }).default("newest"),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);
export type RatingsQuery = z.output<typeof ratingsQuerySchema>;

export const MODERATION_SORTS = ["createdAt", "stars", "ratingId"] as const;

export const moderationQuerySchema = z.strictObject(
  {
    status: z.enum(RATING_STATUSES, { error: `status is een van ${RATING_STATUSES.join(", ")}` }).optional(),
    productId: queryWhole("productId", 1, 2_147_483_647).optional(),
    verified: z.enum(["true", "false"], { error: "verified is true of false" }).transform((value) => value === "true").optional(),
    page: queryWhole("page", 1, 10_000).default(1),
    pageSize: queryWhole("pageSize", 1, 100).default(MODERATION_PAGE_SIZE),
    sort: z.enum(MODERATION_SORTS, { error: `sort is een van ${MODERATION_SORTS.join(", ")}` }).default("createdAt"),
    order: z.enum(["asc", "desc"], { error: "order is asc of desc" }).default("desc"),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

/** Staff decide: approve, or reject with a reason for the other staff (never shown to the writer or the public). */
export const moderationInputSchema = z
  .object({
    status: z.enum(MODERATION_DECISIONS, { error: "status is approved of rejected" }),
    rejectionReason: z.preprocess(optionalText, z.string(RATING_MESSAGES.rejectionReason).trim().max(500, RATING_MESSAGES.rejectionReason).nullish()),
  })
  .refine((input) => input.status !== "rejected" || (input.rejectionReason ?? "") !== "", { path: ["rejectionReason"], message: RATING_MESSAGES.rejectionReason });
export type ModerationInput = z.output<typeof moderationInputSchema>;
