import "server-only";

/** A new cart row for a session (version 1), as POST /api/carts/ and ordering a quote make one. */
import { randomBytes } from "node:crypto";

import type { CartItems } from "@/domain/cart/types";
import { cartWrites, type Database } from "@/server/db/client";
import { type CartRow, carts } from "@/server/db/schema";

import { cartExpiry, type CartFields } from "./cart-record";

export async function insertCart(db: Database, cart: { sessionId: string; fields: CartFields; items: CartItems }, now: Date): Promise<CartRow> {
  const [row] = await cartWrites(db)
    .insert(carts)
    .values({
      // 128 random bits: a cart id is not a secret (the session guards it), but it must not be guessable either.
      cartId: randomBytes(16).toString("base64url"),
      sessionId: cart.sessionId,
      version: 1,
      fields: cart.fields,
      items: cart.items,
      createdAt: now,
      updatedAt: now,
      expiresAt: cartExpiry(now),
    })
    .returning();
  return row!;
}
