"use client";
/**
 * The cart in the browser (specification §4, §7, §8; decisions §2, §5, §6). The
 * page HTML never holds a cart (the page cache serves the same HTML to every
 * anonymous visitor): after the first render this fetches the app state, which
 * starts the session cookie, reads the cart id kept for 31 days, and loads the
 * cart through SWR, refreshed on focus and reconnect (the one exception to the
 * global setting).
 *
 * Every change sends the whole items map with the version it read; a 409 loads
 * the cart again and re-applies the change once. Changes are shown at once and
 * rolled back when the server refuses. The error policy is the cart-errors
 * reducer: 401, 404, a locked cart (also 423) and an empty quote cart reset it;
 * 403s are counted and the third opens the error modal.
 *
 * Checkout (issue 5): `updateFields` sends only the changed customer fields with
 * the version (same 409 handling, shown at once, rolled back on refusal; a 422
 * is left to the form, which shows it at its fields); `placeOrder` places the
 * order with an Idempotency-Key kept per attempt (order-attempt.ts) and answers
 * what happened instead of throwing.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import useSWR, { unstable_serialize, useSWRConfig } from "swr";

import { centsToEuros } from "@/domain/money";
import { type CartAnswer, cartView } from "@/lib/api/answers";
import { type CartErrorEvent, cartErrorReducer, INITIAL_CART_ERROR_STATE } from "@/lib/cart-errors";
import { clearCartId, CART_ID_STORAGE_KEY, readCartId, writeCartId } from "@/lib/cart-storage";
import { type ApiFieldError, isApiRequestError, request } from "@/lib/http";
import { announceStoredChange, subscribeToStoredKey } from "@/lib/storage";
import { useHydrated } from "@/lib/use-hydrated";

import { fetchAppState, visitorFingerprint } from "./app-state";
import { CART_COPY } from "./copy";
import { cartEvent, type DataLayerItem, pushCartEvent } from "@/lib/data-layer";
import { addToItems, applyItems, itemsInput, removeFromItems, setItemOption, setItemQuantity, setPickUpOnAll } from "./items";
import { endOrderAttempt, orderAttemptKey } from "./order-attempt";
import type { AppState, Cart, CartFieldsPatch, CartItemOptions, CartItemsInput, CartItemView, CartOptionKey } from "./types";

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

const LOCKED_STATUS = 423;
const PLACE_ORDER_TIMEOUT_MS = 30_000;

export interface CartNotice {
  id: number;
  message: string;
}

/** How placing the order ended; `placeOrder` never throws. */
export type PlaceOrderResult =
  /** The order is made and the cart id forgotten: pay at `paymentUrl` (another site, maybe), or see the order. */
  | { status: "placed"; orderRef: string; paymentUrl: string | null }
  /** 422: no order; one message per field (fields of any step). */
  | { status: "invalid"; message: string; errors: ApiFieldError[] }
  /** 409: the cart changed meanwhile (another tab); it is loaded again for the customer to check. */
  | { status: "conflict" }
  /** 423: this cart was already ordered (a double submit from elsewhere); its orderRef when known. */
  | { status: "alreadyOrdered"; orderRef: string | null }
  | { status: "noCart" }
  /** Anything else (network, 5xx, 401/403/404): the key is kept, so trying again cannot order twice. */
  | { status: "failed"; httpStatus: number; message: string };

interface CartContextValue {
  cart: Cart | null;
  /** True until the stored cart id is read and, if there is one, the cart is loaded. */
  isLoading: boolean;
  appState: AppState | null;
  modalOpen: boolean;
  notice: CartNotice | null;
  addToCart: (productId: number, options?: Partial<CartItemOptions> & { combinationId?: number | null; qty?: number }) => Promise<Cart | null>;
  setQuantity: (key: string, qty: number) => Promise<Cart | null>;
  setOption: (key: string, option: CartOptionKey, on: boolean) => Promise<Cart | null>;
  removeItem: (key: string) => Promise<Cart | null>;
  /** Pick-up (pickUpDiscount on every item) or delivery (off on every item), in one items change. */
  setPickUp: (on: boolean) => Promise<Cart | null>;
  /** Sends only these fields with the version (no items); 409: reload and re-apply once. A 422 is thrown to the caller without a notice. */
  updateFields: (fields: CartFieldsPatch) => Promise<Cart | null>;
  /** Places the order: the unsaved fields, acceptedTermsAndConditions and an Idempotency-Key. */
  placeOrder: (fields: CartFieldsPatch) => Promise<PlaceOrderResult>;
  /** Loads the cart again from the server. */
  reload: () => Promise<Cart | null>;
  closeModal: () => void;
  startNewCart: () => void;
  dismissNotice: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** Other tabs announce a new cart id through the storage event; this tab through its own. */
const CART_ID_EVENT = "stekker-cart-id";

const subscribeCartId = subscribeToStoredKey(CART_ID_STORAGE_KEY, CART_ID_EVENT);

function rememberCartId(id: string | null) {
  if (id) writeCartId(id);
  else clearCartId();
  announceStoredChange(CART_ID_EVENT);
}

/**
 * How every change is sent: shown at once on the cart on screen (if one is
 * loaded), rolled back when refused, and replaced by the server's answer.
 */
function optimisticChange(update: (current: Cart) => Cart) {
  return {
    optimisticData: (current?: Cart) => (current ? update(current) : current),
    rollbackOnError: true,
    populateCache: true,
    revalidate: false,
  };
}

/** Every cart call answers the whole cart; the browser keeps the adapter's view of it (money in cents). */
async function requestCart(...args: Parameters<typeof request>): Promise<Cart> {
  return cartView(await request<CartAnswer>(...args));
}

const statusOf = (error: unknown) => (isApiRequestError(error) ? error.status : 0);

function dataLayerItem(item: CartItemView, quantity: number): DataLayerItem | null {
  const product = item.product;
  if (!product) return null;
  const discountCents = (product.cashDeskDiscountCents ?? 0) + (item.itemDiscounts.makeAmendsCents ?? 0);
  return {
    item_id: String(item.productId),
    item_name: product.name,
    item_brand: product.brand.name,
    item_category: product.categoryName ?? "",
    item_ean: product.ean ?? "",
    price: centsToEuros(product.priceCents),
    quantity,
    discount: centsToEuros(discountCents),
  };
}

export function CartProvider({ children }: { children: ReactNode }) {
  const { mutate: globalMutate, cache } = useSWRConfig();
  // Read in the browser only: the server's HTML has no cart (page cache).
  const cartId = useSyncExternalStore(subscribeCartId, () => readCartId(), () => null);
  const [appState, setAppState] = useState<AppState | null>(null);
  const [errors, setErrors] = useState(INITIAL_CART_ERROR_STATE);
  const errorsRef = useRef(INITIAL_CART_ERROR_STATE);
  const [notice, setNotice] = useState<CartNotice | null>(null);
  const session = useRef<Promise<AppState | null> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const appStateRef = useRef<AppState | null>(null);

  const ensureSession = useCallback(() => {
    session.current ??= fetchAppState().then(
      (state) => {
        appStateRef.current = state;
        setAppState(state);
        return state;
      },
      () => {
        session.current = null;
        return null;
      },
    );
    return session.current;
  }, []);

  /** The cart-errors reducer decides; a reset forgets the cart id at once. */
  const dispatch = useCallback((event: CartErrorEvent) => {
    let next = cartErrorReducer(errorsRef.current, event);
    if (next.resetReason) {
      rememberCartId(null);
      next = cartErrorReducer(next, { type: "resetDone" });
    }
    errorsRef.current = next;
    setErrors(next);
  }, []);

  // After the first render: the app state, which starts the session.
  useEffect(() => {
    void ensureSession();
  }, [ensureSession]);

  const { data, isLoading } = useSWR<Cart>(cartId ? cartKey(cartId) : null, async ([, id]: readonly [string, string]) => {
    await ensureSession();
    return requestCart("GET", `carts/${encodeURIComponent(id)}`);
  }, {
    ...CART_SWR_CONFIG,
    onSuccess: (cart) => dispatch({ type: "cartLoaded", cart }),
    onError: (error: unknown) => dispatch({ type: "requestFailed", status: statusOf(error) === LOCKED_STATUS ? 404 : statusOf(error), message: error instanceof Error ? error.message : "" }),
    // Only a server or network failure is worth another try; a 4xx is an answer.
    onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
      const status = statusOf(error);
      if ((status > 0 && status < 500) || retryCount >= 3) return;
      setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
    },
  });

  const fail = useCallback((error: unknown) => {
    const status = statusOf(error);
    dispatch({ type: "requestFailed", status: status === LOCKED_STATUS ? 404 : status, message: error instanceof Error ? error.message : "" });
    const message = status === 0 || status >= 500 || !(error instanceof Error) ? CART_COPY.failed : CART_COPY.failedWith(error.message);
    setNotice({ id: Date.now(), message });
  }, [dispatch]);

  const create = useCallback(
    async (items: CartItemsInput): Promise<Cart> => {
      await ensureSession();
      let cart: Cart;
      try {
        cart = await requestCart("POST", "carts", { body: { items } });
      } catch (error) {
        // No session yet (cookie refused or expired): start one and try once more.
        if (statusOf(error) !== 401) throw error;
        session.current = null;
        await ensureSession();
        cart = await requestCart("POST", "carts", { body: { items } });
      }
      await globalMutate(cartKey(cart.cartId), cart, { revalidate: false });
      rememberCartId(cart.cartId);
      dispatch({ type: "cartLoaded", cart });
      return cart;
    },
    [dispatch, ensureSession, globalMutate],
  );

  /** Runs one change after the ones before it, so that each reads the version the last one left. */
  const enqueue = useCallback(<T,>(run: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(run, run);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const knownCart = useCallback((id: string) => (cache.get(unstable_serialize(cartKey(id)))?.data as Cart | undefined) ?? null, [cache]);
  const getCart = useCallback((id: string) => requestCart("GET", `carts/${encodeURIComponent(id)}`), []);

  /** PUTs what `body` makes of the cart as last answered; on 409 reads the cart again and re-applies once. */
  const putVersioned = useCallback(
    async (id: string, body: (base: Cart) => Record<string, unknown>): Promise<Cart> => {
      // Read before the optimistic picture goes in: the cart as the server last answered it.
      let base = knownCart(id) ?? (await getCart(id));
      const path = `carts/${encodeURIComponent(id)}`;
      try {
        return await requestCart("PUT", path, { body: { ...body(base), version: base.version } });
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
        // Someone else changed the cart (another tab): read it again and re-apply once.
        base = await getCart(id);
        return requestCart("PUT", path, { body: { ...body(base), version: base.version } });
      }
    },
    [getCart, knownCart],
  );

  /** Sends a change of the items map; creates the cart when `create` and there is none. */
  const change = useCallback(
    (apply: (items: CartItemsInput) => CartItemsInput, options: { create?: boolean } = {}): Promise<Cart | null> => {
      const run = async (): Promise<Cart | null> => {
        const id = readCartId();
        if (!id) return options.create ? create(apply({})) : null;
        const key = cartKey(id);
        try {
          const cart = await globalMutate<Cart | undefined>(
            key,
            putVersioned(id, (base) => ({ items: apply(itemsInput(base)) })),
            optimisticChange((current) => applyItems(current, apply(itemsInput(current)))),
          );
          if (cart) dispatch({ type: "cartLoaded", cart });
          return cart ?? null;
        } catch (error) {
          const status = statusOf(error);
          fail(error);
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
    [create, dispatch, enqueue, fail, globalMutate, putVersioned],
  );

  const updateFields = useCallback<CartContextValue["updateFields"]>(
    (fields) =>
      enqueue(async () => {
        const id = readCartId();
        if (!id) return null;
        try {
          const cart = await globalMutate<Cart | undefined>(
            cartKey(id),
            putVersioned(id, () => ({ ...fields })),
            optimisticChange((current) => ({ ...current, ...fields }) as Cart),
          );
          if (cart) dispatch({ type: "cartLoaded", cart });
          return cart ?? null;
        } catch (error) {
          // Refused fields are the form's to show, at the fields; everything else follows the cart policy.
          if (statusOf(error) !== 422) fail(error);
          throw error;
        }
      }),
    [dispatch, enqueue, fail, globalMutate, putVersioned],
  );

  const reload = useCallback<CartContextValue["reload"]>(async () => {
    const id = readCartId();
    if (!id) return null;
    try {
      const cart = await globalMutate<Cart>(cartKey(id), getCart(id), { populateCache: true, revalidate: false });
      if (cart) dispatch({ type: "cartLoaded", cart });
      return cart ?? null;
    } catch (error) {
      dispatch({ type: "requestFailed", status: statusOf(error) === LOCKED_STATUS ? 404 : statusOf(error), message: error instanceof Error ? error.message : "" });
      return null;
    }
  }, [dispatch, getCart, globalMutate]);

  const placing = useRef<Promise<PlaceOrderResult> | null>(null);

  const placeOrder = useCallback<CartContextValue["placeOrder"]>(
    (fields) => {
      // A second click while the first is under way gets the first's answer.
      if (placing.current) return placing.current;
      const run = async (): Promise<PlaceOrderResult> => {
        const id = readCartId();
        if (!id) return { status: "noCart" };
        const path = `carts/${encodeURIComponent(id)}`;
        const idempotencyKey = orderAttemptKey(id);
        try {
          const base = knownCart(id) ?? (await getCart(id));
          const cart = await requestCart("PUT", path, {
            body: { ...fields, acceptedTermsAndConditions: true, version: base.version },
            headers: { "Idempotency-Key": idempotencyKey },
            // Placing may wait for the payment provider; a timeout is safe to retry with the same key.
            timeoutMs: PLACE_ORDER_TIMEOUT_MS,
          });
          endOrderAttempt(id);
          if (!cart.orderRef) return { status: "failed", httpStatus: 200, message: "" };
          // The cart is an order now: forget it (the provider's reset), the order page shows it from here.
          rememberCartId(null);
          return { status: "placed", orderRef: cart.orderRef, paymentUrl: cart.paymentUrl ?? null };
        } catch (error) {
          const status = statusOf(error);
          const message = error instanceof Error ? error.message : "";
          if (status === 422) {
            endOrderAttempt(id);
            const body = isApiRequestError(error) ? (error.body as { message?: unknown } | undefined) : undefined;
            const errors: ApiFieldError[] = isApiRequestError(error)
              ? [
                  ...Object.entries(error.fieldErrors).map(([field, errorMessage]) => ({ field, errorMessage })),
                  ...error.errorMessages.filter((text) => !Object.values(error.fieldErrors).includes(text)).map((errorMessage) => ({ errorMessage })),
                ]
              : [];
            return { status: "invalid", message: typeof body?.message === "string" ? body.message : message, errors };
          }
          if (status === 409) {
            endOrderAttempt(id);
            await reload();
            return { status: "conflict" };
          }
          if (status === LOCKED_STATUS) {
            endOrderAttempt(id);
            let orderRef: string | null = null;
            try {
              orderRef = (await getCart(id)).orderRef ?? null;
            } catch {
              // Unknown: the customer finds the order in the confirmation e-mail.
            }
            rememberCartId(null);
            return { status: "alreadyOrdered", orderRef };
          }
          // 401, 403 and 404 follow the cart policy (reset or count); the key stays for a retry.
          if (status === 401 || status === 403 || status === 404) dispatch({ type: "requestFailed", status, message });
          return { status: "failed", httpStatus: status, message };
        }
      };
      const next = enqueue(run).finally(() => {
        placing.current = null;
      });
      placing.current = next;
      return next;
    },
    [dispatch, enqueue, getCart, knownCart, reload],
  );

  const customer = useCallback(() => ({ type: appStateRef.current?.role ?? "guest", fingerprint: appStateRef.current?.userFingerprint ?? visitorFingerprint() }), []);

  const push = useCallback(
    (event: "add_to_cart" | "remove_from_cart", item: CartItemView | undefined, quantity: number) => {
      const entry = item && quantity > 0 ? dataLayerItem(item, quantity) : null;
      if (entry) pushCartEvent(cartEvent(event, [entry], customer()));
    },
    [customer],
  );

  const addToCart = useCallback<CartContextValue["addToCart"]>(
    async (productId, { combinationId = null, qty = 1, ...options } = {}) => {
      if (!productId) return null;
      const cart = await change((items) => addToItems(items, productId, combinationId, qty, options), { create: true });
      const key = combinationId ? `${productId}_${combinationId}` : String(productId);
      push("add_to_cart", cart?.items[key], qty);
      return cart;
    },
    [change, push],
  );

  const setQuantity = useCallback<CartContextValue["setQuantity"]>(
    async (key, qty) => {
      const before = data?.items[key];
      const cart = await change((items) => setItemQuantity(items, key, qty));
      const after = cart?.items[key];
      if (before) {
        const difference = (after?.qty ?? 0) - before.qty;
        if (difference > 0) push("add_to_cart", after, difference);
        if (difference < 0) push("remove_from_cart", before, -difference);
      }
      return cart;
    },
    [change, data, push],
  );

  const setOption = useCallback<CartContextValue["setOption"]>((key, option, on) => change((items) => setItemOption(items, key, option, on)), [change]);

  const removeItem = useCallback<CartContextValue["removeItem"]>(
    async (key) => {
      const before = data?.items[key];
      const cart = await change((items) => removeFromItems(items, key));
      if (before) push("remove_from_cart", before, before.qty);
      return cart;
    },
    [change, data, push],
  );

  const setPickUp = useCallback<CartContextValue["setPickUp"]>((on) => change((items) => setPickUpOnAll(items, on)), [change]);

  const closeModal = useCallback(() => dispatch({ type: "modalClosed" }), [dispatch]);
  const startNewCart = useCallback(() => {
    rememberCartId(null);
    dispatch({ type: "modalClosed" });
  }, [dispatch]);
  const dismissNotice = useCallback(() => setNotice(null), []);

  const value = useMemo<CartContextValue>(
    () => ({
      cart: cartId ? (data ?? null) : null,
      // Until hydration, cartId is the server's null: pages that show the cart use useCartLoading.
      isLoading: cartId !== null && isLoading && !data,
      appState,
      modalOpen: errors.modalOpen,
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
    [cartId, data, isLoading, appState, errors.modalOpen, notice, addToCart, setQuantity, setOption, removeItem, setPickUp, updateFields, placeOrder, reload, closeModal, startNewCart, dismissNotice],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart and its actions; only inside the CartProvider of the root layout. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart needs the CartProvider of the root layout");
  return value;
}

/**
 * Whether a page that shows the cart must still say "loading": until hydration
 * (the server's HTML knows no cart, and the provider does not re-render every
 * page to say it has read the storage), and while a stored cart is fetched.
 */
export function useCartLoading(): boolean {
  const { isLoading } = useCart();
  return !useHydrated() || isLoading;
}
