/**
 * The offer staff build on a quote request (issue 22, point 2; decisions §11):
 * which item discount a line may have, what the quote adds up to at today's
 * prices, the last valid day, and which edits each status allows. Pure; money in
 * cents; the caller passes the day.
 */
import type { CombinationTerms } from "@/domain/cart/combination-discount";
import { itemKey } from "@/domain/cart/item-key";
import { computeTotals } from "@/domain/cart/totals";
import type { CartItem, CartItems, CartProduct, ItemOptions } from "@/domain/cart/types";
import { isoDay, parseIsoDay } from "@/domain/delivery/days";
import { formatEuro } from "@/domain/money";

import { canChangeQuoteStatus, QUOTE_VALIDITY_DAYS, type QuoteStatus } from "./quote-status";

/** One line of the offer (as stored in `quotes.items`): makeAmends in cents per unit. */
export interface QuoteOfferLine {
  productId: number;
  combinationId: number | null;
  qty: number;
  itemDiscounts: { makeAmends?: number };
  options: ItemOptions;
}

/** What the rules need of a product: its prices today and the largest item discount staff may grant. */
export interface QuoteProduct extends CartProduct {
  name: string;
  /** `products.make_amends_discount_cents`: per unit; null: no item discount at all. */
  makeAmendsDiscountCents: number | null;
}

/** Rule: an item discount lies between 0 and the product's allowed maximum; a product without one allows none. */
export function makeAmendsProblem(makeAmendsCents: number | undefined, maximumCents: number | null, productName: string): string | null {
  const discount = makeAmendsCents ?? 0;
  if (!Number.isInteger(discount) || discount < 0) return `De korting op ${productName} kan niet negatief zijn.`;
  if (discount === 0) return null;
  if (maximumCents === null || maximumCents <= 0) return `Op ${productName} mag geen korting per stuk worden gegeven.`;
  if (discount > maximumCents) return `De korting op ${productName} is hoger dan de toegestane ${formatEuro(maximumCents)} per stuk.`;
  return null;
}

export interface LineProblem {
  /** The line's place in the offer (0-based), for the field `items.<index>.…`. */
  index: number;
  field: "productId" | "combinationId" | "qty" | "itemDiscounts.makeAmends";
  errorMessage: string;
}

/** Every line's problems: an unknown product, a line twice, an item discount outside its maximum. */
export function offerLineProblems(lines: readonly QuoteOfferLine[], products: ReadonlyMap<number, QuoteProduct>): LineProblem[] {
  const problems: LineProblem[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const product = products.get(line.productId);
    if (!product) {
      problems.push({ index, field: "productId", errorMessage: `Product ${line.productId} bestaat niet.` });
      return;
    }
    const key = itemKey(line.productId, line.combinationId);
    if (seen.has(key)) problems.push({ index, field: "productId", errorMessage: `${product.name} staat al in de offerte; verander het aantal van die regel.` });
    seen.add(key);
    const discount = makeAmendsProblem(line.itemDiscounts.makeAmends, product.makeAmendsDiscountCents, product.name);
    if (discount) problems.push({ index, field: "itemDiscounts.makeAmends", errorMessage: discount });
  });
  return problems;
}

export interface QuoteTotals {
  /** The lines at today's prices, before any discount. */
  itemsCents: number;
  /** The item discounts (makeAmends × qty). */
  itemDiscountsCents: number;
  /** The cash-desk and combination discounts of the catalogue. */
  catalogueDiscountsCents: number;
  /** The discount over the whole quote, as it counts (never more than what is left). */
  discountTotalCents: number;
  /** Every discount together. */
  discountsCents: number;
  /** Options and delivery the lines bring (assembly, extra service, warranty, delivery, small-order fee), less a pick-up discount. */
  extrasCents: number;
  /** What the customer pays, including VAT; never below zero. */
  totalCents: number;
  vatCents: number;
  /** The most the discount over the whole may be: the goods after their own discounts. */
  maxDiscountTotalCents: number;
}

/**
 * The lines as the cart's items, in the quote's order (each a millisecond after
 * the one before, from `addedAt`: the first assembled unit pays the full
 * price). The quote cart is made of these, and the quote's totals count them.
 */
export function quoteLinesAsCartItems(lines: readonly QuoteOfferLine[], addedAt: Date = new Date(Date.UTC(2000, 0, 1))): CartItems {
  return Object.fromEntries(
    lines.map((line, index): [string, CartItem] => [
      itemKey(line.productId, line.combinationId),
      {
        productId: line.productId,
        combinationId: line.combinationId,
        qty: line.qty,
        addToCartDate: new Date(addedAt.getTime() + index).toISOString(),
        itemDiscounts: line.itemDiscounts.makeAmends ? { makeAmends: line.itemDiscounts.makeAmends } : {},
        options: { ...line.options },
      },
    ]),
  );
}

/**
 * Rule: the quote's totals at today's prices, by the cart's own sums (the order
 * placed from it adds up the same). The discount over the whole is at most what
 * is left after the other discounts, so the total never goes below zero.
 */
export function quoteTotals(
  lines: readonly QuoteOfferLine[],
  products: ReadonlyMap<number, CartProduct>,
  discountTotalCents: number,
  combinations: ReadonlyMap<number, CombinationTerms> = new Map(),
): QuoteTotals {
  const items = quoteLinesAsCartItems(lines);
  const before = computeTotals({ items, products, combinations });
  const itemDiscountsCents = lines.reduce((sum, line) => sum + (products.has(line.productId) ? (line.itemDiscounts.makeAmends ?? 0) * line.qty : 0), 0);
  const maxDiscountTotalCents = Math.max(0, before.itemsTotal - before.discountTotal - itemDiscountsCents);
  const applied = Math.min(Math.max(0, discountTotalCents), maxDiscountTotalCents);
  const totals = computeTotals({ items, products, combinations, quoteDiscountCents: applied });
  const discountsCents = totals.discountTotal + totals.discountExtra;
  return {
    itemsCents: totals.itemsTotal,
    itemDiscountsCents,
    catalogueDiscountsCents: totals.discountTotal,
    discountTotalCents: applied,
    discountsCents,
    extrasCents: totals.grandTotal - (totals.itemsTotal - discountsCents),
    totalCents: totals.grandTotal,
    vatCents: totals.vatTotal,
    maxDiscountTotalCents,
  };
}

/** Rule: the discount over the whole quote is not negative and at most what is left after the other discounts. */
export function discountTotalProblem(discountTotalCents: number, maxDiscountTotalCents: number): string | null {
  if (!Number.isInteger(discountTotalCents) || discountTotalCents < 0) return "De korting op de offerte kan niet negatief zijn.";
  if (discountTotalCents > maxDiscountTotalCents) return `De korting op de offerte is hoger dan wat er na de andere kortingen overblijft (${formatEuro(maxDiscountTotalCents)}).`;
  return null;
}

/** Rule: a quote sent on `sendDay` (the shop's day) is valid for QUOTE_VALIDITY_DAYS days: the last valid day. */
export function defaultValidUntil(sendDay: string): string {
  const day = parseIsoDay(sendDay);
  if (day === null) throw new Error(`Geen dag: ${sendDay}`);
  return isoDay(day + QUOTE_VALIDITY_DAYS);
}

/** Rule: a validity day staff choose lies from the send day on (a quote valid until yesterday cannot be sent). */
export function validUntilProblem(validUntil: string, today: string): string | null {
  if (parseIsoDay(validUntil) === null) return "Kies een bestaande datum, zoals 2026-12-31.";
  if (validUntil < today) return "De geldigheid ligt in het verleden.";
  return null;
}

/**
 * Rule: which statuses allow staff to edit the offer, and what the status is
 * afterwards. A request becomes a draft on the first save; a sent or expired
 * quote that is changed goes back to draft (it must be sent again); an accepted
 * or declined quote cannot be changed.
 */
export function statusAfterEdit(status: QuoteStatus): QuoteStatus | null {
  if (status === "draft") return "draft";
  return canChangeQuoteStatus(status, "draft", "staff") ? "draft" : null;
}

export function editRefusal(status: QuoteStatus): string | null {
  if (statusAfterEdit(status) !== null) return null;
  return status === "accepted" ? "Deze offerte is al besteld en kan niet meer worden gewijzigd." : "Deze offerte is afgewezen en kan niet meer worden gewijzigd.";
}

/** Rule: a quote can be sent only from draft (or again from sent: a resend), and only with at least one line. */
export function sendRefusal(status: QuoteStatus, lineCount: number): string | null {
  if (status !== "draft" && status !== "sent") {
    if (status === "requested") return "Stel eerst de offerte op en sla hem op voordat je hem verstuurt.";
    return "Deze offerte kan in deze status niet worden verstuurd.";
  }
  if (lineCount === 0) return "Een offerte zonder producten kan niet worden verstuurd.";
  return null;
}

/** Rule: a sent quote whose last valid day has passed (today in the shop's calendar) has expired. */
export function hasQuoteExpired(quote: { status: QuoteStatus; validUntil: string | null }, today: string): boolean {
  return quote.status === "sent" && quote.validUntil !== null && quote.validUntil < today;
}
