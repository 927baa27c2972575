import "server-only";

import { and, desc, eq, gt, isNotNull } from "drizzle-orm";

import { sellingPriceCents, type ProductSummary } from "@/domain/catalogue/product-summary";
import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import { memoize } from "@/server/cache/memo";
import { type Database, getDatabase } from "@/server/db/client";
import { brands, categories, productImages, products } from "@/server/db/schema";

/** The most popular discounted products in stock, for the front page's offers row. */
export function getFrontPageOffers(limit = 8): Promise<ProductSummary[]> {
  return memoize(`front-page-offers:${limit}`, 30_000, async () => loadFrontPageOffers(await getDatabase(), limit));
}

export async function loadFrontPageOffers(db: Database, limit: number): Promise<ProductSummary[]> {
  const rows = await db
    .select({
      productId: products.productId,
      slug: products.slug,
      name: products.name,
      priceCents: products.priceCents,
      cashDeskDiscountCents: products.cashDeskDiscountCents,
      cashbackCents: products.cashbackCents,
      energyClass: products.energyClass,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      stock: products.stock,
      stockEstimatedDate: products.stockEstimatedDate,
      brandSlug: brands.slug,
      brandName: brands.name,
      categorySlug: categories.slug,
      categoryName: categories.name,
      imageAlt: productImages.alt,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .innerJoin(productImages, and(eq(productImages.productId, products.productId), eq(productImages.position, 1)))
    .where(and(isNotNull(products.cashDeskDiscountCents), gt(products.stock, 0), eq(products.expired, false)))
    .orderBy(desc(products.popularity), products.productId)
    .limit(limit);

  return rows.map((row) => ({
    productId: row.productId,
    brand: { slug: row.brandSlug, name: row.brandName },
    name: row.name,
    url: productUrl(row.categorySlug, row.slug),
    image: { url: productImageUrl(row.productId, 1), alt: row.imageAlt },
    category: { slug: row.categorySlug, name: row.categoryName },
    priceCents: sellingPriceCents(row.priceCents, row.cashDeskDiscountCents),
    // The Omnibus check arrives with the listing read side; until then no "was" price.
    priceBeforeDiscountCents: null,
    keySpecifications: [],
    cashbackCents: row.cashbackCents,
    energyClass: row.energyClass,
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    inStock: row.stock > 0,
    stockEstimatedDate: row.stockEstimatedDate,
  }));
}
