/**
 * Scores the relevance queries against a seeded database through the shop's own
 * search path (loadListing: what /api/products/?q= and /zoeken/ show): for each
 * query, whether the first result fits, and the precision of the first ten.
 *
 * Precision at 10 is the share of the first ten results that are relevant, out
 * of the most that could be: a catalogue with four Beko freezers scores 1 when
 * all four come first, rather than at most 0.4. Relevant is what fits the
 * query's `first` (sizes and wishes included: for "koelkast 300 liter", the
 * fridges of 270 to 330 litres), unless the query says otherwise.
 */
import { eq } from "drizzle-orm";

import { emptyFilters, type ListingQuery } from "@/domain/catalogue/listing";
import { loadListing } from "@/server/catalogue/search-products";
import type { Database } from "@/server/db/client";
import { products } from "@/server/db/schema";

import type { Fit, RelevanceQuery, SpecificationFit } from "./queries";

export type ScoredProduct = Pick<
  typeof products.$inferSelect,
  "productId" | "productType" | "brandSlug" | "colour" | "energyClass" | "series" | "name" | "specifications"
>;

export interface QueryScore {
  q: string;
  kind: RelevanceQuery["kind"];
  firstFits: boolean;
  precisionAt10: number;
  /** No product of the catalogue fits what must come first: the first result must then fit the rest, and the page must say that a measure was left out. */
  unattainable: boolean;
  firstResult: string;
  total: number;
}

export interface RelevanceScore {
  queries: QueryScore[];
  /** Share of queries whose first result fits, 0 to 1. */
  firstFitShare: number;
  meanPrecisionAt10: number;
}

const NOW = new Date("2026-11-21T10:00:00Z");

export async function scoreRelevance(db: Database, queries: readonly RelevanceQuery[]): Promise<RelevanceScore> {
  const catalogue: ScoredProduct[] = await db
    .select({
      productId: products.productId,
      productType: products.productType,
      brandSlug: products.brandSlug,
      colour: products.colour,
      energyClass: products.energyClass,
      series: products.series,
      name: products.name,
      specifications: products.specifications,
    })
    .from(products)
    // Listings leave out products that are no longer sold.
    .where(eq(products.expired, false));
  const byId = new Map(catalogue.map((product) => [product.productId, product]));
  const scores: QueryScore[] = [];
  for (const query of queries) {
    const listing = await loadListing(db, searchQuery(query.q), { now: NOW, searchEnvironment: "test" });
    const top = listing.items.slice(0, 10).map((item) => byId.get(item.productId));
    const first = top[0];
    const attainable = catalogue.some((product) => fits(product, query.first));
    const relevant = query.relevant ?? (attainable ? query.first : withoutSpecifications(query.first));
    const firstFits = attainable
      ? first !== undefined && fits(first, query.first)
      : first !== undefined && fits(first, withoutSpecifications(query.first)) && (listing.search?.unmatchedMeasures.length ?? 0) > 0;
    const possible = Math.min(10, catalogue.filter((product) => fits(product, relevant)).length);
    const found = top.filter((product) => product !== undefined && fits(product, relevant)).length;
    scores.push({
      q: query.q,
      kind: query.kind,
      firstFits,
      precisionAt10: possible === 0 ? 0 : found / possible,
      unattainable: !attainable,
      firstResult: first ? describe(first) : "(niets gevonden)",
      total: listing.total,
    });
  }
  return {
    queries: scores,
    firstFitShare: scores.filter((score) => score.firstFits).length / scores.length,
    meanPrecisionAt10: scores.reduce((sum, score) => sum + score.precisionAt10, 0) / scores.length,
  };
}

function searchQuery(q: string): ListingQuery {
  return { scope: { kind: "all" }, q, sort: "popularity", order: "desc", page: 1, pageSize: 24, filters: emptyFilters() };
}

function withoutSpecifications(fit: Fit): Fit {
  const { specifications: _specifications, ...rest } = fit;
  return rest;
}

export function fits(product: ScoredProduct, fit: Fit): boolean {
  if (!fit.types.includes(product.productType)) return false;
  if (fit.brand !== undefined && product.brandSlug !== fit.brand) return false;
  if (fit.colour !== undefined && product.colour !== fit.colour) return false;
  if (fit.series !== undefined && product.series !== fit.series) return false;
  if (fit.energyClasses !== undefined && !fit.energyClasses.includes(product.energyClass ?? "")) return false;
  return Object.entries(fit.specifications ?? {}).every(([key, wanted]) => specificationFits(product.specifications[key], wanted));
}

function specificationFits(value: unknown, wanted: SpecificationFit): boolean {
  if (Array.isArray(wanted)) return wanted.includes(value as number | string);
  if (typeof wanted === "object" && wanted !== null && !Array.isArray(wanted)) {
    const range = wanted as { min?: number; max?: number };
    return typeof value === "number" && value >= (range.min ?? -Infinity) && value <= (range.max ?? Infinity);
  }
  return value === wanted;
}

function describe(product: ScoredProduct): string {
  const specifications = Object.entries(product.specifications)
    .filter(([, value]) => typeof value !== "boolean")
    .slice(0, 3)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(" ");
  return `${product.productType} · ${product.brandSlug} ${product.name} · ${product.colour}${product.energyClass ? ` · ${product.energyClass}` : ""} · ${specifications}`;
}

/** A plain-text table of the scores, one line per query, for the test's output and docs/SEARCH.md. */
export function formatScore(score: RelevanceScore): string {
  const lines = score.queries.map(
    (query) =>
      `${query.firstFits ? "✓" : "✗"} ${query.q.padEnd(34)} P@10 ${query.precisionAt10.toFixed(2)}${query.unattainable ? " (nothing in the catalogue fits)" : ""}  first: ${query.firstResult}`,
  );
  const fitting = score.queries.filter((query) => query.firstFits).length;
  lines.push(
    `first result fits: ${fitting} of ${score.queries.length} (${(score.firstFitShare * 100).toFixed(1)}%), mean precision at 10: ${score.meanPrecisionAt10.toFixed(3)}`,
  );
  return lines.join("\n");
}
