/**
 * The links a listing needs, built for one page's path and query with the
 * catalogue's URL rules (domain/catalogue/listing-url.ts). Components only render
 * them, so every filter, sort and page is a real link that works without
 * JavaScript and can be shared.
 */
import type { ListingQuery, ListingResult, SortKey, SortOrder } from "@/domain/catalogue/listing";
import {
  PARAM,
  clearFacetHref,
  facetValueHref,
  listingHref,
  pageHref,
  serializeListingQuery,
  sortHref,
  sortToParam,
} from "@/domain/catalogue/listing-url";

/** The price form's own fields (in euros); the page turns them into `prijs=van-tot`. */
export const PRICE_FORM_FIELDS = { min: "prijs-van", max: "prijs-tot" } as const;

export interface ListingLinks {
  /** The page's path without parameters: "/wasmachines/". */
  basePath: string;
  /** The page with one facet value turned on or off (and back to page 1). */
  toggle(facetKey: string, value: string): string;
  /** The page without any choice in one facet. */
  clearFacet(facetKey: string): string;
  /** The page with every filter removed (search text and sort kept). */
  clearAll(): string;
  /** The page with the given sort (and back to page 1). */
  sort(sort: SortKey, order: SortOrder): string;
  /** The page in its default order (relevance, for a search). */
  clearSort(): string;
  /** Page n of the result. */
  page(page: number): string;
  /** The current state as hidden form fields, without one parameter (and without the page). */
  fieldsWithout(param: string): { name: string; value: string }[];
}

function fields(search: string): { name: string; value: string }[] {
  return [...new URLSearchParams(search)].map(([name, value]) => ({ name, value }));
}

export function listingLinks(basePath: string, query: ListingQuery): ListingLinks {
  return {
    basePath,
    toggle: (key, value) => facetValueHref(basePath, query, key, value),
    clearFacet: (key) => clearFacetHref(basePath, query, key),
    clearAll: () => clearFacetHref(basePath, query),
    sort: (sort, order) => sortHref(basePath, query, sortToParam(sort, order)),
    clearSort: () => listingHref(basePath, { ...query, sort: "popularity", order: "desc", sortChosen: false, page: 1 }),
    page: (page) => pageHref(basePath, query, page),
    fieldsWithout: (param) =>
      fields(serializeListingQuery({ ...query, page: 1, ...(param === PARAM.price ? { filters: { ...query.filters, price: {} } } : {}) })).filter(
        (field) => field.name !== param && field.name !== PARAM.page,
      ),
  };
}

/**
 * The price form sends `prijs-van` and `prijs-tot` in euros (a plain GET form
 * without JavaScript); the page answers with a redirect to the one canonical URL
 * (`prijs=400-800`). Null when the request has neither field.
 */
export function priceFormRedirect(basePath: string, query: ListingQuery, searchParams: Record<string, string | string[] | undefined>): string | null {
  const from = first(searchParams[PRICE_FORM_FIELDS.min]);
  const to = first(searchParams[PRICE_FORM_FIELDS.max]);
  if (from === undefined && to === undefined) return null;
  const toCents = (value: string | undefined) => {
    const number = Number((value ?? "").replace(",", "."));
    return value && value.trim() !== "" && Number.isFinite(number) && number > 0 ? Math.round(number * 100) : undefined;
  };
  let min = toCents(from);
  let max = toCents(to);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const { [PRICE_FORM_FIELDS.min]: _min, [PRICE_FORM_FIELDS.max]: _max, ...rest } = query.filters.specifications;
  return listingHref(basePath, { ...query, page: 1, filters: { ...query.filters, specifications: rest, price: { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) } } });
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A page number past the last page (an old link, a shortened result) goes to the last page; null when in range. */
export function lastPageRedirect(basePath: string, query: ListingQuery, result: ListingResult): string | null {
  return result.pageCount > 0 && query.page > result.pageCount ? pageHref(basePath, query, result.pageCount) : null;
}
