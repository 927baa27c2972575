import "server-only";

/**
 * A review written (POST /api/ratings/, issue 23): stored `pending` until
 * staff approve it. It is a verified purchase only when the review mail's
 * link comes with it and that order still backs it (completed, with this
 * product: review-link.ts); any other review, from the product page or with a
 * link that is no longer valid, is stored unverified rather than refused, so
 * nobody's text is lost. One review per product per order: a second one with
 * the same link is a 409. The rate limit is the route's (RATINGS).
 */
import { and, eq } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import { RATING_MESSAGES, type RatingInput } from "@/schemas/ratings";
import type { Database } from "@/server/db/client";
import { products, ratings } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { backedReview } from "./review-link";

export const ALREADY_REVIEWED = "Je hebt dit apparaat voor deze bestelling al beoordeeld. Bedankt!";

export async function submitRating(db: Database, input: RatingInput, now: Date) {
  const [product] = await db.select({ productId: products.productId }).from(products).where(eq(products.productId, input.productId));
  if (!product) throw new ApiError(422, RATING_MESSAGES.productId, [{ field: "productId", errorMessage: RATING_MESSAGES.productId }]);
  const backed = input.token ? await backedReview(db, input.token, now) : null;
  const order = backed && backed.productId === input.productId ? backed : null;
  if (order) {
    const [earlier] = await db
      .select({ ratingId: ratings.ratingId })
      .from(ratings)
      .where(and(eq(ratings.orderRef, order.orderRef), eq(ratings.productId, input.productId)));
    if (earlier) throw new ApiError(409, ALREADY_REVIEWED);
  }
  const emailAddress = input.emailAddress ? normaliseEmailAddress(input.emailAddress) : order ? normaliseEmailAddress(order.emailAddress) : null;
  const [row] = await db
    .insert(ratings)
    .values({
      productId: input.productId,
      stars: input.stars,
      title: input.title,
      text: input.text,
      pros: input.pros,
      cons: input.cons,
      authorName: input.authorName,
      emailAddress,
      verified: order !== null,
      orderRef: order?.orderRef ?? null,
      status: "pending",
      createdAt: now,
    })
    // Two posts of the same link at once: the unique index lets one in.
    .onConflictDoNothing()
    .returning({ ratingId: ratings.ratingId, verified: ratings.verified });
  if (!row) throw new ApiError(409, ALREADY_REVIEWED);
  return { ratingId: row.ratingId, status: "pending" as const, verified: row.verified };
}
