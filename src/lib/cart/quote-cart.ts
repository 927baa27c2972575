/**
 * The customer's actions on their quote, in the browser: ordering it turns
 * the cart into a quote cart (POST /api/quotes/{quoteId}/cart/, with the cart
 * id this browser keeps), remembered and put in the cart's cache so the cart
 * page shows it at once; declining it. A 401 (no session yet, the mail's link
 * opened on a new device) starts the session and tries once more.
 */
import { mutate } from "swr";

import { type QuoteAnswer } from "@/schemas/answers/quote";
import { readCartId } from "@/lib/cart-storage";
import { fetchAppState } from "./app-state";
import { rememberCartId } from "./cart-id";
import { cartKey, requestCart } from "./cart-requests";
import type { Cart } from "./types";
import { isApiRequestError, request } from "@/lib/http";

const withToken = (path: string, token: string | null) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);

async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 401) throw error;
    await fetchAppState();
    return call();
  }
}

/** Makes this browser's cart the quote's cart; answers it. */
export async function orderQuoteIntoCart(quoteId: string, token: string | null): Promise<Cart> {
  const path = withToken(`/api/quotes/${encodeURIComponent(quoteId)}/cart/`, token);
  const cart = await withSession(() => requestCart("POST", path, { body: { cartId: readCartId() }, retries: 0 }));
  rememberCartId(cart.cartId);
  await mutate(cartKey(cart.cartId), cart, { revalidate: false });
  return cart;
}

export async function declineQuote(quoteId: string, token: string | null, reason: string): Promise<Pick<QuoteAnswer, "status">> {
  const path = withToken(`/api/quotes/${encodeURIComponent(quoteId)}/decline/`, token);
  return request("POST", path, { body: { reason: reason.trim() || null }, retries: 0 });
}
