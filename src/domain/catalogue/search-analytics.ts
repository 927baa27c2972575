/**
 * Search analytics (seed-spec §7): every search has a query id and an index name,
 * and the events of its results (a click, an add to cart) carry them with the
 * 1-based positions and the ids of the items. The shape follows the search
 * insights events the specification's shop sends, so any such service takes them.
 */
import type { SortKey, SortOrder } from "./listing";

/** The products index's base name. */
export const PRODUCTS_INDEX = "producten";

/**
 * The rule of seed-spec §7: the prefix `v3_` unless the name starts with `v3_` or
 * `production_`, then the environment as suffix, then optionally the sort and
 * its order (ascending unless told otherwise).
 *
 *   indexName("producten", "production")                  → v3_producten_production
 *   indexName("producten", "production", "price", "desc") → v3_producten_production_price_desc
 *   indexName("production_keukens", "staging")            → production_keukens_staging
 */
export function indexName(base: string, environment: string, sort?: string, order: SortOrder = "asc"): string {
  const prefixed = base.startsWith("v3_") || base.startsWith("production_") ? base : `v3_${base}`;
  const name = `${prefixed}_${environment}`;
  return sort ? `${name}_${sort}_${order}` : name;
}

/**
 * The products index a listing was served from. Relevance and popularity are the
 * index's own ranking, so they add no sort; the other sorts name their replica.
 */
export function productsIndexName(environment: string, sort?: SortKey, order?: SortOrder, byRelevance = false): string {
  if (byRelevance || !sort || sort === "popularity") return indexName(PRODUCTS_INDEX, environment);
  return indexName(PRODUCTS_INDEX, environment, sort, order ?? "asc");
}

/** What the page remembers of the last search, to attach to the events of its results. */
export interface LastSearch {
  queryId: string;
  indexName: string;
  /** The product ids of the results page, in the order shown. */
  itemIds: number[];
  page: number;
  pageSize: number;
}

export type SearchEventName = "Product Clicked" | "Product Added to Cart" | "Product Viewed";

export interface SearchAnalyticsEvent {
  eventName: SearchEventName;
  queryID: string;
  index: string;
  objectIDs: string[];
  /** 1-based over the whole result, not just the page: the first item of page 2 of 24 is 25. */
  positions: number[];
}

/**
 * The event for items of the last search, or null when none of them came from it
 * (a product opened from elsewhere must not be counted as a search result).
 */
export function searchEvent(eventName: SearchEventName, search: LastSearch, productIds: readonly number[]): SearchAnalyticsEvent | null {
  const found = productIds
    .map((id) => ({ id, index: search.itemIds.indexOf(id) }))
    .filter((item) => item.index >= 0);
  if (found.length === 0) return null;
  const offset = (Math.max(1, search.page) - 1) * search.pageSize;
  return {
    eventName,
    queryID: search.queryId,
    index: search.indexName,
    objectIDs: found.map((item) => String(item.id)),
    positions: found.map((item) => offset + item.index + 1),
  };
}
