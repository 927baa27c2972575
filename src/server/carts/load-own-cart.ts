import "server-only";

/**
 * The cart a request may use (decisions §5): unknown or expired, 404 (the client
 * resets its cart); another session's, 403 (the client counts these). Telling
 * 403 from 404 reveals nothing useful: a cart id is 128 random bits.
 */
import { eq, sql } from "drizzle-orm";

import type { CartRow } from "@/server/db/schema";
import type { Database } from "@/server/db/client";
import { prepared } from "@/server/db/prepared";
import { brands, carts, categories, products } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { CART_PRODUCT_COLUMNS, type CartProductDetails, type CartProductRow, storableProductIds, toCartProductDetails } from "./cart-products";
import { type CartRecord, toCartRecord } from "./cart-record";

/** The shape of ids this shop makes (16 random bytes, base64url); anything else cannot be a cart. */
export const CART_ID = /^[A-Za-z0-9_-]{22}$/;

export const cartNotFound = () => new ApiError(404, "Deze winkelwagen bestaat niet (meer).");

export async function loadOwnCart(db: Database, cartId: string, sessionId: string, now: Date): Promise<CartRecord> {
  if (!CART_ID.test(cartId)) throw cartNotFound();
  const [row] = await prepared(db, "load_cart", (db) => db.select().from(carts).where(eq(carts.cartId, sql.placeholder("cartId"))).limit(1).prepare("load_cart")).execute({ cartId });
  return ownCart(row, sessionId, now);
}

function ownCart(row: CartRow | undefined, sessionId: string, now: Date): CartRecord {
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw cartNotFound();
  if (row.sessionId !== sessionId) throw new ApiError(403, "Deze winkelwagen hoort bij een andere sessie.");
  return toCartRecord(row);
}

/**
 * The cart and, in the same query, the products its items name plus `alsoProductIds`
 * (those a change is about to add). One round trip instead of two on every cart
 * call: on the measured machine each round trip to PostgreSQL costs more CPU than
 * the rules applied to the cart (docs/PERFORMANCE.md).
 */
export async function loadOwnCartWithProducts(
  db: Database,
  cartId: string,
  sessionId: string,
  now: Date,
  alsoProductIds: readonly number[] = [],
): Promise<{ cart: CartRecord; products: Map<number, CartProductDetails> }> {
  if (!CART_ID.test(cartId)) throw cartNotFound();
  const rows = await prepared(db, "load_cart_with_products", (db) =>
    db
      .select({ cart: carts, product: CART_PRODUCT_COLUMNS })
      .from(carts)
      // Item keys are `productId` or `productId_combinationId`, written by the server itself.
      .leftJoin(
        products,
        sql`${products.productId} = any(array(select split_part(k, '_', 1)::int from jsonb_object_keys(${carts.items}) as k) || ${sql.placeholder("alsoIds")}::int[])`,
      )
      .leftJoin(brands, eq(brands.slug, products.brandSlug))
      .leftJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(eq(carts.cartId, sql.placeholder("cartId")))
      .prepare("load_cart_with_products"),
  ).execute({ cartId, alsoIds: storableProductIds(alsoProductIds) });
  const cart = ownCart(rows[0]?.cart, sessionId, now);
  const found = new Map<number, CartProductDetails>();
  // A left join types every column as nullable; a row with a product has all of them (foreign keys).
  for (const { product } of rows) if (product?.productId != null) found.set(product.productId, toCartProductDetails(product as CartProductRow));
  return { cart, products: found };
}
