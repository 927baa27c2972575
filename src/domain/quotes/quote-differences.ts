/**
 * Quote mode (specification §4): how a quote cart differs from its quote, one
 * Dutch sentence per difference, naming the product. The checkout refuses
 * with these (server/quote-carts/check-quote-cart.ts) and the cart page shows
 * them (features/cart). No difference at all is exactly `cartMatchesQuote`
 * (domain/cart/quote-check.ts), which stays the rule; this explains it.
 *
 * Items are keyed as the cart keys them (`productId` or
 * `productId_combinationId`); the item discounts are compared in whatever unit
 * both sides use (cents on the server, the browser's view of the cart too).
 */
import { itemKey } from "@/domain/cart/item-key";
import type { QuoteItem } from "@/domain/cart/quote-check";

export type QuoteDifferenceKind = "qty" | "added" | "removed" | "discount" | "combination" | "empty";

export interface QuoteDifference {
  kind: QuoteDifferenceKind;
  productId: number | null;
  message: string;
}

/** What the rule reads of a cart item (the cart's own items, or the cart answer's in the browser). */
export type QuoteComparableItem = Pick<QuoteItem, "productId" | "combinationId" | "qty"> & { itemDiscounts: { makeAmends?: number | null } };

const pieces = (qty: number) => (qty === 1 ? "staat 1 stuk" : `staan ${qty} stuks`);
const discountOf = (item: QuoteComparableItem) => item.itemDiscounts.makeAmends ?? 0;

/**
 * Every difference between the cart's items and the quote's lines, in the
 * quote's order (then the cart's extra items): a changed quantity, a changed
 * item discount, an item in another combination, a line missing from the cart,
 * an item the quote does not have. Empty means the cart matches the quote
 * exactly; both being empty is a difference too (nothing to order).
 */
export function quoteDifferences(
  cartItems: Readonly<Record<string, QuoteComparableItem>>,
  quoteItems: readonly QuoteComparableItem[],
  nameOf: (productId: number) => string,
): QuoteDifference[] {
  const differences: QuoteDifference[] = [];
  const quoteKeys = new Set(quoteItems.map((line) => itemKey(line.productId, line.combinationId)));
  const cartKeys = new Set(Object.values(cartItems).map((item) => itemKey(item.productId, item.combinationId)));
  const unmatchedCart = Object.values(cartItems).filter((item) => !quoteKeys.has(itemKey(item.productId, item.combinationId)));
  const reportedCombination = new Set<number>();

  for (const line of quoteItems) {
    const key = itemKey(line.productId, line.combinationId);
    const name = nameOf(line.productId);
    const item = Object.values(cartItems).find((candidate) => itemKey(candidate.productId, candidate.combinationId) === key);
    if (!item) {
      // The same product in the cart under another combination (or alone): one difference, not a missing and an extra one.
      if (unmatchedCart.some((other) => other.productId === line.productId)) {
        if (!reportedCombination.has(line.productId)) {
          reportedCombination.add(line.productId);
          differences.push({ kind: "combination", productId: line.productId, message: `${name} staat in je winkelwagen in een andere combinatie dan in de offerte.` });
        }
        continue;
      }
      differences.push({ kind: "removed", productId: line.productId, message: `${name} uit de offerte ontbreekt in je winkelwagen.` });
      continue;
    }
    if (item.qty !== line.qty) {
      differences.push({ kind: "qty", productId: line.productId, message: `Van ${name} ${pieces(item.qty)} in je winkelwagen, de offerte noemt ${line.qty}.` });
    }
    if (discountOf(item) !== discountOf(line)) {
      differences.push({ kind: "discount", productId: line.productId, message: `De korting op ${name} wijkt af van de offerte.` });
    }
  }

  for (const item of unmatchedCart) {
    if (reportedCombination.has(item.productId) || quoteItems.some((line) => line.productId === item.productId && !cartKeys.has(itemKey(line.productId, line.combinationId)))) {
      continue;
    }
    differences.push({ kind: "added", productId: item.productId, message: `${nameOf(item.productId)} staat niet in de offerte.` });
  }

  if (differences.length === 0 && (quoteItems.length === 0 || Object.keys(cartItems).length === 0)) {
    differences.push({ kind: "empty", productId: null, message: "Er is niets te bestellen: de offerte heeft nog geen regels." });
  }
  return differences;
}
