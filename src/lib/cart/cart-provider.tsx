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

/** What the cart is now; every change of it renders the readers of useCart. */
interface CartState {
  /** The stored cart id has been read (after hydration): until then cartId is the server's null. */
  cartIdRead: boolean;
  /** The cart id the browser keeps; null until it is read, and when it keeps none. */
  cartId: string | null;
  cart: Cart | null;
  /** True until the stored cart id is read and, if there is one, the cart is loaded. */
  isLoading: boolean;
  appState: AppState | null;
  modalOpen: boolean;
  notice: CartNotice | null;
}

/** What can be done with the cart: functions of one identity for the page's life (useCartActions). */
interface CartActions extends CartChanges {
  /** Places the order: the unsaved fields, acceptedTermsAndConditions and an Idempotency-Key. */
  placeOrder: PlaceOrder;
  closeModal: () => void;
  startNewCart: () => void;
  dismissNotice: () => void;
}

// Two contexts: a card's "In winkelwagen" or a form that only changes the cart reads the actions,
// and is not rendered again when the cart arrives or changes (issue 24).
const CartStateContext = createContext<CartState | null>(null);
const CartActionsContext = createContext<CartActions | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const session = useCartSession();
  const errors = useCartErrors();
  const stored = useStoredCart(session.ensureSession, errors);
  const enqueue = useChangeQueue();
  const track = useCartAnalytics(session.appStateRef);
  const { addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, reload } = useCartChanges({ session, stored, errors, enqueue, track });
  const placeOrder = usePlaceOrder({ knownCart: stored.knownCart, reload, dispatch: errors.dispatch, enqueue });

  const { cartIdRead, cartId, data, isLoading } = stored;
  const { appState } = session;
  const { modalOpen, notice, closeModal, startNewCart, dismissNotice } = errors;

  const state = useMemo<CartState>(
    () => ({
      cartIdRead,
      cartId,
      cart: cartId ? (data ?? null) : null,
      // Until the stored id is read, cartId is the server's null: pages that show the cart use useShownCart (use-shown-cart.ts).
      isLoading: cartId !== null && isLoading && !data,
      appState,
      modalOpen,
      notice,
    }),
    [cartIdRead, cartId, data, isLoading, appState, modalOpen, notice],
  );
  const actions = useMemo<CartActions>(
    () => ({ addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, placeOrder, reload, closeModal, startNewCart, dismissNotice }),
    [addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, placeOrder, reload, closeModal, startNewCart, dismissNotice],
  );

  return (
    <CartActionsContext.Provider value={actions}>
      <CartStateContext.Provider value={state}>{children}</CartStateContext.Provider>
    </CartActionsContext.Provider>
  );
}

/** The cart's actions only; only inside the CartProvider of the root layout. */
export function useCartActions(): CartActions {
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error("useCartActions needs the CartProvider of the root layout");
  return actions;
}

/** The cart and its actions; only inside the CartProvider of the root layout. Renders again whenever the cart changes. */
export function useCart(): CartState & CartActions {
  const state = useContext(CartStateContext);
  const actions = useCartActions();
  if (!state) throw new Error("useCart needs the CartProvider of the root layout");
  return useMemo(() => ({ ...state, ...actions }), [state, actions]);
}
