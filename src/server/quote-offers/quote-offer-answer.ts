import "server-only";

/**
 * A quote as staff handle it (schemas/answers/quote-offers.ts): the customer's
 * quote answer with the lines' product facts, the sums, the history and the
 * actions the status allows. Money leaves in euros.
 */
import { asc, eq } from "drizzle-orm";

import { offersOption } from "@/domain/cart/product-offers";
import { centsToEuros } from "@/domain/money";
import { editRefusal, quoteTotals, sendRefusal } from "@/domain/quotes/quote-offer";
import { nextQuoteStatuses, QUOTE_STATUS_LABELS, type QuoteStatus } from "@/domain/quotes/quote-status";
import { quotePdfPath } from "@/config/paths";
import type { QuoteAnswer } from "@/schemas/answers/quote";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";
import type { Database } from "@/server/db/client";
import { type QuoteRow, quoteUploads, staffMembers } from "@/server/db/schema";

import { quoteHistory } from "./quote-history";
import { absoluteQuoteUrl } from "./quote-links";
import { loadQuoteCatalogue, type QuoteCatalogue } from "./quote-products";

/** The statuses staff choose with a button; sending and ordering have their own way. */
const STATUS_BUTTONS: readonly QuoteStatus[] = ["draft", "declined", "expired"];

/** What one unit costs now: the price less the cash-desk discount (decisions §1). */
const sellingPriceCents = (product: { priceCents: number; cashDeskDiscountCents: number | null }) => product.priceCents - (product.cashDeskDiscountCents ?? 0);

const slugOf = (url: string) => url.split("/").filter(Boolean).at(-1) ?? "";

/** The customer's part (the contract's quote answer) from the row and today's catalogue. */
export function quoteAnswerOf(row: QuoteRow, catalogue: QuoteCatalogue, uploads: QuoteAnswer["uploads"]): QuoteAnswer {
  const totals = quoteTotals(row.items, catalogue.products, row.discountTotalCents, catalogue.combinations);
  return {
    quoteId: row.quoteId,
    status: row.status,
    statusLabel: QUOTE_STATUS_LABELS[row.status],
    request: row.request,
    uploads,
    items: row.items.map((line) => {
      const product = catalogue.products.get(line.productId);
      return {
        productId: line.productId,
        combinationId: line.combinationId,
        qty: line.qty,
        itemDiscounts: { makeAmends: line.itemDiscounts.makeAmends ? centsToEuros(line.itemDiscounts.makeAmends) : null },
        options: line.options,
        product: product
          ? { name: product.name, brand: product.brand.name, slug: slugOf(product.url), url: product.url, price: centsToEuros(sellingPriceCents(product)), imageUrl: product.image.url }
          : null,
      };
    }),
    discountTotal: centsToEuros(row.discountTotalCents),
    // As the customer's answer counts (server/quotes/quote-answer.ts): the goods at their selling price, less the quote's discounts.
    totals: {
      items: centsToEuros(totals.itemsCents - totals.catalogueDiscountsCents),
      discounts: centsToEuros(totals.itemDiscountsCents + totals.discountTotalCents),
      total: centsToEuros(Math.max(0, totals.itemsCents - totals.discountsCents)),
    },
    validUntil: row.validUntil,
    customerNote: row.customerNote,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orderRef: row.orderRef,
  };
}

export async function quoteOfferAnswer(db: Database, row: QuoteRow): Promise<QuoteOfferAnswer> {
  const [catalogue, uploads, history, assigned] = await Promise.all([
    loadQuoteCatalogue(db, row.items),
    db
      .select({ uploadId: quoteUploads.uploadId, fileName: quoteUploads.fileName, contentType: quoteUploads.contentType, byteSize: quoteUploads.byteSize })
      .from(quoteUploads)
      .where(eq(quoteUploads.quoteId, row.quoteId))
      .orderBy(asc(quoteUploads.uploadId)),
    quoteHistory(db, row.quoteId),
    row.assignedTo === null
      ? Promise.resolve([])
      : db.select({ staffMemberId: staffMembers.staffMemberId, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.staffMemberId, row.assignedTo)),
  ]);
  const totals = quoteTotals(row.items, catalogue.products, row.discountTotalCents, catalogue.combinations);
  return {
    ...quoteAnswerOf(row, catalogue, uploads),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    assignedTo: assigned[0] ?? null,
    lineFacts: row.items.map((line) => {
      const product = catalogue.products.get(line.productId);
      return {
        productId: line.productId,
        combinationId: line.combinationId,
        makeAmendsMax: product?.makeAmendsDiscountCents ? centsToEuros(product.makeAmendsDiscountCents) : null,
        ean: product?.ean ?? "",
        stock: product?.stock ?? 0,
        sellingPrice: product ? centsToEuros(sellingPriceCents(product)) : 0,
        offers: {
          assembly: product ? offersOption(product, "assembly") : false,
          extraService: product ? offersOption(product, "extraService") : false,
          extraWarranty: product ? offersOption(product, "extraWarranty") : false,
          pickUpDiscount: product ? offersOption(product, "pickUpDiscount") : false,
        },
        expired: product?.expired ?? true,
      };
    }),
    figures: {
      items: centsToEuros(totals.itemsCents),
      itemDiscounts: centsToEuros(totals.itemDiscountsCents),
      catalogueDiscounts: centsToEuros(totals.catalogueDiscountsCents),
      discountTotal: centsToEuros(totals.discountTotalCents),
      maxDiscountTotal: centsToEuros(totals.maxDiscountTotalCents),
      extras: centsToEuros(totals.extrasCents),
      total: centsToEuros(totals.totalCents),
      vat: centsToEuros(totals.vatCents),
    },
    history,
    actions: {
      edit: editRefusal(row.status) === null,
      send: sendRefusal(row.status, row.items.length) === null,
      statuses: nextQuoteStatuses(row.status, "staff").filter((status) => STATUS_BUTTONS.includes(status)),
    },
    pdfUrl: quotePdfPath(row.quoteId),
    customerUrl: absoluteQuoteUrl(row.quoteId),
  };
}
