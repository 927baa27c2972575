/**
 * The tag-manager side of cart changes: the changes hook reports what happened,
 * this hook turns it into add_to_cart / remove_from_cart on the one data layer
 * (lib/data-layer.ts). Kept apart so the changes stay about the cart and the
 * events can be read (and tested, cart-analytics.ts) on their own.
 */
import { type RefObject, useCallback, useMemo } from "react";

import { cartEvent, pushCartEvent } from "@/lib/data-layer";

import { visitorFingerprint } from "./app-state";
import { addedEvent, type CartItemEvent, eventCustomer, eventItem, quantityChangedEvent, removedEvent } from "./cart-analytics";
import type { AppState, Cart, CartItemView } from "./types";

/** What the changes hook tells after the server answered a change. */
export interface CartChangeTracker {
  added: (cart: Cart | null, productId: number, combinationId: number | null, quantity: number) => void;
  quantityChanged: (before: CartItemView | undefined, after: CartItemView | undefined) => void;
  removed: (before: CartItemView | undefined) => void;
}

/**
 * `appStateRef` rather than the app state itself: an event pushed while the app
 * state arrives should carry the newest role, without making every action anew.
 */
export function useCartAnalytics(appStateRef: RefObject<AppState | null>): CartChangeTracker {
  const push = useCallback(
    (change: CartItemEvent | null) => {
      const entry = change ? eventItem(change) : null;
      if (change && entry) pushCartEvent(cartEvent(change.event, [entry], eventCustomer(appStateRef.current, visitorFingerprint)));
    },
    [appStateRef],
  );

  return useMemo(
    () => ({
      added: (cart, productId, combinationId, quantity) => push(addedEvent(cart, productId, combinationId, quantity)),
      quantityChanged: (before, after) => push(quantityChangedEvent(before, after)),
      removed: (before) => push(removedEvent(before)),
    }),
    [push],
  );
}
