import type { CartItem, CartItems } from "./types";

/** Items in the order they were added (then by key, so equal dates stay stable). */
export function itemsInCartOrder(items: CartItems): [string, CartItem][] {
  return Object.entries(items).sort(([keyA, a], [keyB, b]) => a.addToCartDate.localeCompare(b.addToCartDate) || keyA.localeCompare(keyB));
}

export function firstItem(items: CartItems): CartItem | undefined {
  return itemsInCartOrder(items)[0]?.[1];
}
