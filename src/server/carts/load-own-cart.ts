import "server-only";

/**
 * The cart a request may use (decisions §5): unknown or expired, 404 (the client
 * resets its cart); another session's, 403 (the client counts these). Telling
 * 403 from 404 reveals nothing useful: a cart id is 128 random bits.
 */
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { prepared } from "@/server/db/prepared";
import { carts } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { type CartRecord, toCartRecord } from "./cart-record";

/** The shape of ids this shop makes (16 random bytes, base64url); anything else cannot be a cart. */
export const CART_ID = /^[A-Za-z0-9_-]{22}$/;

export const cartNotFound = () => new ApiError(404, "Deze winkelwagen bestaat niet (meer).");

export async function loadOwnCart(db: Database, cartId: string, sessionId: string, now: Date): Promise<CartRecord> {
  if (!CART_ID.test(cartId)) throw cartNotFound();
  const [row] = await prepared(db, "load_cart", (db) => db.select().from(carts).where(eq(carts.cartId, sql.placeholder("cartId"))).limit(1).prepare("load_cart")).execute({ cartId });
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw cartNotFound();
  if (row.sessionId !== sessionId) throw new ApiError(403, "Deze winkelwagen hoort bij een andere sessie.");
  return toCartRecord(row);
}
