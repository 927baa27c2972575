import "server-only";

/**
 * POST /api/quotes/{quoteId}/cart/: the customer orders a quote (issue 22). The
 * session's cart (the one the client names, if it is this session's and not
 * yet ordered; else a new one) gets exactly the quote's lines, with their item
 * discounts and options, and the quote's number in its fields: a quote cart
 * (specification §4). Only a quote that can be ordered today (isQuoteOrderable,
 * in the shop's time zone). Answers the cart, and whether it is new (201).
 */
import { and, eq, gt } from "drizzle-orm";

import { quoteDeliversByWeek } from "@/domain/quotes/quote-delivery";
import { quoteLinesAsCartItems } from "@/domain/quotes/quote-offer";
import { shopDay } from "@/domain/delivery/days";
import { isQuoteOrderable } from "@/domain/quotes/quote-status";
import { loadCartProducts } from "@/server/carts/cart-products";
import { cartLocked, staleVersion } from "@/server/carts/cart-errors";
import { cartExpiry, type CartFields, toCartRecord } from "@/server/carts/cart-record";
import { cartView } from "@/server/carts/cart-view";
import { insertCart } from "@/server/carts/insert-cart";
import { CART_ID } from "@/server/carts/load-own-cart";
import { cartWrites, type Database } from "@/server/db/client";
import { carts } from "@/server/db/schema";
import { loadOwnQuote } from "@/server/quotes/load-own-quote";

import { notOrderableReason, quoteNotOrderable } from "./quote-cart-errors";

export interface OrderQuoteRequest {
  quoteId: string;
  sessionId: string;
  token: string | null;
  /** The cart id the client keeps (lib/cart/cart-id.ts), if any. */
  cartId: string | null;
  now: Date;
}

export async function orderQuote(db: Database, request: OrderQuoteRequest) {
  const { quoteId, sessionId, now } = request;
  const existing = await ownOpenCart(db, request.cartId, sessionId, now);
  // Putting a quote cart back as its quote ("Zet de offerte terug") needs no link again: the cart kept the one it was opened with.
  const kept = (existing?.fields as CartFields | undefined)?.quoteId === quoteId ? ((existing!.fields as CartFields).quoteToken ?? null) : null;
  const token = request.token ?? kept;
  const quote = await loadOwnQuote(db, quoteId, { sessionId, token });
  const reason = notOrderableReason(quote, isQuoteOrderable(quote, shopDay(now)));
  if (reason) throw quoteNotOrderable(reason);

  const items = quoteLinesAsCartItems(quote.items, now);
  const quoteByWeek = quoteDeliversByWeek(quote.request.kind);
  const products = await loadCartProducts(db, [...new Set(quote.items.map((line) => line.productId))]);

  if (existing) {
    // A kitchen's quote is delivered in a week: a day chosen for the cart before gives way to the week calendar.
    const fields: CartFields = { ...(existing.fields as CartFields), quoteId, quoteToken: token, quoteByWeek, ...(quoteByWeek ? { deliveryDay: null } : {}) };
    const [row] = await cartWrites(db)
      .update(carts)
      .set({ fields, items, version: existing.version + 1, updatedAt: now, expiresAt: cartExpiry(now) })
      .where(and(eq(carts.cartId, existing.cartId), eq(carts.sessionId, sessionId), eq(carts.version, existing.version), eq(carts.locked, false)))
      .returning();
    if (!row) throw existing.locked ? cartLocked() : staleVersion(existing.version);
    return { created: false, cart: await cartView(db, toCartRecord(row), products, now) };
  }

  const row = await insertCart(db, { sessionId, fields: { quoteId, quoteToken: token, quoteByWeek }, items }, now);
  return { created: true, cart: await cartView(db, toCartRecord(row), products, now) };
}

/** The client's cart, when it is this session's, unexpired and not ordered yet; else none (a new one is made). */
async function ownOpenCart(db: Database, cartId: string | null, sessionId: string, now: Date) {
  if (!cartId || !CART_ID.test(cartId)) return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.cartId, cartId), eq(carts.sessionId, sessionId), eq(carts.locked, false), gt(carts.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
