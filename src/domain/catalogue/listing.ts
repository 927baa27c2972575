/**
 * The shape of every product listing (category, hub, brand, offers, search) and
 * of /api/products/ (decisions §6): one query model, one result model. The page
 * URLs (Dutch parameter names) and the API (English names) are two encodings of
 * the same ListingQuery, in listing-url.ts and schemas/products-query.ts.
 */
import type { ProductSummary } from "./product-summary";

export const SORT_KEYS = ["popularity", "price", "rating", "newest"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = "asc" | "desc";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export type ListingScope =
  | { kind: "all" }
  | { kind: "hub"; hubSlug: string }
  | { kind: "category"; categorySlug: string }
  | { kind: "brand"; brandSlug: string }
  /** Products with a cash-desk discount (/aanbiedingen/). */
  | { kind: "offers" };

export interface ListingFilters {
  brands: string[];
  /** Selling price in cents; either end may be open. */
  price: { min?: number; max?: number };
  energyClasses: string[];
  /** Specification facets by key, each with the chosen values as text: "8", "true", "Inductie". */
  specifications: Record<string, string[]>;
  /** Only products that can be delivered tomorrow. */
  inStock: boolean;
  /**
   * Category slugs, for listings that mix categories (hub, brand, offers, search):
   * the facet `categorie`. Absent means no choice.
   */
  categories?: string[];
}

export interface ListingQuery {
  scope: ListingScope;
  /** Search text; absent for plain category pages. */
  q?: string;
  filters: ListingFilters;
  sort: SortKey;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * True when the shopper picked the sort. With `q` and no sort picked, results
   * are ordered by relevance (popularity breaks ties). Absent means false.
   */
  sortChosen?: boolean;
}

export interface FacetValue {
  value: string;
  label: string;
  /** Products in the result that have this value, given all other chosen filters. */
  count: number;
  selected: boolean;
}

export interface Facet {
  /** "merk", "prijs", "energieklasse", or a specification key such as "vulgewicht". */
  key: string;
  label: string;
  kind: "values" | "range";
  unit?: string;
  /** Shown only with the permission filtersShopOnlyShow (staff). */
  staffOnly: boolean;
  values: FacetValue[];
  /** For `kind: "range"`: the lowest and highest price in cents of the products the facet counts. */
  range?: { min: number; max: number };
  /** For `kind: "range"`: the chosen range in cents, either end open. */
  selectedRange?: { min?: number; max?: number };
}

/** What a search adds to its listing, for the analytics events of seed-spec §7. */
export interface ListingSearchInfo {
  /** The text as typed. */
  q: string;
  /** The text as searched after typo correction ("wasmachien" → "wasmachine"); equal to q when nothing changed. */
  correctedQ: string;
  /** One id per search request, attached to the analytics events of its results. */
  queryId: string;
  /** The search index name by the rule of seed-spec §7: "v3_producten_production". */
  indexName: string;
  /**
   * Measures of the text, as typed ("8kg"), that none of the products found has:
   * the products are those of the other words, and the page says so.
   */
  unmatchedMeasures: string[];
}

export interface ListingResult {
  items: ProductSummary[];
  total: number;
  facets: Facet[];
  page: number;
  pageSize: number;
  pageCount: number;
  /** Set when the listing is a search (q given). */
  search?: ListingSearchInfo;
}

export function emptyFilters(): ListingFilters {
  return { brands: [], price: {}, energyClasses: [], specifications: {}, inStock: false, categories: [] };
}

/** The default order of each sort: cheapest first for price, best or newest first otherwise. */
export function defaultOrder(sort: SortKey): SortOrder {
  return sort === "price" ? "asc" : "desc";
}
