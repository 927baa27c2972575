/**
 * The query of the back office's product list, GET /api/catalogue/products/ (issue 21, part A):
 *
 *   q            name, EAN, product id or slug (at most 100 characters)
 *   category     a category id          brand  a brand's slug
 *   inStock, expired, discounted         true | false (ja | nee)
 *   missingData  image | description | energyLabel | specifications | ean
 *   page, pageSize (≤ 100), sort (productId | name | price | stock | createdAt), order (asc | desc)
 *
 * Every value is checked: one that is not one of these answers 422 naming its parameter.
 */
import { z } from "zod";

export const MISSING_DATA = ["image", "description", "energyLabel", "specifications", "ean"] as const;
export type MissingData = (typeof MISSING_DATA)[number];
export const PRODUCT_SORTS = ["productId", "name", "price", "stock", "createdAt"] as const;
export const PRODUCT_LIST_PAGE_SIZE = 25;
export const PRODUCT_LIST_MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;

const text = z.string({ error: "moet één waarde zijn" });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `kies uit ${values.join(", ")}` });
const wholeNumber = (min: number, max: number) =>
  text
    .regex(/^\d{1,10}$/, { error: `moet een geheel getal van ${min} tot en met ${max} zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `is minimaal ${min}` }).max(max, { error: `is hoogstens ${max}` }));
const flag = text.transform((value, context) => {
  const lower = value.trim().toLowerCase();
  if (lower === "true" || lower === "ja") return true;
  if (lower === "false" || lower === "nee") return false;
  context.addIssue({ code: "custom", message: "moet true of false zijn" });
  return z.NEVER;
});

export const catalogueProductsQuerySchema = z.strictObject(
  {
    q: text.max(100, { error: "is hoogstens 100 tekens lang" }).optional(),
    category: wholeNumber(1, 2_147_483_647).optional(),
    brand: text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "moet de slug van een merk zijn, zoals bosch" }).max(60, { error: "is te lang" }).optional(),
    inStock: flag.optional(),
    expired: flag.optional(),
    discounted: flag.optional(),
    missingData: oneOf(MISSING_DATA).optional(),
    page: wholeNumber(1, MAX_PAGE).default(1),
    pageSize: wholeNumber(1, PRODUCT_LIST_MAX_PAGE_SIZE).default(PRODUCT_LIST_PAGE_SIZE),
    sort: oneOf(PRODUCT_SORTS).default("productId"),
    order: oneOf(["asc", "desc"]).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);

export type CatalogueProductsQuery = z.output<typeof catalogueProductsQuerySchema>;

/** GET /api/catalogue/combinations/: paging only, and a search in the name. */
export const combinationsQuerySchema = z.strictObject(
  {
    q: text.max(100, { error: "is hoogstens 100 tekens lang" }).optional(),
    page: wholeNumber(1, MAX_PAGE).default(1),
    pageSize: wholeNumber(1, PRODUCT_LIST_MAX_PAGE_SIZE).default(PRODUCT_LIST_PAGE_SIZE),
    sort: oneOf(["combinationId", "name"]).default("combinationId"),
    order: oneOf(["asc", "desc"]).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);

export type CombinationsQuery = z.output<typeof combinationsQuerySchema>;
