import "server-only";

/** POST /api/carts/: a new cart for the session, with whatever items and fields came along. */
import type { CartCreateInput } from "@/schemas/cart-input";
import type { Database } from "@/server/db/client";

import { applyCartInput } from "./apply-cart-input";
import { toCartRecord } from "./cart-record";
import { cartView } from "./cart-view";
import { insertCart } from "./insert-cart";

export async function createCart(db: Database, sessionId: string, input: CartCreateInput, now: Date) {
  const applied = await applyCartInput(db, { fields: {}, items: {} }, input, now);
  const row = await insertCart(db, { sessionId, fields: applied.fields, items: applied.items }, now);
  return cartView(db, toCartRecord(row), applied.products, now);
}
