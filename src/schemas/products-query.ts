/**
 * The query parameters of GET /api/products/ (decisions §6), checked with zod
 * and turned into the same ListingQuery the listing pages use:
 *
 *   q         search text (at most 100 characters)
 *   page      1-based page number
 *   pageSize  1 to 100, default 24
 *   sort      popularity | price | rating | newest
 *   order     asc | desc (default: asc for price, desc otherwise)
 *   hub | category | brand | offers=true
 *             at most one: the listing's scope (default: the whole catalogue)
 *   one parameter per facet key, with the values the facets answer:
 *             merk=bosch,miele  categorie=wasmachines  prijs=400-800 (euros)
 *             energieklasse=A,B  voorraad=ja  vulgewicht=8,9  wifi=true
 *
 * Unlike the page URLs, which forgive anything, bad input here is an error the
 * caller can act on: each problem becomes a zod issue naming its parameter, and
 * the route answers 400 with them (decisions §6).
 */
import { z } from "zod";

import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SORT_KEYS,
  defaultOrder,
  emptyFilters,
  type ListingQuery,
  type ListingScope,
} from "@/domain/catalogue/listing";
import {
  FACET_KEYS,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  cleanValue,
  compareValues,
  isSpecificationKey,
  normalizeQ,
  parseEnergyClass,
  parsePriceRange,
  parseSlug,
  parseYes,
} from "@/domain/catalogue/listing-url";

const MAX_VALUES = 30;

const text = z.string({ error: "moet één waarde zijn" });
const slug = text.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { error: "moet een slug zijn zoals wasmachines" });
const wholeNumber = (min: number, max: number, what: string) =>
  text
    .regex(/^\d{1,6}$/, { error: `moet een geheel getal van ${min} tot en met ${max} zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `${what} is minimaal ${min}` }).max(max, { error: `${what} is hoogstens ${max}` }));

const KNOWN = {
  q: text.max(MAX_QUERY_LENGTH, { error: `is hoogstens ${MAX_QUERY_LENGTH} tekens lang` }).optional(),
  page: wholeNumber(1, MAX_PAGE, "page").optional(),
  pageSize: wholeNumber(1, MAX_PAGE_SIZE, "pageSize").optional(),
  sort: z.enum(SORT_KEYS, { error: `kies uit ${SORT_KEYS.join(", ")}` }).optional(),
  order: z.enum(["asc", "desc"], { error: "kies asc of desc" }).optional(),
  hub: slug.optional(),
  category: slug.optional(),
  brand: slug.optional(),
  offers: z.enum(["true", "false", "1", "0"], { error: "moet true of false zijn" }).optional(),
};

/** Repeated facet parameters arrive as arrays; both forms are lists of values. */
const facetValues = z.union([z.string(), z.array(z.string())]);

export const productsQuerySchema = z
  .object(KNOWN)
  .catchall(facetValues)
  .transform((input, ctx): ListingQuery => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });

    const scopes: ListingScope[] = [];
    if (input.hub) scopes.push({ kind: "hub", hubSlug: input.hub });
    if (input.category) scopes.push({ kind: "category", categorySlug: input.category });
    if (input.brand) scopes.push({ kind: "brand", brandSlug: input.brand });
    if (input.offers === "true" || input.offers === "1") scopes.push({ kind: "offers" });
    if (scopes.length > 1) issue("hub", "kies hoogstens één van hub, category, brand en offers");

    const filters = emptyFilters();
    for (const [key, raw] of Object.entries(input)) {
      // Own keys only: `in` would take `constructor` or `toString` for parameters of the API.
      if (Object.hasOwn(KNOWN, key) || raw === undefined) continue;
      const values = (typeof raw === "string" ? [raw] : (raw as string[])).flatMap((value) => value.split(","));
      if (values.length > MAX_VALUES) {
        issue(key, `hoogstens ${MAX_VALUES} waarden`);
        continue;
      }
      const cleaned = values.map(cleanValue);
      if (cleaned.some((value) => value === null)) {
        issue(key, "bevat een lege of te lange waarde");
        continue;
      }
      const list = cleaned as string[];
      switch (key) {
        case FACET_KEYS.brand:
        case FACET_KEYS.category: {
          const slugs = list.map(parseSlug);
          if (slugs.some((value) => value === null)) issue(key, "bevat een ongeldige slug");
          else if (key === FACET_KEYS.brand) filters.brands = sorted(slugs as string[]);
          else filters.categories = sorted(slugs as string[]);
          break;
        }
        case FACET_KEYS.energyClass: {
          const classes = list.map(parseEnergyClass);
          if (classes.some((value) => value === null)) issue(key, "kies energieklassen van A+++ tot en met G");
          else filters.energyClasses = [...new Set(classes as string[])];
          break;
        }
        case FACET_KEYS.price: {
          // Decimals may be written with a comma, which also separates values.
          const range = parsePriceRange(list.join(","));
          if (!range) issue(key, "moet een bereik in euro's zijn, zoals 400-800, 400- of -800");
          else filters.price = range;
          break;
        }
        case FACET_KEYS.inStock: {
          const yes = list.length === 1 ? parseYes(list[0] as string) : null;
          if (yes === null) issue(key, "moet ja of nee zijn");
          else filters.inStock = yes;
          break;
        }
        default:
          if (!isSpecificationKey(key)) issue(key, "is geen bekende parameter of filter");
          else filters.specifications[key] = sorted(list.map((value) => (value === "ja" ? "true" : value === "nee" ? "false" : value)));
      }
    }

    const sort = input.sort ?? "popularity";
    const q = normalizeQ(input.q);
    return {
      scope: scopes[0] ?? { kind: "all" },
      ...(q !== undefined ? { q } : {}),
      filters,
      sort,
      order: input.order ?? defaultOrder(sort),
      page: input.page ?? 1,
      pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      sortChosen: input.sort !== undefined,
    };
  });

export type ProductsQueryInput = z.input<typeof productsQuerySchema>;

function sorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort(compareValues);
}

/** A URL's query parameters as the schema takes them: repeated parameters as arrays. */
export function productsQueryInput(params: URLSearchParams): Record<string, string | string[]> {
  // fromEntries defines own properties, so even "__proto__" stays a plain (and rejected) key.
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const all = params.getAll(key);
      return [key, all.length === 1 ? (all[0] as string) : all];
    }),
  );
}

/** Parses /api/products/ parameters: the ListingQuery, or the zod error whose issues the route answers with. */
export function parseProductsQuery(params: URLSearchParams) {
  return productsQuerySchema.safeParse(productsQueryInput(params));
}
