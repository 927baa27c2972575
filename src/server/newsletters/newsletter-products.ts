import "server-only";

/**
 * The products a campaign names, as the catalogue has them now: name, the
 * price the shopper pays at send time (and the list price when it is higher),
 * page and picture. An expired product or one no longer there is left out of
 * the mail.
 */
import { and, eq, inArray } from "drizzle-orm";

import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import type { NewsletterProduct } from "@/domain/newsletter/campaign";
import type { Database } from "@/server/db/client";
import { brands, categories, products } from "@/server/db/schema";

export async function loadNewsletterProducts(db: Database, productIds: readonly number[], { includeExpired = false }: { includeExpired?: boolean } = {}): Promise<Map<number, NewsletterProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.productId,
      name: products.name,
      brand: brands.name,
      slug: products.slug,
      categorySlug: categories.slug,
      priceCents: products.priceCents,
      sellingPriceCents: products.sellingPriceCents,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(includeExpired ? inArray(products.productId, [...productIds]) : and(inArray(products.productId, [...productIds]), eq(products.expired, false)));
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        productId: row.productId,
        name: `${row.brand} ${row.name}`,
        priceCents: row.sellingPriceCents,
        listPriceCents: row.priceCents > row.sellingPriceCents ? row.priceCents : null,
        path: productUrl(row.categorySlug, row.slug),
        imagePath: productImageUrl(row.productId, 1),
      },
    ]),
  );
}

/** The ids among these that are products one can still buy; the others are a field error when an admin saves. */
export async function existingProductIds(db: Database, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(inArray(products.productId, [...productIds]), eq(products.expired, false)));
  return new Set(rows.map((row) => row.productId));
}
