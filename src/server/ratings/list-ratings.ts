import "server-only";

/**
 * A product's approved reviews (GET /api/ratings/?productId=…, and the product
 * page): one page in the sort asked for, with the summary of all approved
 * reviews (average, count, the stars' distribution). Pending and rejected
 * reviews are never read here.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";

import { type RatingSort, type RatingSummary, summariseStars } from "@/domain/ratings/rating";
import type { RatingListAnswer } from "@/schemas/answers/ratings";
import type { Database } from "@/server/db/client";
import { ratings } from "@/server/db/schema";

import { ratingAnswer } from "./rating-answer";

const approvedOf = (productId: number) => and(eq(ratings.productId, productId), eq(ratings.status, "approved"));

/** "Most helpful": verified purchases first, then the review that says most (text, pros and cons), then the newest. */
const sayingMost = sql`length(${ratings.text}) + 40 * (jsonb_array_length(${ratings.pros}) + jsonb_array_length(${ratings.cons}))`;

const ORDER: Record<RatingSort, ReturnType<typeof desc>[]> = {
  newest: [desc(ratings.createdAt), desc(ratings.ratingId)],
  helpful: [desc(ratings.verified), desc(sayingMost), desc(ratings.createdAt), desc(ratings.ratingId)],
  highest: [desc(ratings.stars), desc(ratings.createdAt), desc(ratings.ratingId)],
  lowest: [asc(ratings.stars), desc(ratings.createdAt), desc(ratings.ratingId)],
};

export async function ratingSummary(db: Database, productId: number): Promise<RatingSummary> {
  const rows = await db.select({ stars: ratings.stars, n: count() }).from(ratings).where(approvedOf(productId)).groupBy(ratings.stars);
  return summariseStars(Object.fromEntries(rows.map((row) => [row.stars, Number(row.n)])));
}

export async function listRatings(db: Database, query: { productId: number; page: number; pageSize: number; sort: RatingSort }): Promise<RatingListAnswer> {
  const [rows, summary] = await Promise.all([
    db
      .select()
      .from(ratings)
      .where(approvedOf(query.productId))
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ratingSummary(db, query.productId),
  ]);
  return { items: rows.map(ratingAnswer), total: summary.count, page: query.page, pageSize: query.pageSize, sort: query.sort, summary };
}
