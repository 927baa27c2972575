import { itemKey } from "./item-key";
import type { CartItems } from "./types";

export interface QuoteItem {
  productId: number;
  combinationId: number | null;
  qty: number;
  itemDiscounts: { makeAmends?: number };
}

/**
 * Quote mode (specification §4): checkout is allowed only if the cart's items
 * (combination, product, item discounts, quantity) match the quote's exactly and
 * neither is empty.
 */
export function cartMatchesQuote(items: CartItems, quoteItems: readonly QuoteItem[]): boolean {
  const cartEntries = Object.values(items);
  if (cartEntries.length === 0 || quoteItems.length === 0 || cartEntries.length !== quoteItems.length) return false;
  return quoteItems.every((quoteItem) => {
    const item = items[itemKey(quoteItem.productId, quoteItem.combinationId)];
    return (
      item !== undefined &&
      item.productId === quoteItem.productId &&
      item.combinationId === quoteItem.combinationId &&
      item.qty === quoteItem.qty &&
      (item.itemDiscounts.makeAmends ?? 0) === (quoteItem.itemDiscounts.makeAmends ?? 0)
    );
  });
}
