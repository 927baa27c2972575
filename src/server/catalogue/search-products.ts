import "server-only";

/**
 * The one read behind every listing: category, hub, brand and offers pages, the
 * search page and /api/products/. Two statements per listing, run side by side:
 * the facet counts with the total (listing-facets.ts), and the ids of the page's
 * products (sorted and limited in SQL), both kept a minute; then the cards of
 * those products, read fresh (product-summaries.ts). A search first corrects its words against the lexicon
 * (one small statement); when it finds nothing with all its words it tries again
 * with any word, then with similar model names (search-match.ts).
 */
import { randomBytes } from "node:crypto";

import { sql, type SQL } from "drizzle-orm";

import type { FilterDefinition } from "@/domain/catalogue/filter-definition";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListingQuery, type ListingResult } from "@/domain/catalogue/listing";
import { FACET_KEYS, MAX_PAGE, serializeListingQuery } from "@/domain/catalogue/listing-url";
import { productsIndexName } from "@/domain/catalogue/search-analytics";
import { measureTexts } from "@/domain/catalogue/search-text";
import { type Database, getDatabase } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";

import { allOf, facetConditions, scopeCondition } from "./listing-conditions";
import { countFacets } from "./listing-facets";
import { cachedPerDatabase, LISTING_COPY_MS } from "@/server/cache/per-database-cache";
import { loadProductIds, loadSummariesByIds } from "./product-summaries";
import { filtersFor, loadReferenceData, type ProductTypeInfo, type ReferenceData } from "./reference-data";
import { matchCondition, measureCondition, relevanceOrder, resolveSearch, type MatchStage, type SearchMatch } from "./search-match";

export interface ListingOptions {
  /** The moment for prices (Omnibus) and delivery promises. */
  now: Date;
  /** Staff-only facets and filters (permission filtersShopOnlyShow). */
  includeStaffOnly?: boolean;
  /** The environment part of the search index name; defaults to NODE_ENV. */
  searchEnvironment?: string;
}

const STAGES: readonly MatchStage[] = ["all-words", "any-word", "similar-name"];
const BUILT_IN = new Set<string>(Object.values(FACET_KEYS));

/** The listing for a query, read from the process's database. */
export async function getListing(query: ListingQuery, options: Partial<ListingOptions> = {}): Promise<ListingResult> {
  return loadListing(await getDatabase(), query, { now: new Date(), ...options });
}

export async function loadListing(db: Database, query: ListingQuery, options: ListingOptions): Promise<ListingResult> {
  const [ref, match] = await Promise.all([loadReferenceData(db), query.q ? resolveSearch(db, query.q) : null]);
  const includeStaffOnly = options.includeStaffOnly ?? false;
  const pageSize = Number.isInteger(query.pageSize) ? Math.min(MAX_PAGE_SIZE, Math.max(1, query.pageSize)) : DEFAULT_PAGE_SIZE;
  const page = Number.isInteger(query.page) ? Math.min(MAX_PAGE, Math.max(1, query.page)) : 1;
  const scope = scopeCondition(query.scope, ref);
  const byRelevance = match !== null && !query.sortChosen;

  for (const [index, stage] of (match ? STAGES : [null]).entries()) {
    const searched = match && stage ? matchCondition(match, stage, ref) : null;
    if (match && !searched) continue;
    const base = allOf(searched ? [scope, searched] : [scope]);
    const guess = guessProductType(query, ref, match);
    const productType = guess.productType;
    const plan = facetPlan(ref, query, productType, includeStaffOnly);
    const specificationKeys = new Set(
      (productType ? plan : ref.filters.filter((f) => includeStaffOnly || !f.staffOnly)).map((f) => f.key).filter((key) => !BUILT_IN.has(key)),
    );
    const conditions = facetConditions(query.filters, ref, specificationKeys);
    const order = byRelevance && match && stage ? [...relevanceOrder(match, stage, ref), sql`p.popularity desc`, sql`p.product_id desc`] : sortOrder(query);
    const orderBy = sql.join(order, sql`, `);
    const where = allOf([base, ...conditions.map((c) => c.condition)]);
    // Facets do not depend on the sort or the page, and the same listing is asked
    // for by many visitors: they are kept for a minute.
    const facetKey = `facets|${JSON.stringify(query.scope)}|${serializeListingQuery({ ...query, page: 1, sort: "popularity", order: "desc", sortChosen: false })}|${stage}|${includeStaffOnly}`;
    // Which products make up the page is kept for the same minute (ranking a search
    // costs PostgreSQL more than everything else of the request together); what
    // the cards show of them (price, stock, delivery promise) is read fresh.
    const pageKey = `page|${JSON.stringify(query.scope)}|${serializeListingQuery(query)}|${page}|${pageSize}|${stage}|${includeStaffOnly}`;
    const [counts, items, measured] = await Promise.all([
      cachedPerDatabase(db, facetKey, LISTING_COPY_MS, () => countFacets(db, { base, conditions, plan, query, ref, countTypes: guess.verify })),
      cachedPerDatabase(db, pageKey, LISTING_COPY_MS, () =>
        loadProductIds(
          db,
          // A plain ORDER BY … LIMIT lets PostgreSQL keep only the top rows (or walk an index) instead of sorting all.
          sql`select p.product_id from products p where ${where}
              order by ${orderBy}
              limit ${pageSize}::int offset ${(page - 1) * pageSize}::int`,
        ),
      ).then((ids) => loadSummariesByIds(db, ids, options.now)),
      match && match.measures.length > 0 ? cachedPerDatabase(db, `measures|${facetKey}`, LISTING_COPY_MS, () => measuresFound(db, where, match, ref)) : [],
    ]);
    const lastStage = index === STAGES.length - 1;
    if (match && !counts.baseFound && !lastStage) continue;
    // A guessed type that is not all the search found: its specification facets do not apply.
    const wrongGuess = guess.verify && [...counts.types.keys()].some((type) => type !== productType);
    return {
      items,
      total: counts.total,
      facets: wrongGuess ? counts.facets.filter((facet) => BUILT_IN.has(facet.key)) : counts.facets,
      page,
      pageSize,
      pageCount: Math.ceil(counts.total / pageSize),
      ...(match ? { search: searchInfo(match, query, byRelevance, options, counts.total > 0 ? measured : []) } : {}),
    };
  }
  // A search whose text has nothing to match with (only symbols, too short for similar names).
  const facets: ListingResult["facets"] = [];
  return { items: [], total: 0, facets, page, pageSize, pageCount: 0, ...(match ? { search: searchInfo(match, query, byRelevance, options) } : {}) };
}

/**
 * Whether any product of the listing has each measure of the text: "8kg" ranks
 * washers of 8 kg first, but when the search's other words and the chosen
 * filters find none of 8 kg ("miele wasmachine 8kg" in a catalogue without
 * them), the page must say so rather than show other weights as if they were.
 */
async function measuresFound(db: Database, where: SQL, match: SearchMatch, ref: ReferenceData): Promise<boolean[]> {
  const checks = match.measures.map((measure) => {
    const condition = measureCondition(ref, [measure]);
    return condition ? sql`exists (select 1 from products p where ${where} and ${condition})` : sql`false`;
  });
  const [row] = await queryRows<{ found: boolean[] }>(db, sql`select array[${sql.join(checks, sql`, `)}] as found`);
  return row?.found ?? [];
}

function searchInfo(match: SearchMatch, query: ListingQuery, byRelevance: boolean, options: ListingOptions, measured: readonly boolean[] = []) {
  const environment = options.searchEnvironment ?? process.env.NODE_ENV ?? "development";
  const typed = measureTexts(match.q);
  return {
    q: match.q,
    correctedQ: match.correctedQ,
    queryId: randomBytes(16).toString("hex"),
    indexName: productsIndexName(environment, query.sort, query.order, byRelevance),
    unmatchedMeasures: typed.filter((_, index) => measured[index] === false),
  };
}

/** The id breaks ties in the sort's own direction, so an index on (sort column, id) serves both directions. */
function sortOrder(query: ListingQuery): SQL[] {
  const direction = sql.raw(query.order === "asc" ? "asc" : "desc");
  const tieBreak = sql`p.product_id ${direction}`;
  switch (query.sort) {
    case "price":
      return [sql`p.selling_price_cents ${direction}`, tieBreak];
    case "rating":
      return [sql`p.rating_average ${direction} nulls last`, sql`p.rating_count ${direction}`, tieBreak];
    case "newest":
      return [sql`p.released_at ${direction}`, tieBreak];
    case "popularity":
    default:
      return [sql`p.popularity ${direction}`, tieBreak];
  }
}

interface TypeGuess {
  productType: string | null;
  /** A guess from the search words: the facet statement counts the types found, and a wrong guess loses its specification facets. */
  verify: boolean;
}

/**
 * The one product type a listing shows, when it shows one: then it gets that
 * type's specification facets. A category page has one by definition, a brand
 * page when the brand makes one type (Quooker), a search when its words name one
 * type ("miele wasmachine") — checked against what it finds, in the same
 * statement as the facets, so it costs no extra query.
 */
function guessProductType(query: ListingQuery, ref: ReferenceData, match: SearchMatch | null): TypeGuess {
  const none = { productType: null, verify: false };
  if (query.scope.kind === "category") return { productType: ref.categoriesBySlug.get(query.scope.categorySlug)?.productType ?? null, verify: false };
  const chosen = new Set((query.filters.categories ?? []).flatMap((slug) => ref.categoriesBySlug.get(slug)?.productType ?? []));
  if (chosen.size > 0) return chosen.size === 1 ? { productType: [...chosen][0] as string, verify: false } : none;
  if (query.scope.kind === "brand") {
    const types = ref.brandTypes.get(query.scope.brandSlug) ?? [];
    if (types.length === 1) return { productType: types[0] as string, verify: false };
  }
  if (!match) return none;
  const words = match.words.filter((word) => word.length >= 4);
  const named = [...ref.productTypes.values()].filter((type) => {
    const names = [type.name, type.namePlural, ...[...ref.categories.values()].filter((c) => c.productType === type.code).map((c) => c.name)];
    const typeWords = names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    return words.some((word) => typeWords.some((typeWord) => typeWord.startsWith(word)));
  });
  return named.length === 1 ? { productType: (named[0] as ProductTypeInfo).code, verify: true } : none;
}

/**
 * The facets a listing offers, in order: a listing of one product type gets that
 * type's facets, a mixed one the mixed facets. Outside a category page the
 * category facet stays, so a chosen category can be un-chosen.
 */
function facetPlan(ref: ReferenceData, query: ListingQuery, productType: string | null, includeStaffOnly: boolean): FilterDefinition[] {
  const mixed = filtersFor(ref, null, includeStaffOnly);
  const own = productType ? filtersFor(ref, productType, includeStaffOnly) : [];
  if (own.length === 0) return mixed;
  if (query.scope.kind === "category") return own;
  return [...mixed.filter((filter) => filter.key === FACET_KEYS.category), ...own];
}
