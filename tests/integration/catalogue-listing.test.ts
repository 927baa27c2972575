/**
 * Listings, facets, sorting, pagination and search against a seeded catalogue,
 * on PGlite or PostgreSQL (TEST_DATABASE). Expected counts are computed here from
 * the rows themselves, so the SQL is checked against the plain definition.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { emptyFilters, type ListingFilters, type ListingQuery, type ListingResult } from "@/domain/catalogue/listing";
import { loadListing } from "@/server/catalogue/search-products";
import { products } from "@/server/db/schema";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";

import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const NOW = new Date("2026-11-21T10:00:00Z");
const WASHERS = 1101;

type Row = Pick<
  typeof products.$inferSelect,
  "productId" | "brandSlug" | "categoryId" | "energyClass" | "sellingPriceCents" | "stock" | "specifications" | "expired" | "popularity" | "ratingAverage" | "releasedAt"
>;

function query(overrides: Partial<Omit<ListingQuery, "filters">> & { filters?: Partial<ListingFilters> } = {}): ListingQuery {
  return {
    scope: { kind: "category", categorySlug: "wasmachines" },
    sort: "popularity",
    order: "desc",
    page: 1,
    pageSize: 24,
    ...overrides,
    filters: { ...emptyFilters(), ...overrides.filters },
  };
}

describe(`listings on ${testDriver()}`, () => {
  let database: TestDatabase;
  let rows: Row[];
  const listing = (q: ListingQuery, includeStaffOnly = false) => loadListing(database.db, q, { now: NOW, includeStaffOnly });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 1200, seed: 11, now: NOW }));
    rows = await database.db
      .select({
        productId: products.productId,
        brandSlug: products.brandSlug,
        categoryId: products.categoryId,
        energyClass: products.energyClass,
        sellingPriceCents: products.sellingPriceCents,
        stock: products.stock,
        specifications: products.specifications,
        expired: products.expired,
        popularity: products.popularity,
        ratingAverage: products.ratingAverage,
        releasedAt: products.releasedAt,
      })
      .from(products);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const washers = () => rows.filter((row) => row.categoryId === WASHERS && !row.expired);
  /** The plain definition of each facet's condition. */
  const passes = (row: Row, filters: ListingFilters, except = ""): boolean =>
    (except === "merk" || filters.brands.length === 0 || filters.brands.includes(row.brandSlug)) &&
    (except === "energieklasse" || filters.energyClasses.length === 0 || filters.energyClasses.includes(row.energyClass ?? "")) &&
    (except === "prijs" ||
      ((filters.price.min === undefined || row.sellingPriceCents >= filters.price.min) && (filters.price.max === undefined || row.sellingPriceCents < filters.price.max))) &&
    (except === "voorraad" || !filters.inStock || row.stock > 0) &&
    Object.entries(filters.specifications).every(([key, values]) => except === key || values.includes(String(row.specifications[key])));

  it("a category page lists the category's products that are not expired, with the total", async () => {
    const result = await listing(query());
    expect(result.total).toBe(washers().length);
    expect(result.items).toHaveLength(24);
    for (const item of result.items) expect(item.category.slug).toBe("wasmachines");
    expect(result.pageCount).toBe(Math.ceil(result.total / 24));
  });

  const FILTER_CASES: [string, Partial<ListingFilters>][] = [
    ["nothing chosen", {}],
    ["one brand", { brands: ["bosch"] }],
    ["a price range", { price: { min: 40_000, max: 90_000 } }],
    ["two specification values and stock", { specifications: { vulgewicht: ["8", "9"] }, inStock: true }],
    [
      "five facets at once",
      {
        brands: ["bosch", "miele", "samsung"],
        energyClasses: ["A", "B", "C"],
        price: { min: 40_000 },
        specifications: { vulgewicht: ["7", "8", "9"], stoomfunctie: ["true"] },
        inStock: true,
      },
    ],
  ];

  it.each(FILTER_CASES)("facet counts equal the counts computed from the data, each facet with the other choices applied: %s", async (_, chosen) => {
    const filters: ListingFilters = { ...emptyFilters(), ...chosen };
    const result = await listing(query({ filters }));
    expect(result.total).toBe(washers().filter((row) => passes(row, filters)).length);
    expect(result.total).toBeGreaterThan(0);
    const checked = new Set<string>();
    for (const facet of result.facets) {
      if (facet.key === "prijs") continue;
      for (const value of facet.values) {
        const expected = washers().filter((row) => {
          if (!passes(row, filters, facet.key)) return false;
          if (facet.key === "merk") return row.brandSlug === value.value;
          if (facet.key === "energieklasse") return row.energyClass === value.value;
          if (facet.key === "voorraad") return row.stock > 0;
          return String(row.specifications[facet.key]) === value.value;
        }).length;
        expect({ facet: facet.key, value: value.value, count: value.count }).toEqual({ facet: facet.key, value: value.value, count: expected });
      }
      checked.add(facet.key);
    }
    // Every facet with a choice stays visible, whatever its counts.
    for (const key of [...(filters.brands.length ? ["merk"] : []), ...Object.keys(filters.specifications)]) expect(checked).toContain(key);
    expect(checked.size).toBeGreaterThanOrEqual(5);
    const price = result.facets.find((facet) => facet.key === "prijs");
    expect(price?.kind).toBe("range");
    const withoutPrice = washers().filter((row) => passes(row, filters, "prijs"));
    expect(price?.range).toEqual({ min: Math.min(...withoutPrice.map((r) => r.sellingPriceCents)), max: Math.max(...withoutPrice.map((r) => r.sellingPriceCents)) });
  });

  it("price buckets count exactly what choosing them shows", async () => {
    const result = await listing(query());
    const price = result.facets.find((facet) => facet.key === "prijs");
    expect(price?.values.length).toBeGreaterThanOrEqual(2);
    expect(price?.values.reduce((sum, value) => sum + value.count, 0)).toBe(result.total);
    for (const value of price?.values ?? []) {
      const [min, max] = value.value.split("-").map((part) => (part === "" ? undefined : Number(part) * 100));
      const chosen = await listing(query({ filters: { price: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) } } }));
      expect(chosen.total).toBe(value.count);
    }
  });

  it("brands are listed by name, so an option stays in its place when a choice changes the counts", async () => {
    const labels = (result: Awaited<ReturnType<typeof listing>>) => result.facets.find((facet) => facet.key === "merk")?.values.map((value) => value.label) ?? [];
    const before = labels(await listing(query()));
    expect(before.length).toBeGreaterThan(3);
    expect(before).toEqual([...before].sort((a, b) => a.localeCompare(b, "nl")));
    const after = labels(await listing(query({ filters: { brands: ["miele"], specifications: { vulgewicht: ["9"] } } })));
    expect(after.filter((label) => before.includes(label))).toEqual(before.filter((label) => after.includes(label)));
  });

  it("chosen values are marked selected, and stay listed with count 0 when nothing has them", async () => {
    const result = await listing(query({ filters: { brands: ["quooker"] } }));
    expect(result.total).toBe(0);
    const brand = result.facets.find((facet) => facet.key === "merk");
    expect(brand?.values.find((value) => value.value === "quooker")).toMatchObject({ selected: true, count: 0, label: "Quooker" });
  });

  it("filters narrow: every product shown passes every chosen facet", async () => {
    const filters = { ...emptyFilters(), brands: ["bosch"], specifications: { stoomfunctie: ["true"] } };
    const result = await listing(query({ filters, pageSize: 100 }));
    const expected = washers().filter((row) => passes(row, filters));
    expect(result.total).toBe(expected.length);
    expect(new Set(result.items.map((item) => item.productId))).toEqual(new Set(expected.map((row) => row.productId).slice(0, 100)));
  });

  it("a parameter that is no facet of the category is ignored rather than emptying the page", async () => {
    const result = await listing(query({ filters: { specifications: { fbclid: ["abc"] } } }));
    expect(result.total).toBe(washers().length);
  });

  it("staff-only facets are left out unless asked for", async () => {
    const guest = await listing(query());
    const staff = await listing(query(), true);
    expect(guest.facets.some((facet) => facet.staffOnly)).toBe(false);
    expect(staff.facets.find((facet) => facet.key === "aantal-programmas")?.staffOnly).toBe(true);
  });

  it("sorts by popularity by default, and by price up and down, rating and newest", async () => {
    const ids = (result: ListingResult) => result.items.map((item) => item.productId);
    const byId = new Map(washers().map((row) => [row.productId, row]));
    const field = (result: ListingResult, pick: (row: Row) => number | string) => result.items.map((item) => pick(byId.get(item.productId) as Row));
    const sortedDesc = (values: (number | string)[]) => values.every((v, i) => i === 0 || (values[i - 1] as number | string) >= v);
    const sortedAsc = (values: (number | string)[]) => values.every((v, i) => i === 0 || (values[i - 1] as number | string) <= v);

    expect(sortedDesc(field(await listing(query()), (r) => r.popularity))).toBe(true);
    const cheapest = await listing(query({ sort: "price", order: "asc" }));
    expect(sortedAsc(field(cheapest, (r) => r.sellingPriceCents))).toBe(true);
    expect(cheapest.items[0]?.priceCents).toBe(Math.min(...washers().map((r) => r.sellingPriceCents)));
    expect(sortedDesc(field(await listing(query({ sort: "price", order: "desc" })), (r) => r.sellingPriceCents))).toBe(true);
    expect(sortedDesc(field(await listing(query({ sort: "rating", order: "desc" })), (r) => r.ratingAverage ?? -1))).toBe(true);
    expect(sortedDesc(field(await listing(query({ sort: "newest", order: "desc" })), (r) => r.releasedAt))).toBe(true);
    expect(ids(await listing(query({ sort: "price", order: "asc" })))).not.toEqual(ids(await listing(query())));
  });

  it("pages are disjoint and together hold every product once", async () => {
    const total = washers().length;
    const pageSize = 25;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
      const result = await listing(query({ page, pageSize, sort: "price", order: "asc" }));
      expect(result.page).toBe(page);
      seen.push(...result.items.map((item) => item.productId));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const beyond = await listing(query({ page: 999, pageSize }));
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(total);
  });

  it("hub pages offer a category facet and count every category of the hub", async () => {
    const result = await listing(query({ scope: { kind: "hub", hubSlug: "huishouden" } }));
    const categories = result.facets.find((facet) => facet.key === "categorie");
    expect(categories?.values.map((value) => value.value)).toEqual(expect.arrayContaining(["wasmachines", "wasdrogers", "stofzuigers"]));
    expect(categories?.values.reduce((sum, value) => sum + value.count, 0)).toBe(result.total);
  });

  it("choosing one category on a hub page brings that category's specification facets", async () => {
    const result = await listing(query({ scope: { kind: "hub", hubSlug: "huishouden" }, filters: { categories: ["wasmachines"] } }));
    expect(result.total).toBe(washers().length);
    expect(result.facets.map((facet) => facet.key)).toEqual(expect.arrayContaining(["categorie", "vulgewicht", "toerental"]));
  });

  it("brand and offers pages list only that brand, only discounted products", async () => {
    const brand = await listing(query({ scope: { kind: "brand", brandSlug: "miele" }, pageSize: 100 }));
    expect(brand.total).toBe(rows.filter((row) => row.brandSlug === "miele" && !row.expired).length);
    for (const item of brand.items) expect(item.brand.slug).toBe("miele");
    const offers = await listing(query({ scope: { kind: "offers" } }));
    expect(offers.total).toBeGreaterThan(0);
  });

  it("a brand that makes one type gets that type's specification facets on its page", async () => {
    const result = await listing(query({ scope: { kind: "brand", brandSlug: "quooker" } }));
    expect(result.total).toBeGreaterThan(0);
    expect(result.facets.map((facet) => facet.key)).toEqual(expect.arrayContaining(["functies"]));
    const mixed = await listing(query({ scope: { kind: "brand", brandSlug: "bosch" } }));
    expect(mixed.facets.map((facet) => facet.key)).toContain("categorie");
    expect(mixed.facets.map((facet) => facet.key)).not.toContain("vulgewicht");
  });

  it("cards carry a URL, an image, three key specifications and a delivery promise", async () => {
    const [item] = (await listing(query())).items;
    expect(item?.url).toMatch(/^\/wasmachines\/[a-z0-9-]+\/$/);
    expect(item?.image.url).toMatch(/^\/afbeeldingen\/\d+\/\d\.svg$/);
    expect(item?.keySpecifications).toHaveLength(3);
    expect(item?.keySpecifications[0]).toMatch(/ kg$/);
    expect(item?.delivery?.label).toBeTruthy();
  });
});

describe(`search on ${testDriver()}`, () => {
  let database: TestDatabase;
  const search = (q: string, extra: Partial<Omit<ListingQuery, "filters">> & { filters?: Partial<ListingFilters> } = {}) =>
    loadListing(database.db, query({ scope: { kind: "all" }, q, ...extra }), { now: NOW, searchEnvironment: "test" });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 1200, seed: 11, now: NOW }));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("'wasmachien' finds washing machines: the typo is corrected", async () => {
    const result = await search("wasmachien");
    expect(result.search?.correctedQ).toBe("wasmachine");
    expect(result.total).toBeGreaterThan(10);
    for (const item of result.items) expect(item.category.slug).toBe("wasmachines");
  });

  it("'miele wasmachine 8kg' ranks a Miele washer of 8 kg first", async () => {
    const result = await search("miele wasmachine 8kg");
    const [first] = result.items;
    expect(first?.brand.slug).toBe("miele");
    expect(first?.category.slug).toBe("wasmachines");
    expect(first?.keySpecifications[0]).toBe("8 kg");
    // Every 8 kg Miele washer comes before any other.
    const firstOther = result.items.findIndex((item) => item.keySpecifications[0] !== "8 kg");
    const lastEight = result.items.map((item) => item.keySpecifications[0]).lastIndexOf("8 kg");
    expect(firstOther === -1 || lastEight < firstOther).toBe(true);
  });

  it("a measure no product found has is named as left out, instead of showing other measures silently", async () => {
    const found = await search("miele wasmachine 8kg");
    expect(found.search?.unmatchedMeasures).toEqual([]);
    const weights = (await search("miele wasmachine")).facets.find((facet) => facet.key === "vulgewicht")?.values.map((value) => value.value) ?? [];
    const missing = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].find((kg) => !weights.includes(String(kg)));
    expect(missing).toBeDefined();
    const result = await search(`Miele wasmachine ${missing}kg`);
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) expect(item.brand.slug).toBe("miele");
    expect(result.search?.unmatchedMeasures).toEqual([`${missing}kg`]);
    // The measure is reported as typed, also with a space.
    expect((await search(`miele wasmachine ${missing} kg`)).search?.unmatchedMeasures).toEqual([`${missing} kg`]);
  });

  it("the plural and a brand alone find what a shopper expects", async () => {
    const plural = await search("koelkasten");
    expect(plural.total).toBeGreaterThan(0);
    for (const item of plural.items) expect(item.category.slug).toMatch(/koelkasten$/);
    const brand = await search("Quooker");
    for (const item of brand.items) expect(item.brand.slug).toBe("quooker");
  });

  it("a model number finds its product, even mistyped", async () => {
    const target = (await search("miele wasmachine")).items[0];
    expect(target).toBeDefined();
    const exact = await search(target?.name ?? "");
    expect(exact.items[0]?.productId).toBe(target?.productId);
    const name = target?.name ?? "";
    const mistyped = `${name.slice(0, -2)}${name.slice(-1)}${name.slice(-2, -1)}`;
    const fuzzy = await search(mistyped);
    expect(fuzzy.items.map((item) => item.productId)).toContain(target?.productId);
  });

  it("a search carries a query id and the index name of its sort, for analytics", async () => {
    const relevance = await search("wasmachine");
    expect(relevance.search?.queryId).toMatch(/^[0-9a-f]{32}$/);
    expect(relevance.search?.indexName).toBe("v3_producten_test");
    const byPrice = await search("wasmachine", { sort: "price", order: "asc", sortChosen: true });
    expect(byPrice.search?.indexName).toBe("v3_producten_test_price_asc");
    expect(byPrice.search?.queryId).not.toBe(relevance.search?.queryId);
  });

  it("with a sort chosen, search results follow it instead of relevance", async () => {
    const result = await search("wasmachine", { sort: "price", order: "asc", sortChosen: true });
    const prices = result.items.map((item) => item.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("search results have facets, and a search for one product type gets its specification facets", async () => {
    const result = await search("wasmachine", { filters: { ...emptyFilters(), brands: ["miele"] } });
    expect(result.facets.find((facet) => facet.key === "merk")?.values.find((value) => value.value === "miele")?.selected).toBe(true);
    expect(result.facets.map((facet) => facet.key)).toContain("vulgewicht");
    for (const item of result.items) expect(item.brand.slug).toBe("miele");
  });

  it("a search naming one type gets its specification facets; a search across types the category facet", async () => {
    const result = await search("wasmachine miele");
    const keys = result.facets.map((facet) => facet.key);
    expect(keys).toContain("vulgewicht");
    const mixed = await search("miele");
    expect(mixed.facets.map((facet) => facet.key)).not.toContain("vulgewicht");
    expect(mixed.facets.map((facet) => facet.key)).toContain("categorie");
  });

  it("text without any searchable word finds nothing, without failing", async () => {
    const result = await search("?!");
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
  });
});
