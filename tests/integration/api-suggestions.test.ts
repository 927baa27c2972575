import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { suggestionsAnswerSchema } from "@/schemas/answers/suggestions";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import type { TestDatabase } from "../support/test-database";

const { GET } = apiRoute("/api/suggestions/");

describe("GET /api/suggestions/ (the search box's autocomplete)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createSeededDatabase(400);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("suggests products, categories and brands while typing", async () => {
    const answer = await call(GET, "/api/suggestions/?q=miele%20wa");
    expect(answer.status).toBe(200);
    const { products, categories, brands } = answer.json.data;
    expect(products.length).toBeGreaterThan(0);
    expect(products[0].name).toMatch(/^Miele /);
    expect(brands.map((brand: { name: string }) => brand.name)).toContain("Miele");
    expect(categories.map((category: { url: string }) => category.url)).toContain("/wasmachines/");
  });

  it("carries a query id and the products index name of §7 for search analytics", async () => {
    const { data } = (await call(GET, "/api/suggestions/?q=koelkast")).json;
    expect(data.queryId).toMatch(/^[0-9a-f]{32}$/);
    expect(data.indexName).toBe("v3_producten_production");
  });

  it("gives prices in euros with at most two decimals", async () => {
    const { data } = (await call(GET, "/api/suggestions/?q=bosch")).json;
    expect(data.products.length).toBeGreaterThan(0);
    for (const product of data.products) {
      expect(String(product.price)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(String(product.sellingPrice)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
    expect(suggestionsAnswerSchema.safeParse(data).error).toBeUndefined();
  });

  it("answers nothing for one letter, and 400 for text of more than 200 characters", async () => {
    expect((await call(GET, "/api/suggestions/?q=m")).json.data.products).toEqual([]);
    const tooLong = await call(GET, `/api/suggestions/?q=${"a".repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.failed).toBe(true);
    expect(tooLong.json.data[0].field).toBe("q");
  });
});
