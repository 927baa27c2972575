import "server-only";

/** GET /api/carts/{cartId}/: the session's cart, priced now. A locked cart answers too, with `locked: true`. */
import type { Database } from "@/server/db/client";
import { findOrderByCart } from "@/server/orders/find-order";

import { loadCartProducts } from "./cart-products";
import { cartView } from "./cart-view";
import { loadOwnCart } from "./load-own-cart";

export async function readCart(db: Database, cartId: string, sessionId: string, now: Date) {
  const cart = await loadOwnCart(db, cartId, sessionId, now);
  const products = await loadCartProducts(db, [...new Set(Object.values(cart.items).map((item) => item.productId))]);
  const order = cart.locked ? await findOrderByCart(db, cart.cartId) : null;
  return cartView(db, cart, products, now, order ? { orderRef: order.orderRef } : null);
}
