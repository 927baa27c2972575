/**
 * The first two requests of every page with the cart provider, the app state and the
 * stored cart, started as soon as this module runs in the browser: while the page
 * hydrates, side by side. Made by the hooks, they waited for hydration (hundreds of
 * milliseconds on a phone) and then for each other, and the cart page's largest
 * paint with them (issue 24, docs/PERFORMANCE.md).
 *
 * Each answer is handed over once, to the hook that would have asked for it
 * (use-cart-session.ts, use-stored-cart.ts). A failed one is dropped, and the hook
 * asks again as it always did, so the cart-errors policy sees only its own answers.
 */
import { readCartId } from "@/lib/cart-storage";

import { fetchAppState } from "./app-state";
import { cartPath, requestCart } from "./cart-requests";
import type { AppState, Cart } from "./types";

let appState: Promise<AppState> | null = null;
let cart: { cartId: string; answer: Promise<Cart | null> } | null = null;

function start() {
  appState = fetchAppState();
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  appState.catch(() => undefined);
  const cartId = readCartId();
  // A session cookie that has expired answers 401 here: dropped, and the hook asks after the app state renews it.
  if (cartId) cart = { cartId, answer: requestCart("GET", cartPath(cartId), { retries: 0 }).catch(() => null) };
}

if (typeof window !== "undefined") start();

/** The app state asked for when the page loaded, once; null afterwards. */
export function takeEarlyAppState(): Promise<AppState> | null {
  const taken = appState;
  appState = null;
  return taken;
}

/** The cart asked for when the page loaded, once and for the same id (null when it failed); null when there is none. */
export function takeEarlyCart(cartId: string): Promise<Cart | null> | null {
  if (cart?.cartId !== cartId) return null;
  const taken = cart.answer;
  cart = null;
  return taken;
}
