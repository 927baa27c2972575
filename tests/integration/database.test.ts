import { readFileSync } from "node:fs";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadFrontPageOffers } from "@/server/catalogue/get-front-page-offers";
import { loadNavigation } from "@/server/catalogue/get-navigation";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { isCatalogueEmpty, seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { products } from "@/server/db/schema";

import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const NOW = new Date("2026-11-21T10:00:00Z");

describe(`database on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("migrations create every catalogue table and the pg_trgm extension", async () => {
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "brands",
        "categories",
        "combination_products",
        "combinations",
        "filters",
        "hubs",
        "information",
        "price_history",
        "product_faqs",
        "product_images",
        "product_tag_links",
        "product_tags",
        "product_types",
        "products",
        "rewrites",
        "search_terms",
      ]),
    );
    const extensions = rowsOf<{ extname: string }>(await database.db.execute<{ extname: string }>(sql`select extname from pg_extension`));
    expect(extensions.map((row) => row.extname)).toContain("pg_trgm");
  });

  it("running the migrations again, even twice at once, changes nothing", async () => {
    await Promise.all([database.migrate(), database.migrate()]);
    const applied = rowsOf<{ count: number }>(await database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
    const journal = JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };
    expect(applied[0]?.count).toBe(journal.entries.length);
  });

  it("a new database has an empty catalogue, so the start seeds it", async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
  });

  it("seeding writes the whole generated catalogue", async () => {
    const catalogue = generateCatalogue({ productCount: 300, seed: 7, now: NOW });
    await seedCatalogue(database.db, catalogue);
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(row?.count).toBe(300);
  });

  it("seeding again replaces the catalogue instead of adding to it", async () => {
    await seedCatalogue(database.db, generateCatalogue({ productCount: 200, seed: 8, now: NOW }));
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(row?.count).toBe(200);
  });

  it("the menu lists the three hubs with their categories and the 16 brands", async () => {
    const navigation = await loadNavigation(database.db);
    expect(navigation.hubs.map((hub) => hub.url)).toEqual(["/huishouden/", "/keukenapparatuur/", "/inbouwapparatuur/"]);
    const categorySlugs = navigation.hubs.flatMap((hub) => hub.categories.map((category) => category.slug));
    expect(categorySlugs).toEqual(expect.arrayContaining(["wasmachines", "koelkasten", "vaatwassers", "wasdrogers", "fornuizen", "kookplaten"]));
    expect(navigation.brands).toHaveLength(16);
    expect(navigation.brands.map((brand) => brand.url)).toContain("/merken/quooker/");
  });

  it("front-page offers are discounted products in stock that are not expired", async () => {
    const offers = await loadFrontPageOffers(database.db, 8);
    expect(offers.length).toBeGreaterThan(0);
    const ids = offers.map((offer) => offer.productId);
    const rows = await database.db.select().from(products).where(sql`${products.productId} in ${ids}`);
    for (const row of rows) {
      expect(row.cashDeskDiscountCents).toBeGreaterThan(0);
      expect(row.stock).toBeGreaterThan(0);
      expect(row.expired).toBe(false);
    }
    for (const offer of offers) {
      expect(offer.url).toMatch(/^\/[a-z-]+\/[a-z0-9-]+\/$/);
      expect(offer.image.url).toBe(`/afbeeldingen/${offer.productId}/1.svg`);
    }
  });
});

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
