import "server-only";

/**
 * A stored cart as the API answers it: priced from `products` and with what the
 * checkout may offer now. The one place the three cart calls (create, read,
 * update) and placing an order turn a record into an answer.
 */
import type { Database } from "@/server/db/client";

import { loadCheckoutContext } from "./checkout-context";

import { cartAnswer, type CartOrder } from "./cart-answer";
import { loadCombinationTerms } from "./cart-combinations";
import { loadQuoteCartRef } from "./cart-quote-ref";
import { type CartProductDetails, loadCartProducts } from "./cart-products";
import type { CartRecord } from "./cart-record";

export async function cartView(db: Database, cart: CartRecord, products: ReadonlyMap<number, CartProductDetails>, now: Date, order: CartOrder | null = null) {
  // One after the other: PGlite hung on these two run side by side (browser tests, 2026-11-21).
  const checkout = await loadCheckoutContext(db, cart, products, now);
  const combinations = await loadCombinationTerms(db, cart.items);
  // A quote cart: its quote, and the products of quote lines no longer in the cart (only then a query more).
  const quote = await loadQuoteCartRef(db, cart.fields.quoteId);
  const missing = Object.values(quote?.items ?? {}).filter((item) => !products.has(item.productId)).map((item) => item.productId);
  const named = missing.length === 0 ? products : new Map([...products, ...(await loadCartProducts(db, missing))]);
  return cartAnswer(cart, named, checkout, order, combinations, quote);
}
