import "server-only";

/**
 * Placing the order of a quote cart (specification §4, issue 22): allowed only
 * when the cart's items are exactly the quote's (cartMatchesQuote), the quote
 * can still be ordered today, and the session may use it. Refuses with 422,
 * one `items` message per difference (quote-differences.ts) and the way back
 * to the quote; a quote that is expired, declined or ordered already, 422 on
 * `quoteRef`; a cart opened with the quote's link that has since expired or
 * been revoked, 410 (the link's holder renews it); another session's quote
 * (fields that were tampered with), 403.
 * An ordinary cart passes untouched (null).
 */
import { cartMatchesQuote } from "@/domain/cart/quote-check";
import type { CartItems } from "@/domain/cart/types";
import { quoteDifferences } from "@/domain/quotes/quote-differences";
import { shopDay } from "@/domain/delivery/days";
import { isQuoteOrderable } from "@/domain/quotes/quote-status";
import { type CartProductDetails, loadCartProducts } from "@/server/carts/cart-products";
import { quoteCartRef, type QuoteCartRef } from "@/server/carts/cart-quote-ref";
import type { CartFields } from "@/server/carts/cart-record";
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { findQuote } from "@/server/quotes/find-quote";
import { linkExpired } from "@/server/http/link-expired";
import { quoteAccessState } from "@/server/quotes/load-own-quote";

import { notOrderableReason } from "./quote-cart-errors";

/**
 * A quote cart whose quote this session may no longer use. The cart is the
 * session's own and its quote id was set by the shop when the quote was
 * opened, so this says nothing about which numbers exist: 403 on the cart,
 * as decisions §5 has it for carts.
 */
const quoteNotUsable = () => new ApiError(403, "Deze offerte hoort bij iemand anders. Open je offerte met de link uit je e-mail, of in de browser waarmee je haar hebt aangevraagd.");

export const quoteCartDiffers = (quoteId: string) => `Je winkelwagen wijkt af van offerte ${quoteId}. Open de offerte opnieuw om hem precies zo te bestellen.`;

export async function checkQuoteCart(
  db: Database,
  cart: { fields: CartFields; items: CartItems },
  sessionId: string,
  products: ReadonlyMap<number, CartProductDetails>,
  now: Date,
): Promise<QuoteCartRef | null> {
  const quoteId = cart.fields.quoteId;
  if (!quoteId) return null;
  const quote = await findQuote(db, quoteId);
  if (!quote) {
    const message = `Offerte ${quoteId} bestaat niet meer.`;
    throw new ApiError(422, message, [{ field: "quoteRef", errorMessage: message }]);
  }
  const access = quoteAccessState(quote, { sessionId, token: cart.fields.quoteToken ?? null }, now);
  if (access === "expired") throw linkExpired();
  if (access !== "valid") throw quoteNotUsable();
  const reason = notOrderableReason(quote, isQuoteOrderable(quote, shopDay(now)));
  if (reason) throw new ApiError(422, reason, [{ field: "quoteRef", errorMessage: reason }]);

  const ref = quoteCartRef(quote);
  const lines = Object.values(ref.items);
  if (cartMatchesQuote(cart.items, lines)) return ref;
  const missing = lines.map((line) => line.productId).filter((productId) => !products.has(productId));
  const named = missing.length === 0 ? products : new Map([...products, ...(await loadCartProducts(db, missing))]);
  const differences = quoteDifferences(cart.items, lines, (productId) => {
    const product = named.get(productId);
    return product ? `${product.brand.name} ${product.name}` : `Product ${productId}`;
  });
  throw new ApiError(
    422,
    quoteCartDiffers(quoteId),
    differences.map((difference) => ({ field: "items", errorMessage: difference.message })),
  );
}
