import "server-only";

/** The PDF's facts from a quote as staff see it (quote-offer-answer.ts) and the company. */
import { companyDetails } from "@/config/company";
import { OPTION_LABELS } from "@/domain/cart/option-labels";
import type { ItemOptions } from "@/domain/cart/types";
import { eurosToCents } from "@/domain/money";
import { shopDay } from "@/domain/delivery/days";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";

import type { QuotePdfFacts } from "./quote-pdf";

export function quotePdfFacts(quote: QuoteOfferAnswer, now: Date): QuotePdfFacts {
  const { request } = quote;
  return {
    quoteId: quote.quoteId,
    date: quote.sentAt ? shopDay(new Date(quote.sentAt)) : shopDay(now),
    validUntil: quote.validUntil,
    draft: quote.status === "requested" || quote.status === "draft",
    company: companyDetails(),
    customer: {
      name: `${request.firstName} ${request.lastName}`.trim(),
      companyName: request.company ? request.companyName : null,
      addressLines: [`${request.street} ${request.houseNumber}`.trim(), `${request.postalCode} ${request.city}`.trim(), request.country === "BE" ? "België" : "Nederland"],
      emailAddress: request.emailAddress,
      phoneNumber: request.phoneNumber,
    },
    lines: quote.items.map((line) => {
      const unitPriceCents = eurosToCents(line.product?.price ?? 0);
      const discountPerUnitCents = eurosToCents(line.itemDiscounts.makeAmends ?? 0);
      return {
        description: line.product ? `${line.product.brand} ${line.product.name}` : `Product ${line.productId} (niet meer leverbaar)`,
        qty: line.qty,
        unitPriceCents,
        discountPerUnitCents,
        lineTotalCents: (unitPriceCents - discountPerUnitCents) * line.qty,
        extras: (Object.keys(OPTION_LABELS) as (keyof ItemOptions)[]).filter((option) => line.options[option]).map((option) => OPTION_LABELS[option]),
      };
    }),
    // The lines stand at their selling price (the cash-desk discount already in it), as the customer's page shows them.
    itemsCents: eurosToCents(quote.figures.items) - eurosToCents(quote.figures.catalogueDiscounts),
    catalogueDiscountsCents: 0,
    itemDiscountsCents: eurosToCents(quote.figures.itemDiscounts),
    discountTotalCents: eurosToCents(quote.figures.discountTotal),
    extrasCents: eurosToCents(quote.figures.extras),
    totalCents: eurosToCents(quote.figures.total),
    vatCents: eurosToCents(quote.figures.vat),
    customerNote: quote.customerNote,
    // The customer's signed link, as the quote's staff answer carries it (quote-offer-answer.ts).
    orderUrl: quote.customerUrl,
  };
}
