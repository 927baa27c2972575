import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { products } from "@/server/db/schema";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { DELETE, GET, HEAD, OPTIONS, POST } = apiRoute("/api/products/");

interface Item {
  productId: number;
  url: string;
  /** The list price; `sellingPrice` is what the shopper pays, as in the product answer. */
  price: number;
  sellingPrice: number;
  brand: { slug: string };
  category: { slug: string };
}

/** Every money field in the raw JSON: a number with at most two decimals. */
function expectEuroAmounts(text: string): void {
  const amounts = [...text.matchAll(/"(price|sellingPrice|priceBeforeDiscount|cashback|min|max)":(-?[\d.e+-]+|null)/g)].map((match) => match[2]!);
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) if (amount !== "null") expect(amount).toMatch(/^-?\d+(\.\d{1,2})?$/);
}

describe(`GET /api/products/ on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createSeededDatabase(400);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("answers { data: { items, total, facets } }, each item with productId and url", async () => {
    const answer = await call(GET, "/api/products/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const { data } = answer.json;
    expect(Object.keys(answer.json)).toEqual(["data"]);
    expect(data).toMatchObject({ items: expect.any(Array), total: expect.any(Number), facets: expect.any(Array), page: 1, pageSize: 24 });
    expect(data.items).toHaveLength(24);
    expect(data.total).toBeGreaterThan(300);
    for (const item of data.items as Item[]) {
      expect(item.productId).toEqual(expect.any(Number));
      expect(item.url).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect(item).not.toHaveProperty("priceCents");
    }
    expect(data.facets.map((facet: { key: string }) => facet.key)).toEqual(expect.arrayContaining(["merk", "prijs"]));
  });

  it("carries money as euros with at most two decimals, equal to the cents in the database", async () => {
    const answer = await call(GET, "/api/products/?pageSize=100&sort=price&order=desc");
    expectEuroAmounts(answer.text);
    const items = answer.json.data.items as Item[];
    const rows = await database.db
      .select({ productId: products.productId, selling: products.sellingPriceCents, list: products.priceCents })
      .from(products)
      .where(inArray(products.productId, items.map((item) => item.productId)));
    const cents = new Map(rows.map((row) => [row.productId, row.selling]));
    for (const item of items) expect(Math.round(item.sellingPrice * 100)).toBe(cents.get(item.productId));
    const listCents = new Map(rows.map((row) => [row.productId, row.list]));
    for (const item of items) expect(Math.round(item.price * 100)).toBe(listCents.get(item.productId));
    const priceFacet = answer.json.data.facets.find((facet: { key: string }) => facet.key === "prijs");
    expect(priceFacet.range.max).toBeGreaterThanOrEqual(priceFacet.range.min);
    expect(priceFacet.range).not.toHaveProperty("maxCents");
  });

  it("pages through the result without overlap, and past the end gives no items", async () => {
    const first = (await call(GET, "/api/products/?pageSize=10&page=1")).json.data;
    const second = (await call(GET, "/api/products/?pageSize=10&page=2")).json.data;
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    const ids = new Set([...first.items, ...second.items].map((item: Item) => item.productId));
    expect(ids.size).toBe(20);
    const beyond = (await call(GET, `/api/products/?pageSize=10&page=${first.pageCount + 1}`)).json.data;
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("filters by facet and scope, and the total follows", async () => {
    const all = (await call(GET, "/api/products/")).json.data;
    const bosch = (await call(GET, "/api/products/?merk=bosch&pageSize=100")).json.data;
    expect(bosch.total).toBeGreaterThan(0);
    expect(bosch.total).toBeLessThan(all.total);
    for (const item of bosch.items as Item[]) expect(item.brand.slug).toBe("bosch");
    const brandFacet = bosch.facets.find((facet: { key: string }) => facet.key === "merk");
    expect(brandFacet.values.find((value: { value: string }) => value.value === "bosch").selected).toBe(true);

    const washers = (await call(GET, "/api/products/?category=wasmachines&pageSize=100")).json.data;
    expect(washers.total).toBeGreaterThan(0);
    for (const item of washers.items as Item[]) expect(item.category.slug).toBe("wasmachines");

    const cheap = (await call(GET, "/api/products/?prijs=-300&pageSize=100")).json.data;
    expect(cheap.total).toBeGreaterThan(0);
    for (const item of cheap.items as Item[]) expect(item.sellingPrice).toBeLessThanOrEqual(300);
  });

  it("sorts by price both ways", async () => {
    const ascending = (await call(GET, "/api/products/?sort=price&order=asc&pageSize=50")).json.data.items.map((item: Item) => item.sellingPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await call(GET, "/api/products/?sort=price&order=desc&pageSize=50")).json.data.items.map((item: Item) => item.sellingPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it("searches with q", async () => {
    const answer = (await call(GET, "/api/products/?q=wasmachine")).json.data;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.search).toMatchObject({ q: "wasmachine" });
  });

  it("answers 400 with one error per bad parameter, naming it", async () => {
    const cases: [string, string][] = [
      ["pageSize=0", "pageSize"],
      ["pageSize=101", "pageSize"],
      ["page=abc", "page"],
      ["page=-1", "page"],
      ["sort=cheapest", "sort"],
      ["order=up", "order"],
      ["q=" + "x".repeat(101), "q"],
      ["nonsense=1", "nonsense"],
      ["prijs=goedkoop", "prijs"],
      ["energieklasse=Z", "energieklasse"],
    ];
    for (const [query, field] of cases) {
      const answer = await call(GET, `/api/products/?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.failed).toBe(true);
      expect(answer.json.message).toEqual(expect.any(String));
      expect(answer.json.data, query).toEqual(expect.arrayContaining([{ field, errorMessage: expect.any(String) }]));
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("never answers 500, whatever the query string", async () => {
    const errors = vi.spyOn(console, "error");
    const garbage = [
      "q=%00",
      "q=%E0%A4%A",
      "q=' OR 1=1 --",
      "q=%F0%9F%98%80%F0%9F%98%80",
      "q=a&q=b",
      "page=1&page=2",
      "page=1e3",
      "page=99999999999999999999",
      "pageSize=NaN",
      "merk=",
      "merk=,,,",
      `merk=${"a,".repeat(40)}`,
      "__proto__=1",
      "constructor=x",
      "hub=huishouden&brand=bosch",
      "category=bestaat-niet",
      "brand=BOSCH",
      "vulgewicht=8&vulgewicht=%FF",
      "prijs=800-400",
      "prijs=-",
      "voorraad=misschien",
      "offers=yes",
      "&&&==&",
      "%",
      "[]=1&a[b]=2",
      `q=${"%C3%A9".repeat(200)}`,
    ];
    for (const query of garbage) {
      const answer = await call(GET, `/api/products/?${query}`);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.json, query).toBeDefined();
      if (answer.status >= 400) expect(answer.json, query).toMatchObject({ failed: true, message: expect.any(String), data: expect.any(Array) });
      else expect(answer.json.data, query).toMatchObject({ items: expect.any(Array) });
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers HEAD without a body, OPTIONS with Allow, and 405 JSON for writes", async () => {
    const head = await call(HEAD, "/api/products/", {}, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    const options = await call(OPTIONS, "/api/products/", {}, { method: "OPTIONS" });
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    for (const handler of [POST, DELETE]) {
      const answer = await call(handler, "/api/products/", {}, { method: handler === POST ? "POST" : "DELETE", body: handler === POST ? "{}" : undefined });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(answer.json).toMatchObject({ failed: true, data: [] });
    }
  });
});
