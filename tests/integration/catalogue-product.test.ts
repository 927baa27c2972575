/**
 * Product pages, the Omnibus rule on seeded price history, time-sensitive data,
 * autocomplete, listing scopes and the seeded content tables, on PGlite or
 * PostgreSQL (TEST_DATABASE).
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { emptyFilters } from "@/domain/catalogue/listing";
import { omnibusWasPriceCents } from "@/domain/catalogue/omnibus";
import { loadSuggestions } from "@/server/catalogue/get-autocomplete";
import { loadFrontPageOffers } from "@/server/catalogue/get-front-page-offers";
import { loadProductDetail, loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { loadFilterDefinitions, loadSpecificationDefinitions } from "@/server/catalogue/get-specification-definitions";
import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { clearReferenceData } from "@/server/catalogue/reference-data";
import { loadBrandScope, loadListingScope } from "@/server/catalogue/resolve-listing-scope";
import { loadListing } from "@/server/catalogue/search-products";
import { categories, filterDefinitions, information, priceHistory, productFaqs, products, rewrites } from "@/server/db/schema";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";

import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const NOW = new Date("2026-11-21T10:00:00Z");

describe(`product pages on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 1200, seed: 11, now: NOW }));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("the Omnibus rule end to end: a was-price only when the list price is not above the lowest price paid in the 30 days before the reduction began", async () => {
    const discounted = await database.db
      .select({ productId: products.productId, priceCents: products.priceCents, sellingPriceCents: products.sellingPriceCents })
      .from(products)
      .where(isNotNull(products.cashDeskDiscountCents));
    const history = await database.db.select().from(priceHistory).orderBy(asc(priceHistory.productId), asc(priceHistory.validFrom));
    let shown = 0;
    let withheld = 0;
    for (const product of discounted) {
      const points = history
        .filter((h) => h.productId === product.productId)
        .map((h) => ({ priceCents: h.priceCents, sellingPriceCents: h.sellingPriceCents ?? h.priceCents, validFrom: h.validFrom }));
      const expected = omnibusWasPriceCents({ listPriceCents: product.priceCents, sellingPriceCents: product.sellingPriceCents, history: points, now: NOW });
      const live = await loadTimeSensitive(database.db, product.productId, NOW);
      expect({ id: product.productId, was: live?.priceBeforeDiscountCents }).toEqual({ id: product.productId, was: expected });
      if (expected === null) withheld++;
      else shown++;
    }
    // The seed has both cases: a discount that may show its list price, and one after a recent lower price.
    expect(shown).toBeGreaterThan(0);
    expect(withheld).toBeGreaterThan(0);
  });

  it("cards and product pages apply the same Omnibus rule as the time-sensitive answer", async () => {
    const offers = await loadFrontPageOffers(database.db, 8, NOW);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const live = await loadTimeSensitive(database.db, offer.productId, NOW);
      expect(offer.priceBeforeDiscountCents).toBe(live?.priceBeforeDiscountCents);
      const detail = await loadProductDetailById(database.db, offer.productId, NOW);
      expect(detail?.priceBeforeDiscountCents).toBe(live?.priceBeforeDiscountCents);
    }
  });

  it("a product page has its specifications, images, options, FAQ and tags", async () => {
    const [row] = await database.db
      .select({ slug: products.slug, categorySlug: categories.slug, productId: products.productId })
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(and(eq(categories.slug, "wasmachines"), eq(products.expired, false)))
      .limit(1);
    const detail = await loadProductDetail(database.db, row?.categorySlug ?? "", row?.slug ?? "", NOW);
    expect(detail?.productId).toBe(row?.productId);
    expect(detail?.url).toBe(`/wasmachines/${row?.slug}/`);
    expect(detail?.specifications.find((spec) => spec.key === "vulgewicht")?.value).toMatch(/^\d+ kg$/);
    expect(detail?.specifications.find((spec) => spec.key === "vulgewicht")?.help).toBeTruthy();
    expect(detail?.images.length).toBeGreaterThanOrEqual(2);
    expect(detail?.options.assembly?.priceCents).toBeGreaterThan(0);
    expect(detail?.floorSelectionDisabled).toBe(false);
    expect(detail?.faq.length).toBeGreaterThanOrEqual(3);
    expect(detail?.faq[0]?.question).toMatch(/\?$/);
    expect(detail?.hub).toEqual({ slug: "huishouden", name: "Huishouden" });
    expect(detail?.productType).toEqual({ code: "wasmachine", name: "Wasmachine" });
  });

  it("an unknown product or category is null, not an error", async () => {
    expect(await loadProductDetail(database.db, "wasmachines", "bestaat-niet", NOW)).toBeNull();
    expect(await loadProductDetail(database.db, "bestaat-niet", "x", NOW)).toBeNull();
    expect(await loadProductDetailById(database.db, 1, NOW)).toBeNull();
    expect(await loadProductDetailById(database.db, Number.NaN, NOW)).toBeNull();
    expect(await loadTimeSensitive(database.db, 99_999_999_999, NOW)).toBeNull();
  });

  it("an expired product still has its page, with alternatives of the same category, in stock, at a similar price", async () => {
    const [expired] = await database.db
      .select({ productId: products.productId, categoryId: products.categoryId, sellingPriceCents: products.sellingPriceCents })
      .from(products)
      .where(eq(products.expired, true))
      .limit(1);
    expect(expired).toBeDefined();
    const detail = await loadProductDetailById(database.db, expired?.productId ?? 0, NOW);
    expect(detail?.expired).toBe(true);
    expect(detail?.alternatives.length).toBeGreaterThan(0);
    expect(detail?.alternatives.length).toBeLessThanOrEqual(8);
    const ids = detail?.alternatives.map((alternative) => alternative.productId) ?? [];
    const rows = await database.db.select().from(products).where(sql`${products.productId} in ${ids}`);
    for (const row of rows) {
      expect(row.categoryId).toBe(expired?.categoryId);
      expect(row.expired).toBe(false);
      expect(row.stock).toBeGreaterThan(0);
    }
    // The closest prices first.
    const distances = (detail?.alternatives ?? []).map((alternative) => Math.abs(alternative.priceCents - (expired?.sellingPriceCents ?? 0)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("a product in a bundle shows the bundle with its parts and its own question", async () => {
    const [member] = await database.db.execute<{ product_id: number }>(sql`select product_id from combination_products order by product_id limit 1`).then((result) => rowsOf<{ product_id: number }>(result));
    const detail = await loadProductDetailById(database.db, member?.product_id ?? 0, NOW);
    const [combination] = detail?.combinations ?? [];
    expect(combination?.products.length).toBe(2);
    expect(combination?.products.map((part) => part.productId)).toContain(member?.product_id);
    expect(combination?.totalPriceCents).toBe((combination?.products ?? []).reduce((sum, part) => sum + part.priceCents, 0) - (combination?.discountCents ?? 0));
    expect(detail?.faq[0]?.question).toMatch(/^Kan ik de .* ook los kopen\?$/);
  });

  it("time-sensitive data: price, stock and a delivery promise", async () => {
    const [row] = await database.db.select().from(products).where(eq(products.expired, false)).limit(1);
    const live = await loadTimeSensitive(database.db, row?.productId ?? 0, NOW);
    expect(live).toMatchObject({ productId: row?.productId, listPriceCents: row?.priceCents, stock: row?.stock, inStock: (row?.stock ?? 0) > 0 });
    expect(live?.sellingPriceCents).toBe((row?.priceCents ?? 0) - (row?.cashDeskDiscountCents ?? 0));
    expect(live?.delivery.label).toBeTruthy();
  });
});

describe(`autocomplete, scopes and content on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 600, seed: 5, now: NOW }));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("autocomplete suggests products, categories and brands from the first letters", async () => {
    const suggestions = await loadSuggestions(database.db, "miele wa", NOW);
    expect(suggestions.brands.map((brand) => brand.slug)).toContain("miele");
    expect(suggestions.categories.map((category) => category.slug)).toContain("wasmachines");
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(6);
    for (const product of suggestions.products) {
      expect(product.name).toMatch(/^Miele /);
      expect(product.url).toMatch(/^\/[a-z-]+\/[a-z0-9-]+\/$/);
      expect(product.image.url).toMatch(/^\/afbeeldingen\//);
      expect(product.listPriceCents).toBeGreaterThan(0);
    }
  });

  it("autocomplete corrects typos and finds a model number from its start", async () => {
    const typo = await loadSuggestions(database.db, "wasmachien", NOW);
    expect(typo.categories.map((category) => category.slug)).toContain("wasmachines");
    expect(typo.products.length).toBeGreaterThan(0);
    const [row] = await database.db.select({ productId: products.productId, name: products.name }).from(products).where(eq(products.expired, false)).limit(1);
    const model = await loadSuggestions(database.db, (row?.name ?? "").slice(0, 6), NOW);
    expect(model.products.map((product) => product.productId)).toContain(row?.productId);
    expect(await loadSuggestions(database.db, " ", NOW)).toEqual({ products: [], categories: [], brands: [] });
  });

  it("autocomplete products match every typed word: 'miele was' suggests Miele washing machines first, not any Miele", async () => {
    const first = await loadSuggestions(database.db, "mie", NOW);
    const more = await loadSuggestions(database.db, "miele was", NOW);
    expect(first.products.map((product) => product.category.slug)).not.toEqual(more.products.map((product) => product.category.slug));
    expect(more.products.length).toBeGreaterThan(0);
    // "was" is a Dutch stop word, and still the start of wasmachine, wasdroger and was-droogcombinatie.
    for (const product of more.products) {
      expect(product.name).toMatch(/^Miele /);
      expect(["wasmachines", "wasdrogers", "was-droogcombinaties"]).toContain(product.category.slug);
    }
    // Ranked as the category suggestions are: Wasmachines first, so arrow-down and Enter opens a Miele washer.
    expect(more.categories[0]?.slug).toBe("wasmachines");
    expect(more.products[0]?.category.slug).toBe("wasmachines");
    const order = more.categories.map((category) => category.slug);
    const ranks = more.products.map((product) => order.indexOf(product.category.slug));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("autocomplete matches the last word as a prefix and earlier whole words as they are", async () => {
    const washers = await loadSuggestions(database.db, "miele wasmachine", NOW);
    expect(washers.products.length).toBeGreaterThan(0);
    for (const product of washers.products) expect(product.category.slug).toBe("wasmachines");
    // A brand with no washing machines suggests no products, rather than its other appliances.
    const [kettles] = await database.db
      .select({ brandSlug: products.brandSlug })
      .from(products)
      .where(eq(products.brandSlug, "quooker"))
      .limit(1);
    if (kettles) expect((await loadSuggestions(database.db, "quooker wasmachine", NOW)).products).toEqual([]);
    // A model number typed in parts: every part must match.
    const [row] = await database.db
      .select({ productId: products.productId, name: products.name, brandSlug: products.brandSlug })
      .from(products)
      .where(and(eq(products.expired, false), sql`${products.name} ~ '^[A-Z]+ [0-9]+'`))
      .limit(1);
    const [series, number] = (row?.name ?? "").split(" ");
    const model = await loadSuggestions(database.db, `${row?.brandSlug} ${series} ${number?.slice(0, 2)}`, NOW);
    expect(model.products.map((product) => product.productId)).toContain(row?.productId);
    for (const product of model.products) expect(product.name.toLowerCase()).toContain(series?.toLowerCase());
  });

  it("a first path segment resolves to a hub, a category or the offers page, or to nothing", async () => {
    const hub = await loadListingScope(database.db, "huishouden");
    expect(hub?.kind).toBe("hub");
    if (hub?.kind === "hub") expect(hub.categories.map((category) => category.slug)).toContain("wasmachines");
    const category = await loadListingScope(database.db, "wasmachines");
    expect(category?.kind).toBe("category");
    if (category?.kind === "category") {
      expect(category.productType.code).toBe("wasmachine");
      expect(category.breadcrumbs.map((crumb) => crumb.url)).toEqual(["/", "/huishouden/", "/wasmachines/"]);
      expect(category.specifications.map((spec) => spec.key)).toContain("vulgewicht");
      expect(category.filters.map((filter) => filter.key).slice(0, 3)).toEqual(["merk", "prijs", "energieklasse"]);
    }
    expect((await loadListingScope(database.db, "aanbiedingen"))?.kind).toBe("offers");
    expect(await loadListingScope(database.db, "bestaat-niet")).toBeNull();
  });

  it("a brand slug resolves to the brand with the categories it has products in", async () => {
    const brand = await loadBrandScope(database.db, "quooker");
    expect(brand?.name).toBe("Quooker");
    expect(brand?.categories.map((category) => category.slug)).toEqual(["kokendwaterkranen"]);
    expect(await loadBrandScope(database.db, "bestaat-niet")).toBeNull();
  });

  it("specification and filter definitions per product type, staff-only ones on request", async () => {
    const guest = await loadSpecificationDefinitions(database.db, "wasmachine");
    const staff = await loadSpecificationDefinitions(database.db, "wasmachine", { includeStaffOnly: true });
    expect(guest?.specifications.map((spec) => spec.key)).toContain("aantal-programmas");
    expect(guest?.filters.some((filter) => filter.staffOnly)).toBe(false);
    expect(staff?.filters.some((filter) => filter.staffOnly)).toBe(true);
    expect(await loadSpecificationDefinitions(database.db, "ruimteschip")).toBeNull();
    const all = await loadFilterDefinitions(database.db);
    expect(all[0]).toMatchObject({ productType: null, key: "categorie" });
  });

  it("the seed writes FAQs per product type, rewrites of old URLs, and the 'Meer info' texts", async () => {
    const faqs = await database.db.select().from(productFaqs).where(isNotNull(productFaqs.productType));
    const perType = new Map<string, number>();
    for (const faq of faqs) perType.set(faq.productType ?? "", (perType.get(faq.productType ?? "") ?? 0) + 1);
    expect(perType.size).toBe(23);
    for (const count of perType.values()) expect(count).toBeGreaterThanOrEqual(3);
    const moves = await database.db.select().from(rewrites);
    expect(moves.length).toBeGreaterThan(300);
    expect(moves.find((move) => move.fromPath === "/wasmachine/")?.toPath).toBe("/wasmachines/");
    expect(moves.every((move) => move.fromPath.endsWith("/") && move.toPath.endsWith("/"))).toBe(true);
    const texts = await database.db.select({ key: information.key }).from(information);
    expect(texts.map((text) => text.key)).toEqual(expect.arrayContaining(["montage", "extra-service", "extra-garantie", "afhalen", "energielabel"]));
  });

  // Last: it empties the filters table.
  it("a catalogue without filter definitions still gets facets, from the product type's specifications", async () => {
    await database.db.delete(filterDefinitions);
    clearReferenceData(database.db);
    const result = await loadListing(
      database.db,
      { scope: { kind: "category", categorySlug: "wasmachines" }, filters: emptyFilters(), sort: "popularity", order: "desc", page: 1, pageSize: 24 },
      { now: NOW },
    );
    expect(result.facets.map((facet) => facet.key)).toEqual(expect.arrayContaining(["merk", "prijs", "vulgewicht", "toerental"]));
    expect(result.facets.some((facet) => facet.staffOnly)).toBe(false);
  });
});

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
