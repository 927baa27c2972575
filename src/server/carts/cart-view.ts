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
import type { CartProductDetails } from "./cart-products";
import type { CartRecord } from "./cart-record";

export async function cartView(db: Database, cart: CartRecord, products: ReadonlyMap<number, CartProductDetails>, now: Date, order: CartOrder | null = null) {
  // One after the other: PGlite hung on these two run side by side (browser tests, 2026-11-21).
  const checkout = await loadCheckoutContext(db, cart, products, now);
  const combinations = await loadCombinationTerms(db, cart.items);
  return cartAnswer(cart, products, checkout, order, combinations);
}
