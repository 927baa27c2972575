import type { CartItems, CartProduct } from "./types";

/**
 * The cart's `itemsShopOnly` (specification §3): whether some item can only be
 * bought in the shop now. A product that expired after it was added stays in
 * the cart (replace-items.ts), but it is no longer sold online: what is left of
 * it is sold over the counter only, so the web order cannot include it.
 */
export function itemsShopOnly(items: CartItems, products: ReadonlyMap<number, CartProduct>): boolean {
  return Object.values(items).some((item) => products.get(item.productId)?.expired === true);
}
