import "server-only";

/**
 * Placing an order: the cart's own PUT with `acceptedTermsAndConditions: true`
 * (decisions §6). No order may be lost, doubled or oversold, so:
 *
 * - everything is checked again on the server, against today's prices, stock,
 *   delivery calendar and payment rules; a missing or invalid field answers 422
 *   naming it, and nothing is written;
 * - one transaction locks the cart (only against the version the customer
 *   read), takes the units from stock (`stock >= qty` in the UPDATE itself, so
 *   concurrent buyers can never take the same unit) and writes the order. A
 *   crash anywhere inside leaves nothing behind: PostgreSQL rolls it all back;
 * - a repeat (the same Idempotency-Key, a double click, a retry after a lost
 *   answer) finds the cart already locked or the key already used and answers
 *   the same order. One cart makes one order (orders.cart_id is unique).
 *
 * The online payment is created after the commit: an order must never depend on
 * a payment provider being up. If it is down, the customer gets the order page,
 * where paying can be tried again.
 */
import { and, eq, gt, gte, isNotNull, sql } from "drizzle-orm";

import { deriveDeliveryType } from "@/domain/cart/delivery-type";
import { computeTotals } from "@/domain/cart/totals";
import { orderProblems } from "@/domain/checkout/order-requirements";
import type { CartUpdateInput } from "@/schemas/cart-input";
import { applyCartInput } from "@/server/carts/apply-cart-input";
import { cartAnswer, effectivePaymentMethod } from "@/server/carts/cart-answer";
import { cartLocked, staleVersion } from "@/server/carts/cart-errors";
import { type CartProductDetails, loadCartProducts } from "@/server/carts/cart-products";
import { type CartRecord, toCartRecord } from "@/server/carts/cart-record";
import { cartView } from "@/server/carts/cart-view";
import { loadOwnCart } from "@/server/carts/load-own-cart";
import type { Database } from "@/server/db/client";
import { carts, type OrderRow, orders, products as productsTable } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { loadCheckoutContext } from "./checkout-context";
import { findOrderByCart, findOrderByIdempotencyKey } from "./find-order";
import { orderLines } from "./order-lines";

/**
 * Starts (or reuses) the payment of a committed order; answers where to send the
 * customer. `fresh`: the order was made just now, so it can have no payment yet.
 */
export type StartPayment = (order: OrderRow, options?: { fresh?: boolean }) => Promise<string | null>;

export interface PlaceOrderRequest {
  cartId: string;
  sessionId: string;
  input: CartUpdateInput;
  idempotencyKey: string | null;
  now: Date;
}

/**
 * Issue 5: bank transfer, pin at delivery and pin at pick-up place the order
 * with payment pending; the other online methods wait for the payment ("open").
 * A bank transfer still gets a provider payment: its page tells the customer
 * where to transfer to, and the provider reports the money's arrival.
 */
export function initialPaymentStatus(method: string, online: boolean): "open" | "pending" {
  return online && method !== "banktransfer" ? "open" : "pending";
}

/** Thrown inside the transaction to roll it back when another request changed or ordered the cart first. */
class CartMovedOn extends Error {}

export async function placeOrder(db: Database, request: PlaceOrderRequest, startPayment: StartPayment) {
  const { cartId, sessionId, input, idempotencyKey, now } = request;
  const cart = await loadOwnCart(db, cartId, sessionId, now);

  if (cart.locked) {
    const placed = await findOrderByCart(db, cartId);
    if (placed) return answerPlacedOrder(db, placed, startPayment, now);
    throw cartLocked();
  }
  if (cart.version !== input.version) throw staleVersion(cart.version);

  const applied = await applyCartInput(db, cart, input, now);
  const checkout = await loadCheckoutContext(db, applied, applied.products, now);
  const { methods, chosen } = effectivePaymentMethod(applied);
  const problems = orderProblems({
    items: applied.items,
    expiredItemKeys: Object.entries(applied.items)
      .filter(([, item]) => applied.products.get(item.productId)?.expired !== false)
      .map(([key]) => key),
    deliveryType: deriveDeliveryType(applied.items),
    fields: { ...applied.fields, paymentMethod: input.paymentMethod ?? cart.fields.paymentMethod ?? null },
    acceptedTermsAndConditions: input.acceptedTermsAndConditions === true,
    vatNumberStatus: applied.fields.vatNumberStatus ?? null,
    deliverable: checkout.deliveryOptions.available,
    isSelectableDay: checkout.isSelectableDay,
    isSelectableWeek: checkout.isSelectableWeek,
    availablePaymentMethods: methods.map((method) => method.id),
  });
  if (problems.length > 0 || !chosen) {
    throw new ApiError(422, "Je bestelling is nog niet compleet; controleer de gemarkeerde gegevens.", problems);
  }

  const deliveryType = deriveDeliveryType(applied.items);
  const totals = computeTotals({ items: applied.items, products: applied.products, paymentFeeCents: chosen.feeCents });
  const fields = { ...applied.fields, paymentMethod: chosen.id, ...(deliveryType === "pickUp" ? { deliveryDay: null, deliveryWeek: null } : {}) };

  let placed: { order: OrderRow; cart: CartRecord };
  try {
    placed = await db.transaction(async (tx) => {
      const [locked] = await tx
        .update(carts)
        .set({ fields, items: applied.items, locked: true, version: sql`${carts.version} + 1`, updatedAt: now })
        .where(and(eq(carts.cartId, cartId), eq(carts.sessionId, sessionId), eq(carts.version, input.version), eq(carts.locked, false), gt(carts.expiresAt, now)))
        .returning();
      if (!locked) throw new CartMovedOn();

      await reserveStock(tx, applied.items, applied.products);

      const [row] = await tx
        .insert(orders)
        .values({
          orderRef: sql`nextval('order_ref_seq')::text`,
          cartId,
          sessionId,
          idempotencyKey,
          paymentStatus: initialPaymentStatus(chosen.id, chosen.online),
          paymentMethod: chosen.id,
          deliveryType,
          deliveryDay: deliveryType === "pickUp" ? null : (fields.deliveryDay ?? null),
          deliveryWeek: deliveryType === "pickUp" ? null : (fields.deliveryWeek ?? null),
          emailAddress: fields.emailAddress!,
          fields,
          items: orderLines(applied.items, applied.products),
          totals: { ...totals },
          grandTotalCents: totals.grandTotal,
          createdAt: now,
        })
        .returning();
      return { order: row!, cart: toCartRecord(locked) };
    });
  } catch (error) {
    // The same key from this session placed another cart's order already: that order is the answer.
    if (idempotencyKey && isUniqueViolation(error, "orders_idempotency_idx")) {
      const earlier = await findOrderByIdempotencyKey(db, sessionId, idempotencyKey);
      if (earlier) return answerPlacedOrder(db, earlier, startPayment, now);
    }
    if (!(error instanceof CartMovedOn)) throw error;
    // Another request won: the same order placed by a double click, or a change in between.
    const latest = await loadOwnCart(db, cartId, sessionId, now);
    const order = latest.locked ? await findOrderByCart(db, cartId) : null;
    if (order) return answerPlacedOrder(db, order, startPayment, now);
    throw latest.locked ? cartLocked() : staleVersion(latest.version);
  }
  // Everything the answer needs is at hand: no need to read the cart and its products again.
  const paymentUrl = await startPayment(placed.order, { fresh: true });
  return cartAnswer(placed.cart, applied.products, checkout, { orderRef: placed.order.orderRef, paymentUrl });
}

/** A unique index refused the write (PostgreSQL's 23505, as postgres.js and PGlite report it, perhaps wrapped by Drizzle). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = (current as { cause?: unknown }).cause) {
    const { code, constraint_name: constraintName, constraint: name } = current as { code?: string; constraint_name?: string; constraint?: string };
    if (code === "23505" && (constraintName ?? name ?? constraint) === constraint) return true;
    if (code === "23505" && current.message.includes(constraint)) return true;
  }
  return false;
}

/**
 * Takes each product's units from stock, in product order so that two orders
 * never wait on each other's rows. `stock >= qty` is part of the UPDATE: the row
 * lock makes concurrent orders take turns, and a turn that finds too little
 * changes nothing. A product out of stock with an expected stock date is sold
 * ahead of that stock (the customer was shown the later delivery day).
 */
async function reserveStock(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], items: CartRecord["items"], products: ReadonlyMap<number, CartProductDetails>) {
  const wanted = new Map<number, number>();
  for (const item of Object.values(items)) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty);
  const shortages: { field: string; errorMessage: string }[] = [];
  for (const [productId, qty] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(productsTable)
      .set({ stock: sql`${productsTable.stock} - ${qty}` })
      .where(and(eq(productsTable.productId, productId), gte(productsTable.stock, qty)))
      .returning({ stock: productsTable.stock });
    if (taken) continue;
    const [backorder] = await tx
      .select({ productId: productsTable.productId })
      .from(productsTable)
      .where(and(eq(productsTable.productId, productId), eq(productsTable.stock, 0), isNotNull(productsTable.stockEstimatedDate)));
    if (backorder) continue;
    const name = products.get(productId)?.name ?? String(productId);
    const key = Object.entries(items).find(([, item]) => item.productId === productId)?.[0] ?? String(productId);
    shortages.push({ field: `items.${key}.qty`, errorMessage: `Van ${name} is niet genoeg meer op voorraad; verlaag het aantal of kies een ander product` });
  }
  if (shortages.length > 0) throw new ApiError(422, "Niet alles is nog op voorraad.", shortages);
}

/** The locked cart with its order number and where to pay; the same for the first request and every repeat. */
async function answerPlacedOrder(db: Database, order: OrderRow, startPayment: StartPayment, now: Date) {
  const paymentUrl = await startPayment(order);
  const [row] = await db.select().from(carts).where(eq(carts.cartId, order.cartId)).limit(1);
  const cart = toCartRecord(row!);
  const products = await loadCartProducts(db, [...new Set(Object.values(cart.items).map((item) => item.productId))]);
  return cartView(db, cart, products, now, { orderRef: order.orderRef, paymentUrl });
}
