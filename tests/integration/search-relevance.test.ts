/**
 * Search relevance, measured: the queries of tests/search-relevance/queries.ts
 * against the demo catalogue as `npm start` seeds it (1,500 products, seed
 * 20261121), through the listing read that /zoeken/ and /api/products/?q= use.
 * At least 90% of the queries must have a fitting first result. The table of
 * every query's result is printed, and kept in docs/SEARCH.md.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";

import { RELEVANCE_QUERIES } from "../search-relevance/queries";
import { formatScore, scoreRelevance, type RelevanceScore } from "../search-relevance/score";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const DEMO = { productCount: 1500, seed: 20261121, now: new Date("2026-11-21T10:00:00Z") };

describe(`search relevance on ${testDriver()}`, () => {
  let database: TestDatabase;
  let score: RelevanceScore;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue(DEMO));
    score = await scoreRelevance(database.db, RELEVANCE_QUERIES);
    console.log(formatScore(score));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("the query file holds at least 60 queries, each once", () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_QUERIES.map((query) => query.q)).size).toBe(RELEVANCE_QUERIES.length);
  });

  it("at least 90% of the queries have a fitting first result", () => {
    const failing = score.queries.filter((query) => !query.firstFits).map((query) => `${query.q} → ${query.firstResult}`);
    expect(score.firstFitShare, failing.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});
