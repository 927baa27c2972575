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
}

export interface ListingResult {
  items: ProductSummary[];
  total: number;
  facets: Facet[];
  page: number;
  pageSize: number;
  pageCount: number;
}

export function emptyFilters(): ListingFilters {
  return { brands: [], price: {}, energyClasses: [], specifications: {}, inStock: false };
}
