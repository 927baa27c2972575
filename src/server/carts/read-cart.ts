import "server-only";

/** GET /api/carts/{cartId}/: the session's cart, priced now. A locked cart answers too, with `locked: true`. */
import type { Database } from "@/server/db/client";

import { cartAnswer } from "./cart-answer";
import { loadCartProducts } from "./cart-products";
import { loadOwnCart } from "./load-own-cart";

export async function readCart(db: Database, cartId: string, sessionId: string, now: Date) {
  const cart = await loadOwnCart(db, cartId, sessionId, now);
  const products = await loadCartProducts(db, [...new Set(Object.values(cart.items).map((item) => item.productId))]);
  return cartAnswer(cart, products);
}
