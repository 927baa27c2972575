import "server-only";

/**
 * PUT /api/carts/{cartId}/: the changed fields, the whole items map and the
 * version the client read (decisions §2, §6).
 */
import { and, eq, gt, sql } from "drizzle-orm";

import { requestedProductIds } from "@/domain/cart/replace-items";
import type { CartUpdateInput } from "@/schemas/cart-input";
import { cartWrites, type Database } from "@/server/db/client";
import { prepared } from "@/server/db/prepared";
import { carts } from "@/server/db/schema";

import { applyCartInput } from "./apply-cart-input";
import { cartLocked, staleVersion } from "./cart-errors";
import { cartExpiry } from "./cart-record";
import { cartView } from "./cart-view";
import { loadOwnCart, loadOwnCartWithProducts } from "./load-own-cart";

export async function updateCart(db: Database, cartId: string, sessionId: string, input: CartUpdateInput, now: Date) {
  const { cart: current, products } = await loadOwnCartWithProducts(db, cartId, sessionId, now, requestedProductIds(input.items ?? {}));
  if (current.locked) throw cartLocked();
  // Checked early to spare the work, but the UPDATE below is what decides.
  if (current.version !== input.version) throw staleVersion(current.version);
  const applied = await applyCartInput(db, current, input, now, products);
  // One statement that both checks and writes: of any number of writers that read
  // the same version, the database lets exactly one match `version = $2`; the
  // others find the row already moved on and change nothing. No lock is held
  // between the read above and this write, and no instance keeps state.
  const [row] = await writeCart(cartWrites(db)).execute({
    cartId,
    sessionId,
    version: input.version,
    fields: JSON.stringify(applied.fields),
    items: JSON.stringify(applied.items),
    updatedAt: now.toISOString(),
    expiresAt: cartExpiry(now).toISOString(),
  });
  if (row) return cartView(db, { ...current, fields: applied.fields, items: applied.items, ...row }, applied.products, now);
  // Someone else won the race (or placed the order) in between: say which.
  const latest = await loadOwnCart(db, cartId, sessionId, now);
  throw latest.locked ? cartLocked() : staleVersion(latest.version);
}

/** Built once per database: building this update costs more than running it (src/server/db/prepared.ts). */
const writeCart = (db: Database) =>
  prepared(db, "write_cart", (db) =>
    db
      .update(carts)
      .set({
        // Placeholders skip the columns' own encoding: the JSON and the moments come as text.
        fields: sql`${sql.placeholder("fields")}::jsonb`,
        items: sql`${sql.placeholder("items")}::jsonb`,
        version: sql`${carts.version} + 1`,
        updatedAt: sql`${sql.placeholder("updatedAt")}::timestamptz`,
        expiresAt: sql`${sql.placeholder("expiresAt")}::timestamptz`,
      })
      .where(
        and(
          eq(carts.cartId, sql.placeholder("cartId")),
          eq(carts.sessionId, sql.placeholder("sessionId")),
          eq(carts.version, sql.placeholder("version")),
          eq(carts.locked, false),
          gt(carts.expiresAt, sql`${sql.placeholder("updatedAt")}::timestamptz`),
        ),
      )
      // What the write itself decided; the fields and items are the ones just sent.
      .returning({ version: carts.version, updatedAt: carts.updatedAt, expiresAt: carts.expiresAt })
      .prepare("write_cart"),
  );
