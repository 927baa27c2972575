/**
 * Part B of issue 21: what the back office sends about stock and shop-only
 * data, and the stock list's query.
 *
 * - GET /api/catalogue/stock/: q (name, EAN, product number), state (soldOut,
 *   low, expected: sold out with an expected date), page, pageSize (≤ 100),
 *   sort (productId, name, stock, stockEstimatedDate), order.
 * - PUT /api/catalogue/products/{productId}/stock/ (staff): the web stock, the
 *   expected stock date (empty: none) and, when sent, every shop's stock and
 *   showroom flag; shops left out of `shops` keep theirs, `shops` left out
 *   changes no shop.
 * - PUT /api/catalogue/products/{productId}/shop-data/ (admin): the purchase
 *   price (for the margin code), the shop-only price, and the shop-only
 *   options: those with scope "product" replace the product's own, those with
 *   scope "productType" replace its product type's (for every product of the
 *   type).
 */
import { z } from "zod";

import { SHOP_IDS, SHOPS } from "@/domain/staff/shops";

import { euroCents, optionalEuroCents, optionalIsoDay, requiredText, stockCount, yesNo } from "./fields";

export const STOCK_BODY_LIMIT = 4096;
export const SHOP_DATA_BODY_LIMIT = 16_384;
export const MAX_SHOP_OPTIONS = 20;

export const STOCK_LIST_STATES = ["soldOut", "low", "expected"] as const;
export const STOCK_SORTS = ["productId", "name", "stock", "stockEstimatedDate"] as const;
export const STOCK_LIST_PAGE_SIZE = 25;
export const STOCK_LIST_MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;

const text = z.string({ error: "moet één waarde zijn" });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `kies uit ${values.join(", ")}` });
const wholeNumber = (min: number, max: number) =>
  text
    .regex(/^\d{1,6}$/, { error: `moet een geheel getal van ${min} tot en met ${max} zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `is minimaal ${min}` }).max(max, { error: `is hoogstens ${max}` }));

export const stockQuerySchema = z.strictObject(
  {
    q: text.max(100, { error: "is hoogstens 100 tekens lang" }).optional(),
    state: oneOf(STOCK_LIST_STATES).optional(),
    page: wholeNumber(1, MAX_PAGE).default(1),
    pageSize: wholeNumber(1, STOCK_LIST_MAX_PAGE_SIZE).default(STOCK_LIST_PAGE_SIZE),
    sort: oneOf(STOCK_SORTS).default("productId"),
    order: oneOf(["asc", "desc"]).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);
export type StockQuery = z.output<typeof stockQuerySchema>;

const shopStockInput = z.strictObject({
  shopId: z.enum(SHOP_IDS, `Kies een winkel: ${SHOP_IDS.join(", ")}`),
  stock: stockCount("Voorraad in de winkel"),
  inShowroom: yesNo("In de showroom").default(false),
});

export const stockInputSchema = z.strictObject({
  stock: stockCount("Voorraad"),
  stockEstimatedDate: optionalIsoDay("Verwachte voorraaddatum").optional().transform((day) => day ?? null),
  shops: z
    .array(shopStockInput, "shops is een lijst van winkels")
    .max(SHOPS.length, `Er zijn ${SHOPS.length} winkel(s)`)
    .refine((shops) => new Set(shops.map((shop) => shop.shopId)).size === shops.length, "Elke winkel mag één keer voorkomen")
    .optional(),
});
export type StockInput = z.output<typeof stockInputSchema>;

export const SHOP_OPTION_SCOPES = ["product", "productType"] as const;

const shopOptionInput = z.strictObject({
  name: requiredText("Naam van de optie", 80),
  price: euroCents("Prijs van de optie"),
  scope: z.enum(SHOP_OPTION_SCOPES, "Geldt voor: kies product of productType").default("product"),
});

export const shopDataInputSchema = z.strictObject({
  purchasePrice: optionalEuroCents("Inkoopprijs").optional().transform((cents) => cents ?? null),
  shopPrice: optionalEuroCents("Winkelprijs").optional().transform((cents) => cents ?? null),
  options: z.array(shopOptionInput, "options is een lijst van opties").max(MAX_SHOP_OPTIONS, `Hoogstens ${MAX_SHOP_OPTIONS} opties`).default([]),
});
export type ShopDataInput = z.output<typeof shopDataInputSchema>;
