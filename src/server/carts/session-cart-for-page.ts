import "server-only";

/**
 * The visitor's cart for the cart page and the checkout's HTML (issue 24): the
 * session's newest open cart, as GET /api/carts/{cartId}/ would answer it. With
 * the cart in the HTML, the page's largest paint no longer waits for the
 * scripts, hydration and a request of the browser's own.
 *
 * The browser still decides which cart is its own: it keeps the id (specification
 * §4), and draws this one only when the id is the same (lib/cart/use-shown-cart.ts).
 * These pages render per request and are never shared: the page cache stores
 * only what called `sharePublicly()`, and reading the cookie makes Next.js send
 * `private, no-store`.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";

import type { CartAnswer } from "@/schemas/answers/cart";
import type { Database } from "@/server/db/client";
import { carts } from "@/server/db/schema";

import { readCart } from "./read-cart";

/** The id of the session's most recently changed cart that can still be changed (not locked, not expired); null when it has none. */
export async function newestOpenCartId(db: Database, sessionId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ cartId: carts.cartId })
    .from(carts)
    .where(and(eq(carts.sessionId, sessionId), eq(carts.locked, false), gt(carts.expiresAt, sql`${now.toISOString()}::timestamptz`)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row?.cartId ?? null;
}

/** The session's cart as GET /api/carts/{cartId}/ answers it; null when the session has no open cart or it cannot be read now. */
export async function sessionCartForPage(db: Database, sessionId: string, now: Date): Promise<CartAnswer | null> {
  try {
    const cartId = await newestOpenCartId(db, sessionId, now);
    if (!cartId) return null;
    // Through JSON, as the API sends it: the browser's copy and this one are then the same.
    return JSON.parse(JSON.stringify(await readCart(db, cartId, sessionId, now))) as CartAnswer;
  } catch (error) {
    // The page still works without it: the browser loads the cart as it did before (the skeleton first).
    console.warn(`[cart page] the session's cart was left out of the HTML: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
