import "server-only";

/** POST /api/carts/: a new cart for the session, with whatever items and fields came along. */
import { randomBytes } from "node:crypto";

import type { CartCreateInput } from "@/schemas/cart-input";
import { cartWrites, type Database } from "@/server/db/client";
import { carts } from "@/server/db/schema";

import { applyCartInput } from "./apply-cart-input";
import { cartExpiry, toCartRecord } from "./cart-record";
import { cartView } from "./cart-view";

export async function createCart(db: Database, sessionId: string, input: CartCreateInput, now: Date) {
  const applied = await applyCartInput(db, { fields: {}, items: {} }, input, now);
  const [row] = await cartWrites(db)
    .insert(carts)
    .values({
      // 128 random bits: a cart id is not a secret (the session guards it), but it must not be guessable either.
      cartId: randomBytes(16).toString("base64url"),
      sessionId,
      version: 1,
      fields: applied.fields,
      items: applied.items,
      createdAt: now,
      updatedAt: now,
      expiresAt: cartExpiry(now),
    })
    .returning();
  return cartView(db, toCartRecord(row!), applied.products, now);
}
