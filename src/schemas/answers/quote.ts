/**
 * THE quote as the API answers it (issue 22, contract-22): the customer's
 * request, the uploads (without their bytes), and the offer staff built on it
 * (lines with their product, the discounts, the totals), money in euros.
 * `GET /api/quotes/{quoteId}/` and `POST /api/quotes/` answer it; the staff's
 * answer and the customer's quote page build on it. Others may add fields at
 * the end only (as `.extend` in their own files).
 */
import { z } from "zod";

import { QUOTE_KINDS } from "@/domain/quotes/quote-request";
import { QUOTE_STATUSES } from "@/domain/quotes/quote-status";

import { itemOptionsSchema } from "./cart";
import { euros } from "./product";

/** What the customer asked (`quotes.request`), field for field. */
export const quoteRequestAnswerSchema = z.strictObject({
  kind: z.enum(QUOTE_KINDS),
  kitchenId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  company: z.boolean(),
  companyName: z.string().nullable(),
  postalCode: z.string(),
  houseNumber: z.string(),
  street: z.string(),
  city: z.string(),
  country: z.enum(["NL", "BE"]),
  /** ISO week, e.g. "2027-W05"; null when the customer has no preference. */
  preferredWeek: z.string().nullable(),
  measurements: z.string(),
  wishes: z.string(),
});

/** A photo or floor plan the customer sent; its bytes at `GET /api/quotes/{quoteId}/uploads/{uploadId}/`. */
export const quoteUploadAnswerSchema = z.strictObject({
  uploadId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
});

/**
 * The product of a line, from the catalogue as it is now: its name, brand name,
 * slug, page (`url`), price (euros, incl. VAT, per unit, before the quote's
 * discounts) and image (null when it has none). Null when the product no longer exists.
 */
export const quoteLineProductAnswerSchema = z.strictObject({
  name: z.string(),
  brand: z.string(),
  slug: z.string(),
  url: z.string(),
  price: euros,
  imageUrl: z.string().nullable(),
});

/** One line of the offer: as a cart item, with the per-unit discount staff granted (euros, null when none). */
export const quoteLineAnswerSchema = z.strictObject({
  productId: z.number().int(),
  combinationId: z.number().int().nullable(),
  qty: z.number().int(),
  itemDiscounts: z.strictObject({ makeAmends: euros.nullable() }),
  options: itemOptionsSchema,
  product: quoteLineProductAnswerSchema.nullable(),
});

/** The offer's sums in euros: `items` the lines at their price before discounts, `discounts` the item discounts and the discount over the whole, `total` what remains. */
export const quoteTotalsAnswerSchema = z.strictObject({
  items: euros,
  discounts: euros,
  total: euros,
});

export const quoteAnswerSchema = z.strictObject({
  quoteId: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** The status in Dutch (QUOTE_STATUS_LABELS). */
  statusLabel: z.string(),
  request: quoteRequestAnswerSchema,
  uploads: z.array(quoteUploadAnswerSchema),
  /** Empty until staff build the offer. */
  items: z.array(quoteLineAnswerSchema),
  /** The discount over the whole offer, on top of the item discounts. */
  discountTotal: euros,
  totals: quoteTotalsAnswerSchema,
  /** The last day the offer can be ordered (ISO day, inclusive); null until it is sent. */
  validUntil: z.string().nullable(),
  customerNote: z.string().nullable(),
  /** ISO timestamps. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The order placed from it, once accepted. */
  orderRef: z.string().nullable(),
});

export type QuoteRequestAnswer = z.infer<typeof quoteRequestAnswerSchema>;
export type QuoteUploadAnswer = z.infer<typeof quoteUploadAnswerSchema>;
export type QuoteLineProductAnswer = z.infer<typeof quoteLineProductAnswerSchema>;
export type QuoteLineAnswer = z.infer<typeof quoteLineAnswerSchema>;
export type QuoteTotalsAnswer = z.infer<typeof quoteTotalsAnswerSchema>;
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
