/** The answers of part B of issue 21 (stock and shop-only data), money in euros. Staff only. */
import { z } from "zod";

import { STOCK_STATES } from "@/domain/catalogue/shop-only";
import { SHOP_IDS } from "@/domain/staff/shops";

import { SHOP_OPTION_SCOPES } from "../catalogue-admin/stock";

const euros = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const shopStockAnswerSchema = z.strictObject({
  shopId: z.enum(SHOP_IDS),
  shopName: z.string(),
  stock: z.number().int(),
  inShowroom: z.boolean(),
});

/** One product in the stock list, and the answer to a stock change. */
export const stockItemAnswerSchema = z.strictObject({
  productId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  ean: z.string(),
  categoryName: z.string(),
  url: z.string(),
  expired: z.boolean(),
  /** The web stock. */
  stock: z.number().int(),
  state: z.enum(STOCK_STATES),
  stockEstimatedDate: isoDate.nullable(),
  /** Every shop, with 0 and false where the shop has no row. */
  shops: z.array(shopStockAnswerSchema),
  /** The delivery promise a shopper reads now: "Morgen in huis", "Verwacht in huis op …", "Tijdelijk uitverkocht". */
  promise: z.string(),
});
export type StockItemAnswer = z.infer<typeof stockItemAnswerSchema>;

export const stockListAnswerSchema = z.strictObject({ items: z.array(stockItemAnswerSchema), total: z.number().int() });

export const shopOptionAnswerSchema = z.strictObject({
  productShopOptionId: z.number().int(),
  name: z.string(),
  price: euros,
  scope: z.enum(SHOP_OPTION_SCOPES),
});

/** GET and PUT /api/catalogue/products/{productId}/shop-data/. */
export const shopDataAnswerSchema = z.strictObject({
  productId: z.number().int(),
  productType: z.string(),
  productTypeName: z.string(),
  /** The web stock and the expected stock date, for the back office's shop tab. */
  stock: z.number().int(),
  stockEstimatedDate: isoDate.nullable(),
  purchasePrice: euros.nullable(),
  shopPrice: euros.nullable(),
  /** What the shopper pays on the web (list price less the cash-desk discount). */
  sellingPrice: euros,
  /** The margin code of the selling price, and of the shop price (margin-code.ts). */
  marginCode: z.string().nullable(),
  shopPriceMarginCode: z.string().nullable(),
  /** The margin in percents, for the back office only (never on a shop page). */
  marginPercent: z.number().int().nullable(),
  shopPriceMarginPercent: z.number().int().nullable(),
  options: z.array(shopOptionAnswerSchema),
  shops: z.array(shopStockAnswerSchema),
});
export type ShopDataAnswer = z.infer<typeof shopDataAnswerSchema>;

/** The shop-only part of the product answer for staff (GET /api/products/{productId}/): each part only with its flag. */
export const shopOnlyAnswerSchema = z.strictObject({
  marginCode: z.string().nullable().optional(),
  shopPrice: euros.nullable().optional(),
  shops: z.array(shopStockAnswerSchema).optional(),
  options: z.array(z.strictObject({ name: z.string(), price: euros })).optional(),
});
export type ShopOnlyAnswer = z.infer<typeof shopOnlyAnswerSchema>;
