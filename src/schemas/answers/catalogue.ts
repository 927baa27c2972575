/** The answer of a product's price and stock of this moment (money in euros, decisions §1). */
import { z } from "zod";

const euros = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
