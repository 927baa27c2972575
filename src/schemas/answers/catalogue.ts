/** The answer of a product's price and stock of this moment (money in euros, decisions §1). */
import { z } from "zod";

import { productAmountsSchema } from "./product";

const euros = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** When a product comes: tomorrow, on a date (estimated from an expected stock date or not), or not now. */
export const deliveryPromiseSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("tomorrow"), date: isoDate, label: z.string() }),
  z.strictObject({ kind: z.literal("date"), date: isoDate, estimated: z.boolean(), label: z.string() }),
  z.strictObject({ kind: z.literal("unavailable"), date: z.null(), label: z.string() }),
]);

/**
 * A product's price and stock of this moment. Its amounts are the product
 * answer's (§3 `price` the list price, `discounts`, `sellingPrice`), shaped by
 * the same function; `discounts.makeAmends` is there for staff only.
 */
export const timeSensitiveAnswerSchema = z.strictObject({
  productId: z.number().int(),
  ...productAmountsSchema.shape,
  /** The struck-through former price the Omnibus rule allows to show (as in the product answer), or null. */
  priceBeforeDiscount: euros.nullable(),
  inStock: z.boolean(),
  stockEstimatedDate: isoDate.nullable(),
  expired: z.boolean(),
  delivery: deliveryPromiseSchema,
  /** Staff only: the number on hand. */
  stock: z.number().int().optional(),
});

export type TimeSensitiveAnswer = z.infer<typeof timeSensitiveAnswerSchema>;
