/**
 * Issue 18: the product page is read in one statement, with the alternatives
 * found by two short index range scans instead of sorting the whole category.
 * It must answer exactly what the loader of before answered (kept in
 * tests/support/product-detail-before-issue-18.ts), on PGlite or PostgreSQL.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadProductDetail, loadProductDetailById, MAX_ALTERNATIVES } from "@/server/catalogue/get-product-detail";
import { queryRows } from "@/server/db/rows";
import { categories, combinationProducts, productFaqs, products } from "@/server/db/schema";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";

import { loadProductDetailBeforeIssue18 } from "../support/product-detail-before-issue-18";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const NOW = new Date("2026-11-21T10:00:00Z");

describe(`the product detail in one statement on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 1200, seed: 11, now: NOW }));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** The alternatives as the loader before issue 18 chose them: the whole category sorted by the distance in price. */
  async function alternativeIdsBefore(productId: number): Promise<number[]> {
    const rows = await queryRows<{ product_id: number }>(
      database.db,
      sql`select p.product_id from products p, products own
          where own.product_id = ${productId}::int and p.category_id = own.category_id and p.product_id <> own.product_id
            and not p.expired and p.stock > 0
          order by abs(p.selling_price_cents - own.selling_price_cents), p.popularity desc, p.product_id
          limit ${MAX_ALTERNATIVES}::int`,
    );
    return rows.map((row) => row.product_id);
  }

  it("a product with combinations, its own FAQ, tags, images and alternatives answers the same as before", async () => {
    const [withEverything] = await queryRows<{ product_id: number }>(
      database.db,
      sql`select p.product_id from products p
          where exists (select 1 from combination_products c where c.product_id = p.product_id)
            and exists (select 1 from product_faqs f where f.product_id = p.product_id)
            and exists (select 1 from product_tag_links l where l.product_id = p.product_id)
            and exists (select 1 from product_images i where i.product_id = p.product_id)
          order by p.product_id limit 1`,
    );
    expect(withEverything).toBeDefined();
    const productId = withEverything!.product_id;
    const detail = await loadProductDetailById(database.db, productId, NOW);
    // Every part of the page is there, so a difference in any of them would show.
    expect(detail?.combinations.length).toBeGreaterThan(0);
    expect(detail?.combinations.every((combination) => combination.products.length > 1)).toBe(true);
    expect(detail?.faq.length).toBeGreaterThan(0);
    expect(detail?.tags.length).toBeGreaterThan(0);
    expect(detail?.images.length).toBeGreaterThan(0);
    expect(detail?.alternatives).toHaveLength(MAX_ALTERNATIVES);
    expect(detail).toEqual(await loadProductDetailBeforeIssue18(database.db, productId, NOW));
  });

  it("a sample of products (expired, discounted, in combinations, with their own FAQ, the most popular) answers the same as before", async () => {
    const pick = (rows: { productId: number }[]) => rows.map((row) => row.productId);
    const ids = new Set([
      ...pick(await database.db.select({ productId: products.productId }).from(products).where(eq(products.expired, true)).orderBy(asc(products.productId)).limit(3)),
      ...pick(await database.db.select({ productId: products.productId }).from(products).where(sql`${products.cashDeskDiscountCents} > 0`).orderBy(asc(products.productId)).limit(3)),
      ...pick(await database.db.select({ productId: combinationProducts.productId }).from(combinationProducts).orderBy(asc(combinationProducts.productId)).limit(3)),
      ...pick(await database.db.select({ productId: sql<number>`${productFaqs.productId}` }).from(productFaqs).where(sql`${productFaqs.productId} is not null`).limit(3)),
      ...pick(await database.db.select({ productId: products.productId }).from(products).orderBy(desc(products.popularity)).limit(3)),
      ...pick(await database.db.select({ productId: products.productId }).from(products).where(eq(products.stock, 0)).limit(2)),
    ]);
    expect(ids.size).toBeGreaterThan(10);
    for (const productId of ids) {
      expect({ productId, detail: await loadProductDetailById(database.db, productId, NOW) }).toEqual({
        productId,
        detail: await loadProductDetailBeforeIssue18(database.db, productId, NOW),
      });
    }
  });

  it("the product page's address (category and product slug) answers the same detail as its id", async () => {
    const sample = await database.db
      .select({ productId: products.productId, slug: products.slug, categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .orderBy(asc(products.productId))
      .limit(5);
    for (const product of sample) {
      const byAddress = await loadProductDetail(database.db, product.categorySlug, product.slug, NOW);
      expect(byAddress?.productId).toBe(product.productId);
      expect(byAddress).toEqual(await loadProductDetailBeforeIssue18(database.db, product.productId, NOW));
    }
    expect(await loadProductDetail(database.db, sample[0]!.categorySlug, "bestaat-niet", NOW)).toBeNull();
  });

  it("an unknown product answers nothing, as before", async () => {
    expect(await loadProductDetailById(database.db, 987_654, NOW)).toBeNull();
    expect(await loadProductDetailBeforeIssue18(database.db, 987_654, NOW)).toBeNull();
  });

  it("the alternatives of every product are the ones the whole-category sort chose, ties included", async () => {
    // Ties on both sides of a price: products of one category at the same distance above and below, with the same popularity.
    const [category] = await database.db.select({ categoryId: products.categoryId }).from(products).groupBy(products.categoryId).orderBy(desc(sql`count(*)`)).limit(1);
    const members = await database.db
      .select({ productId: products.productId, sellingPriceCents: products.sellingPriceCents })
      .from(products)
      .where(and(eq(products.categoryId, category!.categoryId), eq(products.expired, false), sql`${products.stock} > 0`))
      .orderBy(asc(products.productId))
      .limit(12);
    const centre = members[0]!;
    for (const [index, member] of members.slice(1).entries()) {
      const distance = Math.floor(index / 2) + 1;
      await database.db
        .update(products)
        .set({ priceCents: centre.sellingPriceCents + (index % 2 === 0 ? distance : -distance), cashDeskDiscountCents: null, popularity: 7 })
        .where(eq(products.productId, member.productId));
    }

    const all = await database.db.select({ productId: products.productId }).from(products).orderBy(asc(products.productId));
    let compared = 0;
    for (const { productId } of all) {
      const detail = await loadProductDetailById(database.db, productId, NOW);
      expect({ productId, alternatives: detail?.alternatives.map((alternative) => alternative.productId) }).toEqual({
        productId,
        alternatives: await alternativeIdsBefore(productId),
      });
      compared++;
    }
    expect(compared).toBe(1200);
    // The staged ties (one cent above and one cent below the centre) follow each other, the lower id first.
    const centreAlternatives = (await loadProductDetailById(database.db, centre.productId, NOW))!.alternatives.map((alternative) => alternative.productId);
    const [lower, higher] = [members[1]!.productId, members[2]!.productId].sort((a, b) => a - b);
    expect(centreAlternatives).toContain(lower);
    expect(centreAlternatives.indexOf(higher!)).toBe(centreAlternatives.indexOf(lower!) + 1);
  });
});
