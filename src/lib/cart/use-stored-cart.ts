/**
 * Which cart this browser has, and the cart itself: the cart id kept in storage
 * for 31 days (cart-id.ts), read in the browser only (the server's
 * HTML has no cart: page cache), and the cart loaded through SWR, refreshed on
 * focus and reconnect so a tab shows what another tab changed.
 */
import { useCallback, useSyncExternalStore } from "react";
import useSWR, { unstable_serialize, useSWRConfig } from "swr";

import { readCartId } from "@/lib/cart-storage";

import { subscribeCartId } from "./cart-id";
import { CART_SWR_CONFIG, cartKey, getCart } from "./cart-requests";
import { loadRetryDelay, statusOf } from "./cart-failures";
import { takeEarlyCart } from "./early-requests";
import type { CartErrorPolicy } from "./use-cart-errors";
import type { Cart } from "./types";

export interface StoredCart {
  cartId: string | null;
  /** The loaded cart: SWR's data for the stored id (this may still be a cart from before the id changed). */
  data: Cart | undefined;
  isLoading: boolean;
  /**
   * The cart in SWR's cache. Changes run one at a time and read it before they
   * put their optimistic picture in, so what they read is the server's last answer.
   */
  knownCart: (cartId: string) => Cart | null;
}

export function useStoredCart(
  ensureSession: () => Promise<unknown>,
  { dispatch, loadFailed }: Pick<CartErrorPolicy, "dispatch" | "loadFailed">,
): StoredCart {
  const { cache } = useSWRConfig();
  // Read in the browser only: the server's HTML has no cart (page cache).
  const cartId = useSyncExternalStore(subscribeCartId, () => readCartId(), () => null);

  const { data, isLoading } = useSWR<Cart>(cartId ? cartKey(cartId) : null, async ([, id]: readonly [string, string]) => {
    // The first load takes the request the page started while it hydrated (early-requests.ts).
    const early = takeEarlyCart(id);
    // Carts are bound to the session: the first load waits for the app state that starts it, so
    // the steps see the app state (the visitor's country) no later than the cart.
    const [, earlyCart] = await Promise.all([ensureSession(), early]);
    return earlyCart ?? getCart(id);
  }, {
    ...CART_SWR_CONFIG,
    onSuccess: (cart) => dispatch({ type: "cartLoaded", cart }),
    onError: loadFailed,
    onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
      const delay = loadRetryDelay(statusOf(error), retryCount);
      if (delay !== null) setTimeout(() => void revalidate({ retryCount }), delay);
    },
  });

  const knownCart = useCallback((id: string) => (cache.get(unstable_serialize(cartKey(id)))?.data as Cart | undefined) ?? null, [cache]);

  return { cartId, data, isLoading, knownCart };
}
