"use client";
/**
 * The cart a page that shows it draws: the cart page and every checkout step.
 * Their HTML carries the session's newest open cart (server/carts/session-cart-for-page.ts),
 * so the largest paint does not wait for the scripts and the browser's own
 * request (issue 24). The browser keeps the id of its cart (specification §4),
 * and that id decides: the server's cart is drawn while React hydrates (the
 * server cannot read the browser's storage, and hydration must draw what the
 * server drew) and after that only when it is the stored cart, until the
 * browser's own copy arrives. Changes always go to the stored cart's id.
 */
import { useMemo } from "react";

import { useCart } from "./cart-provider";
import type { Cart } from "./types";

export interface ShownCart {
  cart: Cart | null;
  /** Nothing to draw yet: the page shows its skeleton. */
  loading: boolean;
}

export interface ShownCartOnPage extends ShownCart {
  /**
   * The cart's controls may be used: React has hydrated the page (before, a change would be lost)
   * and the browser's own copy of its stored cart has arrived (before, a change would be made on a
   * cart SWR does not hold: it would drop the loaded copy and show the cart empty until the answer,
   * and an order would be placed on a version the customer never saw). Until then the page disables them.
   */
  interactive: boolean;
}

export interface CartSources {
  hydrated: boolean;
  /** The stored id (null until it is read after hydration, and when the browser keeps none). */
  cartId: string | null;
  /** The browser's copy of the stored cart, once loaded. */
  loadedCart: Cart | null;
  /** The browser is still loading the stored cart. */
  loadingStoredCart: boolean;
  /** The cart in the page's HTML, or null when the server found none. */
  serverCart: Cart | null;
}

export function shownCart({ hydrated, cartId, loadedCart, loadingStoredCart, serverCart }: CartSources): ShownCart {
  if (!hydrated) return serverCart ? { cart: serverCart, loading: false } : { cart: null, loading: true };
  if (loadedCart) return { cart: loadedCart, loading: false };
  if (loadingStoredCart && serverCart !== null && serverCart.cartId === cartId) return { cart: serverCart, loading: false };
  return { cart: null, loading: loadingStoredCart };
}

/**
 * The browser's copy when it says something else than the server's, else the server's own object:
 * the page's memoised parts then skip the render the copy's arrival would cost (issue 24).
 */
export function sameOrLoaded(loaded: Cart | null, server: Cart | null): Cart | null {
  if (!loaded || !server || loaded === server || loaded.cartId !== server.cartId || loaded.version !== server.version) return loaded;
  return JSON.stringify(loaded) === JSON.stringify(server) ? server : loaded;
}

export function useShownCart(serverCart: Cart | null): ShownCartOnPage {
  // Hydrated means here: React has hydrated the page and the provider has read the stored id since.
  const { cartIdRead: hydrated, cartId, cart, isLoading } = useCart();
  const loadedCart = useMemo(() => sameOrLoaded(cart, serverCart), [cart, serverCart]);
  return { ...shownCart({ hydrated, cartId, loadedCart, loadingStoredCart: isLoading, serverCart }), interactive: hydrated && !isLoading };
}
