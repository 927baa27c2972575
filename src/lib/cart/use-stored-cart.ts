/**
 * Which cart this browser has, and the cart itself: the cart id kept in storage
 * for 31 days (cart-id.ts), read in the browser only (the server's
 * HTML has no cart: page cache), and the cart loaded through SWR, refreshed on
 * focus and reconnect so a tab shows what another tab changed.
 */
import { startTransition, useCallback, useEffect, useState } from "react";
import useSWR, { unstable_serialize, useSWRConfig } from "swr";

import { readCartId } from "@/lib/cart-storage";

import { subscribeCartId } from "./cart-id";
import { CART_SWR_CONFIG, cartKey, getCart } from "./cart-requests";
import { loadRetryDelay, statusOf } from "./cart-failures";
import { takeEarlyCart } from "./early-requests";
import type { CartErrorPolicy } from "./use-cart-errors";
import type { Cart } from "./types";

export interface StoredCart {
  /** The stored id has been read: false while React hydrates the page and until the first read after it. */
  cartIdRead: boolean;
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
  const { cartIdRead, cartId } = useCartIdAfterHydration();

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

  return { cartIdRead, cartId, data, isLoading, knownCart };
}

const NOT_READ = { cartIdRead: false, cartId: null } as const;

/**
 * The stored cart id, read in the browser only (the server cannot read the browser's storage, and
 * hydration must draw what the server drew). useSyncExternalStore would read it as well, but where
 * the stored id differs from the server's null, React re-renders every reader of the cart at once,
 * synchronously, in the task that ends hydration: on the cart page and the checkout that made it the
 * page's longest task (issue 24, docs/PERFORMANCE.md). The first read is a transition instead, which
 * React renders in slices the browser can answer taps between; later changes (this tab's own, another
 * tab's) apply as they come. The flag and the id change in one state, so no render sees one without the other.
 */
function useCartIdAfterHydration(): { cartIdRead: boolean; cartId: string | null } {
  const [stored, setStored] = useState<{ cartIdRead: boolean; cartId: string | null }>(NOT_READ);
  useEffect(() => {
    const read = () => {
      const cartId = readCartId();
      setStored((before) => (before.cartIdRead && before.cartId === cartId ? before : { cartIdRead: true, cartId }));
    };
    startTransition(read);
    // Read again when the tab comes back: an id that expired while the tab stayed open is then forgotten
    // here too, as readCartId forgets it for the changes (useSyncExternalStore read it on every render).
    window.addEventListener("focus", read);
    const unsubscribe = subscribeCartId(read);
    return () => {
      window.removeEventListener("focus", read);
      unsubscribe();
    };
  }, []);
  return stored;
}
