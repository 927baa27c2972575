/**
 * A quote cart in the browser (specification §4, issue 22): its differences
 * from the quote, worked out from the cart answer alone (its items and
 * `quoteRef.items`) with the same rule the server checks the order with
 * (domain/quotes/quote-differences.ts). No difference: checkout may go ahead.
 */
import { eurosToCents } from "@/domain/money";
import { type QuoteDifference, quoteDifferences } from "@/domain/quotes/quote-differences";

import type { Cart } from "./types";

export interface QuoteMode {
  quoteId: string;
  /** The quote's discount over the whole, in cents (the cart's `discountExtra` includes it). */
  discountTotalCents: number;
  differences: QuoteDifference[];
}

/** The cart's quote mode, or null for an ordinary cart. */
export function quoteModeOf(cart: Pick<Cart, "items" | "products" | "quoteRef">): QuoteMode | null {
  const ref = cart.quoteRef;
  if (!ref) return null;
  const items = Object.fromEntries(
    Object.entries(cart.items).map(([key, item]) => [key, { productId: item.productId, combinationId: item.combinationId, qty: item.qty, itemDiscounts: { makeAmends: item.itemDiscounts.makeAmendsCents } }]),
  );
  const lines = Object.values(ref.items).map((item) => ({
    productId: item.productId,
    combinationId: item.combinationId,
    qty: item.qty,
    itemDiscounts: { makeAmends: item.itemDiscounts.makeAmends === null ? null : eurosToCents(item.itemDiscounts.makeAmends) },
  }));
  const nameOf = (productId: number) => {
    const product = cart.products[productId];
    return product ? `${product.brand.name} ${product.name}` : `Product ${productId}`;
  };
  return { quoteId: ref.quoteId, discountTotalCents: eurosToCents(ref.discountTotal), differences: quoteDifferences(items, lines, nameOf) };
}
