/**
 * The demo shop's reviews (issue 23), written after the catalogue: the
 * generated catalogue's own rating numbers have no reviews behind them, so
 * every product starts at none and the numbers follow from the approved demo
 * reviews (the `ratings` trigger keeps `rating_average` and `rating_count`).
 * Seeding again replaces them.
 */
import { asc, sql } from "drizzle-orm";

import type { Database } from "../client";
import { products, ratings } from "../schema";

export interface SeedReview {
  productId: number;
  stars: number;
  title: string;
  text: string;
  pros: string[];
  cons: string[];
  authorName: string;
  status: "approved" | "pending";
  createdAt: Date;
}

/** The products reviews may be written for, in id order. */
export async function reviewableProducts(db: Database): Promise<{ productId: number; productType: string }[]> {
  return db.select({ productId: products.productId, productType: products.productType }).from(products).orderBy(asc(products.productId));
}

export async function seedReviews(db: Database, reviews: readonly SeedReview[]): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.delete(ratings);
    await tx.update(products).set({ ratingAverage: null, ratingCount: 0 }).where(sql`${products.ratingCount} <> 0 or ${products.ratingAverage} is not null`);
    for (let start = 0; start < reviews.length; start += 500) {
      const batch = reviews.slice(start, start + 500);
      if (batch.length > 0) await tx.insert(ratings).values(batch.map((review) => ({ ...review, verified: false })));
    }
  });
  return reviews.length;
}
