import "server-only";

/**
 * Staff's lines (euros, as sent) as the quote keeps them (cents), checked
 * against today's catalogue: the product exists and is sold, a combination line
 * names a combination the product is part of, the options are ones the product
 * offers, and the item discount stays within the product's maximum. Every
 * problem is a 422 naming its line (`items.<index>.<field>`) and the product.
 */
import { offeredOptions } from "@/domain/cart/product-offers";
import { NO_OPTIONS } from "@/domain/cart/types";
import { eurosToCents } from "@/domain/money";
import { offerLineProblems, type QuoteOfferLine } from "@/domain/quotes/quote-offer";
import type { QuoteLineInput } from "@/schemas/quote-offers";
import type { QuoteLine } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";

import type { QuoteCatalogue } from "@/server/quotes/quote-catalogue";

export const QUOTE_LINES_REFUSED = "De offerte is niet opgeslagen: kijk de gemarkeerde regels na.";

export function linesFromInput(items: readonly QuoteLineInput[]): QuoteOfferLine[] {
  return items.map((item) => {
    const makeAmends = item.itemDiscounts?.makeAmends ? eurosToCents(item.itemDiscounts.makeAmends) : 0;
    return {
      productId: item.productId,
      combinationId: item.combinationId ?? null,
      qty: item.qty,
      itemDiscounts: makeAmends > 0 ? { makeAmends } : {},
      options: { ...NO_OPTIONS, ...Object.fromEntries(Object.entries(item.options ?? {}).filter(([, value]) => value !== undefined)) },
    };
  });
}

/** The lines as stored, or a 422 with every problem; `prefix` names the field ("items" for the whole offer, "" for one line). */
export function checkedLines(lines: readonly QuoteOfferLine[], catalogue: QuoteCatalogue, prefix = "items"): QuoteLine[] {
  const fieldOf = (index: number, field: string) => (prefix === "" ? field : `${prefix}.${index}.${field}`);
  const errors: FieldError[] = offerLineProblems(lines, catalogue.products).map((problem) => ({ field: fieldOf(problem.index, problem.field), errorMessage: problem.errorMessage }));
  lines.forEach((line, index) => {
    const product = catalogue.products.get(line.productId);
    if (!product) return;
    if (product.expired) errors.push({ field: fieldOf(index, "productId"), errorMessage: `${product.name} is uit het assortiment en kan niet in een offerte.` });
    if (line.combinationId !== null && !catalogue.combinations.get(line.combinationId)?.productIds.includes(line.productId)) {
      errors.push({ field: fieldOf(index, "combinationId"), errorMessage: `${product.name} hoort niet bij combinatie ${line.combinationId}.` });
    }
  });
  if (errors.length > 0) throw new ApiError(422, errors.length === 1 ? errors[0]!.errorMessage : QUOTE_LINES_REFUSED, errors);
  return lines.map((line) => {
    const product = catalogue.products.get(line.productId)!;
    return { productId: line.productId, combinationId: line.combinationId, qty: line.qty, itemDiscounts: line.itemDiscounts, options: offeredOptions(product, line.options) };
  });
}
