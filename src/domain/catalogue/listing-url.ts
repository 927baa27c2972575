/**
 * The filter state of a listing page in its URL, with Dutch parameter names:
 *
 *   /wasmachines/?merk=bosch,miele&prijs=400-800&energieklasse=A&vulgewicht=8,9
 *     &wifi=ja&voorraad=ja&sortering=prijs-oplopend&pagina=2
 *   /zoeken/?q=miele+wasmachine
 *
 * Several values of one parameter are separated by commas. Parsing takes any
 * input a browser or a bot can send and never throws: what it does not understand
 * it leaves out, so the result is always a valid ListingQuery. Serializing writes
 * the one canonical form (fixed parameter order, sorted values, defaults left
 * out), so serialize(parse(url)) is stable and a page has one URL per state.
 *
 * /api/products/ carries the same query with English names for the paging and
 * sorting (src/schemas/products-query.ts) and the same facet parameters.
 */
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  defaultOrder,
  emptyFilters,
  type ListingFilters,
  type ListingQuery,
  type ListingScope,
  type SortKey,
  type SortOrder,
} from "./listing";

export const PARAM = {
  q: "q",
  category: "categorie",
  brand: "merk",
  price: "prijs",
  energyClass: "energieklasse",
  inStock: "voorraad",
  sort: "sortering",
  page: "pagina",
} as const;

/** Facet keys that are not specification keys. */
export const FACET_KEYS = { category: "categorie", brand: "merk", price: "prijs", energyClass: "energieklasse", inStock: "voorraad" } as const;

const RESERVED = new Set<string>(Object.values(PARAM));

/** A parameter name a specification key cannot take. */
export function isReservedParam(name: string): boolean {
  return RESERVED.has(name);
}

export const SORT_OPTIONS = [
  { value: "populariteit", label: "Populariteit", sort: "popularity", order: "desc" },
  { value: "prijs-oplopend", label: "Prijs oplopend", sort: "price", order: "asc" },
  { value: "prijs-aflopend", label: "Prijs aflopend", sort: "price", order: "desc" },
  { value: "beoordeling", label: "Beoordeling", sort: "rating", order: "desc" },
  { value: "nieuwste", label: "Nieuwste", sort: "newest", order: "desc" },
] as const satisfies readonly { value: string; label: string; sort: SortKey; order: SortOrder }[];

export type SortParam = (typeof SORT_OPTIONS)[number]["value"];

/** The energy classes of the new (A-G) and the old (A+++ to D) label, best first. */
export const ENERGY_CLASSES = ["A+++", "A++", "A+", "A", "B", "C", "D", "E", "F", "G"] as const;

export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE = 10_000;
const MAX_VALUES_PER_KEY = 30;
const MAX_VALUE_LENGTH = 80;
const MAX_SPECIFICATION_KEYS = 20;
/** Ten million euros: more than any appliance, less than what overflows an integer of cents. */
const MAX_PRICE_CENTS = 1_000_000_000;

const SPECIFICATION_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

export type SearchParamsInput = URLSearchParams | string | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ParseOptions {
  /**
   * The specification keys the listing filters on (the product type's filter
   * keys). Given, other parameters are ignored; without it every parameter with
   * the shape of a key counts, and loadListing ignores keys it does not know.
   */
  specificationKeys?: readonly string[];
  pageSize?: number;
}

// ---------------------------------------------------------------- primitives

/** Every value of a parameter: repeated parameters and comma lists merged. */
function valuesOf(raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  const list = typeof raw === "string" ? [raw] : raw;
  return list.flatMap((item) => (typeof item === "string" ? item.split(",") : []));
}

function entriesOf(input: SearchParamsInput): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const add = (key: string, values: string[]) => entries.set(key, [...(entries.get(key) ?? []), ...values]);
  if (typeof input === "string" || input instanceof URLSearchParams) {
    let params: URLSearchParams;
    try {
      params = typeof input === "string" ? new URLSearchParams(input.startsWith("?") ? input.slice(1) : input) : input;
    } catch {
      return entries;
    }
    for (const [key, value] of params) add(key, valuesOf(value));
  } else if (input && typeof input === "object") {
    for (const [key, value] of Object.entries(input)) add(key, valuesOf(value));
  }
  return entries;
}

/** Control characters and broken UTF-16 (which encodeURIComponent refuses) go. */
function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD").replace(/[\u0000-\u001f\u007f]/g, " ");
}

/** A key's own value of a record; never one of Object.prototype's ("constructor" is a valid key shape). */
export function ownValues(record: Readonly<Record<string, string[]>>, key: string): string[] | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Trimmed, without control characters, not empty and not too long; null otherwise. */
export function cleanValue(value: string): string | null {
  const cleaned = wellFormed(value).trim();
  return cleaned.length > 0 && cleaned.length <= MAX_VALUE_LENGTH ? cleaned : null;
}

/** Numbers compare as numbers ("8" before "10"), everything else by code point, so the order never depends on a locale. */
export function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a.trim() !== "" && b.trim() !== "" && Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

function uniqueSorted(values: Iterable<string>, compare: (a: string, b: string) => number = compareValues): string[] {
  return [...new Set(values)].sort(compare).slice(0, MAX_VALUES_PER_KEY);
}

export function normalizeQ(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const q = wellFormed(wellFormed(raw).replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH)).trim();
  return q.length > 0 ? q : undefined;
}

/** A brand or category slug, lower-cased; null when it cannot be one. */
export function parseSlug(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return SLUG.test(slug) ? slug : null;
}

/**
 * "a++" and "A  " (a `+` in a query string decodes to a space) both mean A++.
 * Null when it is no energy class.
 */
export function parseEnergyClass(value: string): string | null {
  const normalized = value.replace(/ /g, "+").toUpperCase();
  return (ENERGY_CLASSES as readonly string[]).includes(normalized) ? normalized : null;
}

/** The place of an energy class on the label's scale, best first; unknown classes last. */
export function energyClassRank(energyClass: string): number {
  const rank = (ENERGY_CLASSES as readonly string[]).indexOf(energyClass);
  return rank < 0 ? ENERGY_CLASSES.length : rank;
}

const byEnergyScale = (a: string, b: string) => energyClassRank(a) - energyClassRank(b);

/**
 * "400-800", "400-" or "-800", in euros (decimals with a dot or a comma), into
 * cents. A reversed range is turned round. Null when it is no range at all.
 */
export function parsePriceRange(value: string): { min?: number; max?: number } | null {
  const match = /^\s*(\d{1,8}(?:[.,]\d{1,2})?)?\s*-\s*(\d{1,8}(?:[.,]\d{1,2})?)?\s*$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const toCents = (euros: string | undefined) => (euros === undefined ? undefined : Math.min(MAX_PRICE_CENTS, Math.round(Number(euros.replace(",", ".")) * 100)));
  let min = toCents(match[1]);
  let max = toCents(match[2]);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min === 0) min = undefined;
  if (min === undefined && max === undefined) return null;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Cents back into the URL's euros: 40000 → "400", 39995 → "399.95". */
function euros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function formatPriceRange(range: { min?: number; max?: number }): string | null {
  if (range.min === undefined && range.max === undefined) return null;
  return `${range.min !== undefined ? euros(range.min) : ""}-${range.max !== undefined ? euros(range.max) : ""}`;
}

/** Positive whole page numbers up to MAX_PAGE; null otherwise. */
export function parsePage(value: string): number | null {
  if (!/^\s*\d{1,6}\s*$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

export function parseYes(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === "ja" || v === "true" || v === "1") return true;
  if (v === "nee" || v === "false" || v === "0") return false;
  return null;
}

export function isSpecificationKey(key: string): boolean {
  return SPECIFICATION_KEY.test(key) && !RESERVED.has(key);
}

/** Specification values as the URL writes them: yes/no in Dutch. */
function specificationValueToUrl(value: string): string {
  return value === "true" ? "ja" : value === "false" ? "nee" : value;
}

/** And back: the text the read side compares with (`specifications->>key`). */
export function specificationValueFromUrl(value: string): string {
  const lower = value.toLowerCase();
  return lower === "ja" ? "true" : lower === "nee" ? "false" : value;
}

export function sortFromParam(value: string): { sort: SortKey; order: SortOrder } | null {
  const option = SORT_OPTIONS.find((o) => o.value === value.trim().toLowerCase());
  return option ? { sort: option.sort, order: option.order } : null;
}

/** The URL value of a sort; combinations the page does not offer (popularity ascending) fall back to the nearest. */
export function sortToParam(sort: SortKey, order: SortOrder): SortParam {
  const exact = SORT_OPTIONS.find((o) => o.sort === sort && o.order === order);
  return exact?.value ?? SORT_OPTIONS.find((o) => o.sort === sort)?.value ?? "populariteit";
}

// ---------------------------------------------------------------- parse / serialize

export function parseListingSearchParams(scope: ListingScope, input: SearchParamsInput, options: ParseOptions = {}): ListingQuery {
  const entries = entriesOf(input);
  const first = (key: string) => entries.get(key)?.[0];
  const filters: ListingFilters = emptyFilters();

  filters.brands = uniqueSorted((entries.get(PARAM.brand) ?? []).flatMap((v) => parseSlug(v) ?? []));
  filters.categories = uniqueSorted((entries.get(PARAM.category) ?? []).flatMap((v) => parseSlug(v) ?? []));
  filters.energyClasses = uniqueSorted((entries.get(PARAM.energyClass) ?? []).flatMap((v) => parseEnergyClass(v) ?? []), byEnergyScale);
  const price = entries.get(PARAM.price)?.join(",");
  // A price range has no comma of its own but may use one for decimals: join, then try.
  filters.price = (price !== undefined && (parsePriceRange(price) ?? parsePriceRange(entries.get(PARAM.price)?.[0] ?? ""))) || {};
  filters.inStock = parseYes(first(PARAM.inStock) ?? "") === true;

  const allowed = options.specificationKeys ? new Set(options.specificationKeys) : null;
  const specificationKeys = [...entries.keys()].filter((key) => isSpecificationKey(key) && (!allowed || allowed.has(key))).sort();
  for (const key of specificationKeys.slice(0, MAX_SPECIFICATION_KEYS)) {
    const values = uniqueSorted((entries.get(key) ?? []).flatMap((v) => cleanValue(v) ?? []).map(specificationValueFromUrl));
    if (values.length > 0) filters.specifications[key] = values;
  }

  const chosenSort = sortFromParam(first(PARAM.sort) ?? "");
  const q = normalizeQ(entries.get(PARAM.q)?.join(","));
  const pageSize = Number.isInteger(options.pageSize) && (options.pageSize ?? 0) >= 1 ? Math.min(MAX_PAGE_SIZE, options.pageSize as number) : DEFAULT_PAGE_SIZE;

  return {
    scope,
    ...(q !== undefined ? { q } : {}),
    filters,
    sort: chosenSort?.sort ?? "popularity",
    order: chosenSort?.order ?? defaultOrder("popularity"),
    page: parsePage(first(PARAM.page) ?? "") ?? 1,
    pageSize,
    sortChosen: chosenSort !== null,
  };
}

const encode = (value: string) => encodeURIComponent(value);
const list = (values: readonly string[]) => values.map(encode).join(",");

/** The canonical query string of a listing state: "" or "?merk=bosch&pagina=2". */
export function serializeListingQuery(query: ListingQuery): string {
  const { filters } = query;
  const parts: string[] = [];
  if (query.q) parts.push(`${PARAM.q}=${encode(query.q)}`);
  const categories = uniqueSorted(filters.categories ?? []);
  if (categories.length > 0) parts.push(`${PARAM.category}=${list(categories)}`);
  const brands = uniqueSorted(filters.brands);
  if (brands.length > 0) parts.push(`${PARAM.brand}=${list(brands)}`);
  const price = formatPriceRange(filters.price);
  if (price) parts.push(`${PARAM.price}=${price}`);
  const energy = uniqueSorted(filters.energyClasses, byEnergyScale);
  if (energy.length > 0) parts.push(`${PARAM.energyClass}=${list(energy)}`);
  if (filters.inStock) parts.push(`${PARAM.inStock}=ja`);
  for (const key of Object.keys(filters.specifications).sort()) {
    const values = uniqueSorted(ownValues(filters.specifications, key) ?? []);
    if (values.length > 0) parts.push(`${encode(key)}=${list(values.map(specificationValueToUrl))}`);
  }
  const isDefaultSort = query.sort === "popularity" && query.order === "desc";
  if (query.sortChosen || !isDefaultSort) parts.push(`${PARAM.sort}=${sortToParam(query.sort, query.order)}`);
  if (query.page > 1) parts.push(`${PARAM.page}=${query.page}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** A listing URL: the page's path ("/wasmachines/", "/zoeken/") and the state. */
export function listingHref(basePath: string, query: ListingQuery): string {
  return `${basePath}${serializeListingQuery(query)}`;
}

// ---------------------------------------------------------------- changes

/** The chosen values of a facet, as its FacetValue.value strings. */
export function selectedFacetValues(query: ListingQuery, key: string): string[] {
  const { filters } = query;
  switch (key) {
    case FACET_KEYS.brand:
      return filters.brands;
    case FACET_KEYS.category:
      return filters.categories ?? [];
    case FACET_KEYS.energyClass:
      return filters.energyClasses;
    case FACET_KEYS.price: {
      const range = formatPriceRange(filters.price);
      return range ? [range] : [];
    }
    case FACET_KEYS.inStock:
      return filters.inStock ? ["ja"] : [];
    default:
      return ownValues(filters.specifications, key) ?? [];
  }
}

function withFilters(query: ListingQuery, filters: ListingFilters): ListingQuery {
  // Any change of filters starts again at the first page.
  return { ...query, filters, page: 1 };
}

function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Chooses a facet value, or un-chooses it when chosen. Price ranges replace each other. */
export function toggleFacetValue(query: ListingQuery, key: string, value: string): ListingQuery {
  const filters: ListingFilters = { ...query.filters, specifications: { ...query.filters.specifications } };
  switch (key) {
    case FACET_KEYS.brand:
      filters.brands = uniqueSorted(toggled(filters.brands, parseSlug(value) ?? value));
      break;
    case FACET_KEYS.category:
      filters.categories = uniqueSorted(toggled(filters.categories ?? [], parseSlug(value) ?? value));
      break;
    case FACET_KEYS.energyClass: {
      const energyClass = parseEnergyClass(value);
      if (energyClass) filters.energyClasses = uniqueSorted(toggled(filters.energyClasses, energyClass), byEnergyScale);
      break;
    }
    case FACET_KEYS.price: {
      const range = parsePriceRange(value);
      const same = range && formatPriceRange(range) === formatPriceRange(filters.price);
      filters.price = !range || same ? {} : range;
      break;
    }
    case FACET_KEYS.inStock:
      filters.inStock = !filters.inStock;
      break;
    default: {
      if (!isSpecificationKey(key)) return query;
      const values = uniqueSorted(toggled(ownValues(filters.specifications, key) ?? [], specificationValueFromUrl(value)));
      if (values.length > 0) filters.specifications[key] = values;
      else delete filters.specifications[key];
    }
  }
  return withFilters(query, filters);
}

/** Removes the choices of one facet, or of all facets when no key is given (search text and sort stay). */
export function clearFacet(query: ListingQuery, key?: string): ListingQuery {
  if (key === undefined) return withFilters(query, emptyFilters());
  const filters: ListingFilters = { ...query.filters, specifications: { ...query.filters.specifications } };
  if (key === FACET_KEYS.brand) filters.brands = [];
  else if (key === FACET_KEYS.category) filters.categories = [];
  else if (key === FACET_KEYS.energyClass) filters.energyClasses = [];
  else if (key === FACET_KEYS.price) filters.price = {};
  else if (key === FACET_KEYS.inStock) filters.inStock = false;
  else delete filters.specifications[key];
  return withFilters(query, filters);
}

export function withPriceRange(query: ListingQuery, range: { min?: number; max?: number }): ListingQuery {
  const normalized = parsePriceRange(formatPriceRange(range) ?? "") ?? {};
  return withFilters(query, { ...query.filters, price: normalized });
}

export function withSort(query: ListingQuery, sort: SortParam): ListingQuery {
  const chosen = sortFromParam(sort);
  if (!chosen) return query;
  return { ...query, ...chosen, sortChosen: true, page: 1 };
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return { ...query, page: Number.isInteger(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1 };
}

export const facetValueHref = (basePath: string, query: ListingQuery, key: string, value: string) =>
  listingHref(basePath, toggleFacetValue(query, key, value));
export const clearFacetHref = (basePath: string, query: ListingQuery, key?: string) => listingHref(basePath, clearFacet(query, key));
export const priceRangeHref = (basePath: string, query: ListingQuery, range: { min?: number; max?: number }) =>
  listingHref(basePath, withPriceRange(query, range));
export const sortHref = (basePath: string, query: ListingQuery, sort: SortParam) => listingHref(basePath, withSort(query, sort));
export const pageHref = (basePath: string, query: ListingQuery, page: number) => listingHref(basePath, withPage(query, page));

/** True when any facet is chosen (for a "Wis alle filters" link). */
export function hasFilters(query: ListingQuery): boolean {
  const { filters } = query;
  return (
    filters.brands.length > 0 ||
    (filters.categories?.length ?? 0) > 0 ||
    filters.energyClasses.length > 0 ||
    filters.price.min !== undefined ||
    filters.price.max !== undefined ||
    filters.inStock ||
    Object.values(filters.specifications).some((values) => values.length > 0)
  );
}
