import "server-only";

/**
 * THE quote as the API answers it (schemas/answers/quote.ts): the stored row,
 * its uploads (without bytes) and, for each line of the offer, the product as
 * the catalogue has it now. Counted as the quote cart made from it will count
 * (`quoteTotals`: the cart's own `computeTotals`, combinations included): a
 * line's price is its selling price (the cash-desk discount taken off), so what
 * the quote page, the API and the staff's screen say the quote costs is what
 * the cart says. Money in euros at this edge. The staff's answer
 * (quote-offers/quote-offer-answer.ts) extends it.
 */
import { asc, eq } from "drizzle-orm";

import { centsToEuros } from "@/domain/money";
import { quoteTotals } from "@/domain/quotes/quote-offer";
import { QUOTE_STATUS_LABELS } from "@/domain/quotes/quote-status";
import type { QuoteAnswer } from "@/schemas/answers/quote";
import type { Database } from "@/server/db/client";
import { type QuoteRow, quoteUploads } from "@/server/db/schema";

import { loadQuoteCatalogue, type QuoteCatalogue } from "./quote-catalogue";

/** What one unit costs now: the price less the cash-desk discount (decisions §1), as the cart counts it. */
export const sellingPriceCents = (product: { priceCents: number; cashDeskDiscountCents: number | null }) => product.priceCents - (product.cashDeskDiscountCents ?? 0);

const slugOf = (url: string) => url.split("/").filter(Boolean).at(-1) ?? "";

/** The photos and floor plans the customer sent, without their bytes. */
export function loadQuoteUploads(db: Database, quoteId: string): Promise<QuoteAnswer["uploads"]> {
  return db
    .select({ uploadId: quoteUploads.uploadId, fileName: quoteUploads.fileName, contentType: quoteUploads.contentType, byteSize: quoteUploads.byteSize })
    .from(quoteUploads)
    .where(eq(quoteUploads.quoteId, quoteId))
    .orderBy(asc(quoteUploads.uploadId));
}

/** The answer from the row, today's catalogue of its lines (quote-catalogue.ts) and its uploads. */
export function quoteAnswerOf(quote: QuoteRow, catalogue: QuoteCatalogue, uploads: QuoteAnswer["uploads"]): QuoteAnswer {
  const totals = quoteTotals(quote.items, catalogue.products, quote.discountTotalCents, catalogue.combinations);
  const request = quote.request;
  return {
    quoteId: quote.quoteId,
    status: quote.status,
    statusLabel: QUOTE_STATUS_LABELS[quote.status],
    // Field by field: the answer is strict, the stored JSON may carry more.
    request: {
      kind: request.kind,
      kitchenId: request.kitchenId,
      firstName: request.firstName,
      lastName: request.lastName,
      emailAddress: request.emailAddress,
      phoneNumber: request.phoneNumber,
      company: request.company,
      companyName: request.companyName,
      postalCode: request.postalCode,
      houseNumber: request.houseNumber,
      street: request.street,
      city: request.city,
      country: request.country,
      preferredWeek: request.preferredWeek,
      measurements: request.measurements,
      wishes: request.wishes,
    },
    uploads,
    items: quote.items.map((line) => {
      const product = catalogue.products.get(line.productId);
      return {
        productId: line.productId,
        combinationId: line.combinationId,
        qty: line.qty,
        itemDiscounts: { makeAmends: line.itemDiscounts.makeAmends ? centsToEuros(line.itemDiscounts.makeAmends) : null },
        options: line.options,
        product: product
          ? { name: product.name, brand: product.brand.name, slug: slugOf(product.url), url: product.url, price: centsToEuros(sellingPriceCents(product)), imageUrl: product.image.url || null }
          : null,
      };
    }),
    discountTotal: centsToEuros(quote.discountTotalCents),
    // The goods at their selling price (combination discounts taken off too), less the quote's discounts.
    totals: {
      items: centsToEuros(totals.itemsCents - totals.catalogueDiscountsCents),
      discounts: centsToEuros(totals.itemDiscountsCents + totals.discountTotalCents),
      total: centsToEuros(Math.max(0, totals.itemsCents - totals.discountsCents)),
    },
    validUntil: quote.validUntil,
    customerNote: quote.customerNote,
    sentAt: quote.sentAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    orderRef: quote.orderRef,
  };
}

export async function quoteAnswer(db: Database, quote: QuoteRow): Promise<QuoteAnswer> {
  const [catalogue, uploads] = await Promise.all([loadQuoteCatalogue(db, quote.items), loadQuoteUploads(db, quote.quoteId)]);
  return quoteAnswerOf(quote, catalogue, uploads);
}
