/**
 * The staff's side of a quote (issue 22, point 2): a row of the back office's
 * list, and the whole quote as staff handle it: the customer's quote answer
 * (quote.ts) with, at the end, what only staff see (the version, who handles
 * it, the facts of each line's product with its item-discount maximum, the
 * sums, the history with staff names, and what the status allows now).
 */
import { z } from "zod";

import { QUOTE_KINDS } from "@/domain/quotes/quote-request";
import { QUOTE_STATUSES } from "@/domain/quotes/quote-status";

import { euros } from "./product";
import { quoteAnswerSchema } from "./quote";

const status = z.enum(QUOTE_STATUSES);
const staffName = z.strictObject({ staffMemberId: z.number().int(), name: z.string() });

export const quoteListItemSchema = z.strictObject({
  quoteId: z.string(),
  status,
  statusLabel: z.string(),
  kind: z.enum(QUOTE_KINDS),
  customerName: z.string(),
  companyName: z.string().nullable(),
  emailAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  assignedTo: staffName.nullable(),
});
export const quoteListAnswerSchema = z.strictObject({ items: z.array(quoteListItemSchema), total: z.number().int().nonnegative() });

/** A line's product as staff need it to build the offer: the largest item discount, stock, EAN. */
export const quoteLineFactsSchema = z.strictObject({
  productId: z.number().int(),
  combinationId: z.number().int().nullable(),
  /** The product's allowed item discount per unit (euros); null: none allowed. */
  makeAmendsMax: euros.nullable(),
  ean: z.string(),
  stock: z.number().int(),
  /** What one unit costs after the cash-desk discount (euros). */
  sellingPrice: euros,
  /** Whether the product offers each option (a price, or free). */
  offers: z.strictObject({ assembly: z.boolean(), extraService: z.boolean(), extraWarranty: z.boolean(), pickUpDiscount: z.boolean() }),
  expired: z.boolean(),
});

export const quoteFiguresSchema = z.strictObject({
  items: euros,
  itemDiscounts: euros,
  catalogueDiscounts: euros,
  discountTotal: euros,
  /** The most the discount over the whole may be now. */
  maxDiscountTotal: euros,
  /** Assembly, services, warranty, delivery and small-order fee the lines bring. */
  extras: euros,
  total: euros,
  vat: euros,
});

export const quoteHistoryEntrySchema = z.strictObject({
  at: z.string(),
  fromStatus: status.nullable(),
  toStatus: status,
  toStatusLabel: z.string(),
  actor: z.enum(["customer", "staff", "system"]),
  staffName: z.string().nullable(),
  note: z.string().nullable(),
});

export const quoteActionsSchema = z.strictObject({
  /** The offer may be saved (a sent or expired one goes back to draft). */
  edit: z.boolean(),
  send: z.boolean(),
  /** The statuses staff may choose now (Afwijzen, Verlopen, back to draft). */
  statuses: z.array(status),
});

export const quoteOfferAnswerSchema = quoteAnswerSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
  assignedTo: staffName.nullable(),
  lineFacts: z.array(quoteLineFactsSchema),
  figures: quoteFiguresSchema,
  history: z.array(quoteHistoryEntrySchema),
  actions: quoteActionsSchema,
  /** The PDF as staff download it. */
  pdfUrl: z.string(),
  /** The customer's page with the signed token, as the mail links it. */
  customerUrl: z.string(),
});

/** The answer of sending: the quote, and whether the mail went (a failure is reported, the quote stays sent). */
export const quoteSentAnswerSchema = quoteOfferAnswerSchema.extend({
  mail: z.strictObject({ sent: z.boolean(), to: z.string(), error: z.string().nullable() }),
});

export type QuoteListItem = z.infer<typeof quoteListItemSchema>;
export type QuoteListAnswer = z.infer<typeof quoteListAnswerSchema>;
export type QuoteOfferAnswer = z.infer<typeof quoteOfferAnswerSchema>;
export type QuoteSentAnswer = z.infer<typeof quoteSentAnswerSchema>;
export type QuoteLineFacts = z.infer<typeof quoteLineFactsSchema>;
