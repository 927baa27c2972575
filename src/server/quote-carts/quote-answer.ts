import "server-only";

/**
 * A quote as the customer sees it (schemas/answers/quote.ts), money in euros:
 * the request, the uploads' names, the lines with their product as it is now,
 * the discounts and the totals. The quote page renders it. (REQUEST's
 * server/quotes/quote-answer.ts answers the same shape for the API; one may
 * replace the other at merge.)
 */
import { asc, eq } from "drizzle-orm";

import { centsToEuros } from "@/domain/money";
import { QUOTE_STATUS_LABELS } from "@/domain/quotes/quote-status";
import type { QuoteAnswer } from "@/schemas/answers/quote";
import { loadCartProducts } from "@/server/carts/cart-products";
import type { Database } from "@/server/db/client";
import { type QuoteRow, quoteUploads } from "@/server/db/schema";

export async function quoteAnswer(db: Database, quote: QuoteRow): Promise<QuoteAnswer> {
  const products = await loadCartProducts(db, [...new Set(quote.items.map((line) => line.productId))]);
  const uploads = await db
    .select({ uploadId: quoteUploads.uploadId, fileName: quoteUploads.fileName, contentType: quoteUploads.contentType, byteSize: quoteUploads.byteSize })
    .from(quoteUploads)
    .where(eq(quoteUploads.quoteId, quote.quoteId))
    .orderBy(asc(quoteUploads.uploadId));
  let itemsCents = 0;
  let discountsCents = quote.discountTotalCents;
  const items = quote.items.map((line) => {
    const product = products.get(line.productId);
    const makeAmends = line.itemDiscounts.makeAmends ?? 0;
    // What a unit costs in the shop now (the cash-desk discount taken off), as the cart will count it.
    const unitCents = product ? product.priceCents - (product.cashDeskDiscountCents ?? 0) : 0;
    itemsCents += unitCents * line.qty;
    discountsCents += makeAmends * line.qty;
    return {
      productId: line.productId,
      combinationId: line.combinationId,
      qty: line.qty,
      itemDiscounts: { makeAmends: makeAmends ? centsToEuros(makeAmends) : null },
      options: line.options,
      product: product
        ? {
            name: product.name,
            brand: product.brand.name,
            slug: product.url.split("/").filter(Boolean).at(-1) ?? "",
            url: product.url,
            price: centsToEuros(unitCents),
            imageUrl: product.image.url || null,
          }
        : null,
    };
  });
  return {
    quoteId: quote.quoteId,
    status: quote.status,
    statusLabel: QUOTE_STATUS_LABELS[quote.status],
    request: quote.request,
    uploads,
    items,
    discountTotal: centsToEuros(quote.discountTotalCents),
    totals: { items: centsToEuros(itemsCents), discounts: centsToEuros(discountsCents), total: centsToEuros(Math.max(0, itemsCents - discountsCents)) },
    validUntil: quote.validUntil,
    customerNote: quote.customerNote,
    sentAt: quote.sentAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    orderRef: quote.orderRef,
  };
}
