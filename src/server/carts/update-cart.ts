import "server-only";

/**
 * PUT /api/carts/{cartId}/: the changed fields, the whole items map and the
 * version the client read (decisions §2, §6).
 */
import { and, eq, gt, sql } from "drizzle-orm";

import type { CartUpdateInput } from "@/schemas/cart-input";
import type { Database } from "@/server/db/client";
import { carts } from "@/server/db/schema";

import { applyCartInput } from "./apply-cart-input";
import { cartLocked, staleVersion } from "./cart-errors";
import { cartExpiry, toCartRecord } from "./cart-record";
import { cartView } from "./cart-view";
import { loadOwnCart } from "./load-own-cart";

export async function updateCart(db: Database, cartId: string, sessionId: string, input: CartUpdateInput, now: Date) {
  const current = await loadOwnCart(db, cartId, sessionId, now);
  if (current.locked) throw cartLocked();
  // Checked early to spare the work, but the UPDATE below is what decides.
  if (current.version !== input.version) throw staleVersion(current.version);
  const applied = await applyCartInput(db, current, input, now);
  // One statement that both checks and writes: of any number of writers that read
  // the same version, the database lets exactly one match `version = $2`; the
  // others find the row already moved on and change nothing. No lock is held
  // between the read above and this write, and no instance keeps state.
  const [row] = await db
    .update(carts)
    .set({ fields: applied.fields, items: applied.items, version: sql`${carts.version} + 1`, updatedAt: now, expiresAt: cartExpiry(now) })
    .where(and(eq(carts.cartId, cartId), eq(carts.sessionId, sessionId), eq(carts.version, input.version), eq(carts.locked, false), gt(carts.expiresAt, now)))
    .returning();
  if (row) return cartView(db, toCartRecord(row), applied.products, now);
  // Someone else won the race (or placed the order) in between: say which.
  const latest = await loadOwnCart(db, cartId, sessionId, now);
  throw latest.locked ? cartLocked() : staleVersion(latest.version);
}
