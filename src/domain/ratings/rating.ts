/**
 * Product reviews (issue 23, point 3): the statuses of moderation, the sorts a
 * product's reviews are read in, the summary the product page and JSON-LD
 * show, and when a completed order is asked for a review. Pure rules.
 */

export const RATING_STATUSES = ["pending", "approved", "rejected"] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** Moderation's decisions: staff approve or reject a review (a rejected one may be approved later, and the other way round). */
export const MODERATION_DECISIONS = ["approved", "rejected"] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/**
 * How a product's reviews are read: newest first; most helpful (verified
 * purchases first, then the review that says most: text, pros and cons, then
 * the newest); highest or lowest stars first (newest first among equals).
 */
export const RATING_SORTS = ["newest", "helpful", "highest", "lowest"] as const;
export type RatingSort = (typeof RATING_SORTS)[number];

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_PROS_OR_CONS = 5;

/** Rule: a completed order is asked for a review this many days after it was completed (the appliance has been used a while). */
export const REVIEW_REQUEST_DELAY_DAYS = 7;
/** Orders completed longer ago than this get no request any more (the first start of a shop with old orders mails nobody). */
export const REVIEW_REQUEST_LOOKBACK_DAYS = 30;
/** The review link in the mail stays valid this long. */
export const REVIEW_LINK_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rule: when a completed order's review mail is due. */
export function reviewRequestDueAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_REQUEST_DELAY_DAYS * DAY_MS);
}

/** Rule: until when the review link of a request sent at `sentAt` is valid. */
export function reviewLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REVIEW_LINK_DAYS * DAY_MS);
}

/**
 * Rule (decisions §10): an order backs a verified review only when its
 * fulfilment is `completed` (delivered or picked up and done; not returned,
 * withdrawn or cancelled) and it holds the product.
 */
export function orderBacksReview(order: { fulfilmentStatus: string; productIds: readonly number[] }, productId: number): boolean {
  return order.fulfilmentStatus === "completed" && order.productIds.includes(productId);
}

/** The stars of one approved review each: how many reviews gave 5, 4, 3, 2 and 1 star. */
export type StarDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

export interface RatingSummary {
  /** The average of the approved reviews' stars, to one decimal; null without reviews. */
  average: number | null;
  count: number;
  distribution: StarDistribution;
}

/** Rule: the average, count and distribution of the approved reviews' stars (the average rounded to one decimal, as shown). */
export function summariseStars(counts: Partial<Record<number, number>>): RatingSummary {
  const distribution: StarDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const n = Math.max(0, Math.floor(counts[stars] ?? 0));
    distribution[stars] = n;
    count += n;
    sum += n * stars;
  }
  return { average: count === 0 ? null : Math.round((sum / count) * 10) / 10, count, distribution };
}

/** The share of the reviews with this many stars, as a whole percentage (the distribution's bars). */
export function starShare(summary: RatingSummary, stars: 1 | 2 | 3 | 4 | 5): number {
  return summary.count === 0 ? 0 : Math.round((summary.distribution[stars] / summary.count) * 100);
}

/** A list of pros or cons as typed: one per line, trimmed, empty lines left out. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
