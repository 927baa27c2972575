import "server-only";

/**
 * What the review page (/beoordelen/) needs: the product to review, from the
 * review mail's link (then the review will be a verified purchase, and the
 * order's first name is offered as the name) or from a product page's
 * `?product=`. Null when neither names a product that exists.
 */
import { eq } from "drizzle-orm";

import { productUrl } from "@/domain/catalogue/urls";
import type { Database } from "@/server/db/client";
import { brands, categories, products } from "@/server/db/schema";

import { backedReview, expiredReviewLink } from "./review-link";

export interface ReviewFormFacts {
  productId: number;
  productName: string;
  productUrl: string;
  /** The mail's link, valid: the review will be a verified purchase. */
  token: string | null;
  suggestedName: string;
  /** The mail's link, signed by the shop but expired while the order still backs a review: the page offers a new one by mail. */
  expiredToken: string | null;
}

export async function reviewFormFacts(db: Database, choice: { token?: string; productId?: number }, now: Date): Promise<ReviewFormFacts | null> {
  const backed = choice.token ? await backedReview(db, choice.token, now) : null;
  const expired = choice.token && !backed ? await expiredReviewLink(db, choice.token, now) : null;
  const productId = backed?.productId ?? expired?.productId ?? choice.productId;
  if (!productId) return null;
  const [row] = await db
    .select({ productId: products.productId, name: products.name, brandName: brands.name, slug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(eq(products.productId, productId));
  if (!row) return null;
  return {
    productId: row.productId,
    productName: `${row.brandName} ${row.name}`,
    productUrl: productUrl(row.categorySlug, row.slug),
    token: backed ? (choice.token ?? null) : null,
    suggestedName: backed?.firstName ?? "",
    expiredToken: expired ? (choice.token ?? null) : null,
  };
}
