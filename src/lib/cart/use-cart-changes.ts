/**
 * Changing the cart (specification §4, decisions §6): every change sends the
 * whole items map (or the changed customer fields) with the version it was made
 * on, shown at once on the cart on screen and rolled back when the server
 * refuses; a 409 re-applies it once on the cart as it is now (versioned-put.ts).
 * Changes run one after another (change-queue.ts). A refusal goes to the error
 * policy; what was added or removed goes to the tag manager.
 */
import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { readCartId } from "@/lib/cart-storage";

import { rememberCartId } from "./cart-id";
import type { Enqueue } from "./change-queue";
import { LOCKED_STATUS, statusOf } from "./cart-failures";
import { cartKey, cartPath, getCart, requestCart } from "./cart-requests";
import { addToItems, applyItems, deliverySwitch, itemsInput, removeFromItems, setItemOption, setItemQuantity } from "./items";
import type { CartChangeTracker } from "./use-cart-analytics";
import type { CartErrorPolicy } from "./use-cart-errors";
import type { StoredCart } from "./use-stored-cart";
import { putVersioned } from "./versioned-put";
import type { Cart, CartFieldsPatch, CartItemOptions, CartItemsInput, CartOptionKey } from "./types";

export interface CartChanges {
  addToCart: (productId: number, options?: Partial<CartItemOptions> & { combinationId?: number | null; qty?: number }) => Promise<Cart | null>;
  setQuantity: (key: string, qty: number) => Promise<Cart | null>;
  setOption: (key: string, option: CartOptionKey, on: boolean) => Promise<Cart | null>;
  removeItem: (key: string) => Promise<Cart | null>;
  /**
   * Pick-up (on the named items, or every item) or delivery, in one change of
   * items and fields: pick-up sets installation, extra service and the take-back
   * aside, delivery brings them back (lib/cart/items.ts `deliverySwitch`).
   */
  setPickUp: (on: boolean, keys?: readonly string[]) => Promise<Cart | null>;
  /** Sends only these fields with the version (no items); 409: reload and re-apply once. A 422 is thrown to the caller without a notice. */
  updateFields: (fields: CartFieldsPatch) => Promise<Cart | null>;
  /** Loads the cart again from the server. */
  reload: () => Promise<Cart | null>;
}

interface CartChangesDeps {
  session: { ensureSession: () => Promise<unknown>; restartSession: () => Promise<unknown> };
  stored: Pick<StoredCart, "knownCart">;
  errors: Pick<CartErrorPolicy, "dispatch" | "loadFailed" | "changeFailed">;
  enqueue: Enqueue;
  track: CartChangeTracker;
}

/**
 * How every change is sent through SWR: shown at once on the cart on screen (if
 * one is loaded), rolled back when refused, and replaced by the server's answer
 * without another GET.
 */
function optimisticChange(update: (current: Cart) => Cart) {
  return {
    optimisticData: (current?: Cart) => (current ? update(current) : current),
    rollbackOnError: true,
    populateCache: true,
    revalidate: false,
  };
}

export function useCartChanges({ session, stored, errors, enqueue, track }: CartChangesDeps): CartChanges {
  const { mutate: globalMutate } = useSWRConfig();
  const { ensureSession, restartSession } = session;
  const { knownCart } = stored;
  // The item as the page shows it now (SWR's cache, optimistic changes included). Read when called rather
  // than taken from the render, so the actions keep one identity while the cart changes (cart-provider.tsx).
  const itemShown = useCallback((key: string) => {
    const id = readCartId();
    return id ? knownCart(id)?.items[key] : undefined;
  }, [knownCart]);
  const { dispatch, loadFailed, changeFailed } = errors;

  const create = useCallback(
    async (items: CartItemsInput): Promise<Cart> => {
      await ensureSession();
      let cart: Cart;
      try {
        cart = await requestCart("POST", "carts", { body: { items } });
      } catch (error) {
        // No session yet (cookie refused or expired): start one and try once more.
        if (statusOf(error) !== 401) throw error;
        await restartSession();
        cart = await requestCart("POST", "carts", { body: { items } });
      }
      await globalMutate(cartKey(cart.cartId), cart, { revalidate: false });
      rememberCartId(cart.cartId);
      dispatch({ type: "cartLoaded", cart });
      return cart;
    },
    [dispatch, ensureSession, globalMutate, restartSession],
  );

  const put = useCallback(
    (id: string, change: (base: Cart) => Record<string, unknown>) =>
      putVersioned(id, change, { knownCart, getCart, putCart: (cartId, body) => requestCart("PUT", cartPath(cartId), { body }) }),
    [knownCart],
  );

  /** Sends a change of the items map; creates the cart when `create` and there is none. */
  const change = useCallback(
    (apply: (items: CartItemsInput) => CartItemsInput, options: { create?: boolean; fields?: (base: Cart) => CartFieldsPatch } = {}): Promise<Cart | null> => {
      const run = async (): Promise<Cart | null> => {
        const id = readCartId();
        if (!id) return options.create ? create(apply({})) : null;
        try {
          const cart = await globalMutate<Cart | undefined>(
            cartKey(id),
            put(id, (base) => ({ items: apply(itemsInput(base)), ...options.fields?.(base) })),
            optimisticChange((current) => ({ ...applyItems(current, apply(itemsInput(current))), ...options.fields?.(current) }) as Cart),
          );
          if (cart) dispatch({ type: "cartLoaded", cart });
          return cart ?? null;
        } catch (error) {
          const status = statusOf(error);
          changeFailed(error);
          // The cart is gone (expired, locked, another session's): an add starts a new one.
          if (options.create && (status === 401 || status === 404 || status === LOCKED_STATUS)) {
            rememberCartId(null);
            return create(apply({}));
          }
          throw error;
        }
      };
      return enqueue(run);
    },
    [changeFailed, create, dispatch, enqueue, globalMutate, put],
  );

  const updateFields = useCallback<CartChanges["updateFields"]>(
    (fields) =>
      enqueue(async () => {
        const id = readCartId();
        if (!id) return null;
        try {
          const cart = await globalMutate<Cart | undefined>(
            cartKey(id),
            put(id, () => ({ ...fields })),
            optimisticChange((current) => ({ ...current, ...fields }) as Cart),
          );
          if (cart) dispatch({ type: "cartLoaded", cart });
          return cart ?? null;
        } catch (error) {
          // Refused fields are the form's to show, at the fields; everything else follows the cart policy.
          if (statusOf(error) !== 422) changeFailed(error);
          throw error;
        }
      }),
    [changeFailed, dispatch, enqueue, globalMutate, put],
  );

  const reload = useCallback<CartChanges["reload"]>(async () => {
    const id = readCartId();
    if (!id) return null;
    try {
      const cart = await globalMutate<Cart>(cartKey(id), getCart(id), { populateCache: true, revalidate: false });
      if (cart) dispatch({ type: "cartLoaded", cart });
      return cart ?? null;
    } catch (error) {
      loadFailed(error);
      return null;
    }
  }, [dispatch, globalMutate, loadFailed]);

  const addToCart = useCallback<CartChanges["addToCart"]>(
    async (productId, { combinationId = null, qty = 1, ...options } = {}) => {
      if (!productId) return null;
      const cart = await change((items) => addToItems(items, productId, combinationId, qty, options), { create: true });
      track.added(cart, productId, combinationId, qty);
      return cart;
    },
    [change, track],
  );

  const setQuantity = useCallback<CartChanges["setQuantity"]>(
    async (key, qty) => {
      // The item as shown before the change: what a removal reports.
      const before = itemShown(key);
      const cart = await change((items) => setItemQuantity(items, key, qty));
      track.quantityChanged(before, cart?.items[key]);
      return cart;
    },
    [change, itemShown, track],
  );

  const setOption = useCallback<CartChanges["setOption"]>(
    (key, option, on) =>
      change((items) => setItemOption(items, key, option, on), {
        // A delivery service chosen by hand is the customer's new choice: what pick-up set aside is no longer to come back.
        fields: (base) => (on && (option === "assembly" || option === "extraService") && base.deliveryChoicesBeforePickUp ? { deliveryChoicesBeforePickUp: null } : {}),
      }),
    [change],
  );

  const removeItem = useCallback<CartChanges["removeItem"]>(
    async (key) => {
      const before = itemShown(key);
      const cart = await change((items) => removeFromItems(items, key));
      track.removed(before);
      return cart;
    },
    [change, itemShown, track],
  );

  const setPickUp = useCallback<CartChanges["setPickUp"]>(
    (on, keys) =>
      enqueue(async () => {
        const id = readCartId();
        if (!id) return null;
        const body = (base: Cart) => {
          const next = deliverySwitch(base, on, keys);
          return { items: next.items, ...next.fields };
        };
        try {
          const cart = await globalMutate<Cart | undefined>(
            cartKey(id),
            put(id, body),
            optimisticChange((current) => {
              const next = deliverySwitch(current, on, keys);
              return { ...applyItems(current, next.items), ...next.fields };
            }),
          );
          if (cart) dispatch({ type: "cartLoaded", cart });
          return cart ?? null;
        } catch (error) {
          changeFailed(error);
          throw error;
        }
      }),
    [changeFailed, dispatch, enqueue, globalMutate, put],
  );

  return { addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, reload };
}
