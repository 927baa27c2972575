"use client";
/**
 * The cart in the browser (specification §4, §7, §8; decisions §2, §5, §6), as
 * one context for the whole shop. The provider only composes hooks that each
 * have one job, and hands their parts to each other:
 *
 * - use-cart-session.ts: the app state, asked for when the script runs
 *   (early-requests.ts; shared pages hold no cart: page cache), which starts the session cookie;
 * - use-cart-errors.ts: the cart-errors policy (reset, the 403 modal, notices);
 * - use-stored-cart.ts: the cart id kept for 31 days and the cart loaded with SWR;
 * - use-cart-analytics.ts: add_to_cart / remove_from_cart for the tag manager;
 * - use-cart-changes.ts: optimistic, versioned changes (409: re-apply once);
 * - use-place-order.ts: placing the order with an Idempotency-Key.
 *
 * Changes and placing the order share one queue (change-queue.ts), so each reads
 * the version the one before it left.
 */
import { createContext, type ReactNode, useContext, useMemo } from "react";

import { useChangeQueue } from "./change-queue";
import type { AppState, Cart } from "./types";
import { useCartAnalytics } from "./use-cart-analytics";
import { type CartChanges, useCartChanges } from "./use-cart-changes";
import { type CartNotice, useCartErrors } from "./use-cart-errors";
import { useCartSession } from "./use-cart-session";
import { type PlaceOrder, usePlaceOrder } from "./use-place-order";
import { useStoredCart } from "./use-stored-cart";

// What this module exported before the split stays importable from it.
export { CART_SWR_CONFIG, cartKey } from "./cart-requests";
export type { CartNotice } from "./use-cart-errors";
export type { PlaceOrderResult } from "./place-order-result";

interface CartContextValue extends CartChanges {
  /** The cart id the browser keeps; null until hydration, and when it keeps none. */
  cartId: string | null;
  cart: Cart | null;
  /** True until the stored cart id is read and, if there is one, the cart is loaded. */
  isLoading: boolean;
  appState: AppState | null;
  modalOpen: boolean;
  notice: CartNotice | null;
  /** Places the order: the unsaved fields, acceptedTermsAndConditions and an Idempotency-Key. */
  placeOrder: PlaceOrder;
  closeModal: () => void;
  startNewCart: () => void;
  dismissNotice: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const session = useCartSession();
  const errors = useCartErrors();
  const stored = useStoredCart(session.ensureSession, errors);
  const enqueue = useChangeQueue();
  const track = useCartAnalytics(session.appStateRef);
  const { addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, reload } = useCartChanges({ session, stored, errors, enqueue, track });
  const placeOrder = usePlaceOrder({ knownCart: stored.knownCart, reload, dispatch: errors.dispatch, enqueue });

  const { cartId, data, isLoading } = stored;
  const { appState } = session;
  const { modalOpen, notice, closeModal, startNewCart, dismissNotice } = errors;

  const value = useMemo<CartContextValue>(
    () => ({
      cartId,
      cart: cartId ? (data ?? null) : null,
      // Until hydration, cartId is the server's null: pages that show the cart use useShownCart (use-shown-cart.ts).
      isLoading: cartId !== null && isLoading && !data,
      appState,
      modalOpen,
      notice,
      addToCart,
      setQuantity,
      setOption,
      removeItem,
      setPickUp,
      updateFields,
      placeOrder,
      reload,
      closeModal,
      startNewCart,
      dismissNotice,
    }),
    [cartId, data, isLoading, appState, modalOpen, notice, addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, placeOrder, reload, closeModal, startNewCart, dismissNotice],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart and its actions; only inside the CartProvider of the root layout. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart needs the CartProvider of the root layout");
  return value;
}
