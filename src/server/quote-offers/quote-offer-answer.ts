import "server-only";

/**
 * A quote as staff handle it (schemas/answers/quote-offers.ts): THE quote
 * answer (server/quotes/quote-answer.ts), extended with the lines' product
 * facts, the sums, the history and the actions the status allows. Money
 * leaves in euros.
 */
import { eq } from "drizzle-orm";

import { offersOption } from "@/domain/cart/product-offers";
import { centsToEuros } from "@/domain/money";
import { editRefusal, quoteTotals, sendRefusal } from "@/domain/quotes/quote-offer";
import { nextQuoteStatuses, type QuoteStatus } from "@/domain/quotes/quote-status";
import { quotePdfPath } from "@/config/paths";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";
import type { Database } from "@/server/db/client";
import { type QuoteRow, staffMembers } from "@/server/db/schema";
import { absoluteQuoteUrl } from "@/server/quote-links/quote-links";
import { loadQuoteUploads, quoteAnswerOf, sellingPriceCents } from "@/server/quotes/quote-answer";
import { loadQuoteCatalogue } from "@/server/quotes/quote-catalogue";

import { quoteHistory } from "./quote-history";

/** The statuses staff choose with a button; sending and ordering have their own way. */
const STATUS_BUTTONS: readonly QuoteStatus[] = ["draft", "declined", "expired"];

export async function quoteOfferAnswer(db: Database, row: QuoteRow): Promise<QuoteOfferAnswer> {
  const [catalogue, uploads, history, assigned] = await Promise.all([
    loadQuoteCatalogue(db, row.items),
    loadQuoteUploads(db, row.quoteId),
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
    customerUrl: absoluteQuoteUrl(row),
  };
}
