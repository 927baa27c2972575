/**
 * How the browser talks to the cart API: the SWR key and settings of the cart,
 * and the one call that turns every cart answer into the browser's view, so
 * every hook of the cart reads and writes the same cache entry the same way.
 */
import { type CartAnswer, cartView } from "@/lib/api/answers";
import { request } from "@/lib/http";

import type { Cart } from "./types";

/** The cart's own SWR settings: refresh on focus and reconnect, unlike the rest of the shop. */
export const CART_SWR_CONFIG = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  // A shopper switching back from another tab sees that tab's changes.
  focusThrottleInterval: 2000,
  dedupingInterval: 1000,
  keepPreviousData: false,
} as const;

export const cartKey = (cartId: string) => ["cart", cartId] as const;

/** Every cart call answers the whole cart; the browser keeps the adapter's view of it (money in cents). */
export async function requestCart(...args: Parameters<typeof request>): Promise<Cart> {
  return cartView(await request<CartAnswer>(...args));
}

export const cartPath = (cartId: string) => `carts/${encodeURIComponent(cartId)}`;

export const getCart = (cartId: string) => requestCart("GET", cartPath(cartId));
