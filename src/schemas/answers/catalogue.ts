/** The answers of the search box's suggestions and of a product's price and stock of this moment (money in euros, decisions §1). */
import { z } from "zod";

const euros = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const link = z.strictObject({ slug: z.string(), name: z.string(), url: z.string() });

export const suggestionsAnswerSchema = z.strictObject({
  queryId: z.string().regex(/^[0-9a-f]{32}$/),
  indexName: z.string(),
  products: z.array(
    z.strictObject({
      productId: z.number().int(),
      name: z.string(),
      url: z.string(),
      image: z.strictObject({ url: z.string(), alt: z.string() }),
      category: z.strictObject({ slug: z.string(), name: z.string() }),
      price: euros,
    }),
  ),
  categories: z.array(link),
  brands: z.array(link),
});

/** When a product comes: tomorrow, on a date (estimated from an expected stock date or not), or not now. */
export const deliveryPromiseSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("tomorrow"), date: isoDate, label: z.string() }),
  z.strictObject({ kind: z.literal("date"), date: isoDate, estimated: z.boolean(), label: z.string() }),
  z.strictObject({ kind: z.literal("unavailable"), date: z.null(), label: z.string() }),
]);

export const timeSensitiveAnswerSchema = z.strictObject({
  productId: z.number().int(),
  price: euros,
  listPrice: euros,
  priceBeforeDiscount: euros.nullable(),
  cashDeskDiscount: euros.nullable(),
  cashback: euros.nullable(),
  inStock: z.boolean(),
  stockEstimatedDate: isoDate.nullable(),
  expired: z.boolean(),
  delivery: deliveryPromiseSchema,
  /** Staff only: the number on hand and the make-amends discount. */
  stock: z.number().int().optional(),
  makeAmendsDiscount: euros.nullable().optional(),
});
