import "server-only";

/** GET /api/carts/{cartId}/: the session's cart, priced now. A locked cart answers too, with `locked: true`. */
import type { Database } from "@/server/db/client";
import { findOrderByCart } from "./cart-order";

import { cartView } from "./cart-view";
import { loadOwnCartWithProducts } from "./load-own-cart";

export async function readCart(db: Database, cartId: string, sessionId: string, now: Date) {
  const { cart, products } = await loadOwnCartWithProducts(db, cartId, sessionId, now);
  const order = cart.locked ? await findOrderByCart(db, cart.cartId) : null;
  return cartView(db, cart, products, now, order ? { orderRef: order.orderRef } : null);
}
