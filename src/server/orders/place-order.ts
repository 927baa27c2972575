import "server-only";

/**
 * Placing an order: the cart's own PUT with `acceptedTermsAndConditions: true`
 * (decisions §6). No order may be lost, doubled or oversold, so:
 *
 * - everything is checked again on the server, against today's prices, stock,
 *   delivery calendar and payment rules; a missing or invalid field answers 422
 *   naming it, and nothing is written;
 * - one statement (commit-order.ts) locks the cart (only against the version
 *   the customer read), takes the units from stock (`stock >= qty` in the
 *   UPDATE itself, so concurrent buyers can never take the same unit) and
 *   writes the order. A statement is atomic: a shortage or a crash leaves
 *   nothing behind;
 * - a repeat (the same Idempotency-Key, a double click, a retry after a lost
 *   answer) finds the cart already locked or the key already used and answers
 *   the same order. One cart makes one order (orders.cart_id is unique).
 *
 * The online payment is created after the commit: an order must never depend on
 * a payment provider being up. If it is down, the customer gets the order page,
 * where paying can be tried again.
 */
import { eq, inArray } from "drizzle-orm";

import { deriveDeliveryType } from "@/domain/cart/delivery-type";
import { effectivePaymentMethod } from "@/domain/cart/payment-methods";
import { computeTotals } from "@/domain/cart/totals";
import { vatTreatment } from "@/domain/cart/vat";
import { orderProblems } from "@/domain/checkout/order-requirements";
import type { OrderChannel } from "@/domain/orders/non-web-order";
import { shopDay } from "@/domain/delivery/days";
import type { CartUpdateInput } from "@/schemas/cart-input";
import { applyCartInput } from "@/server/carts/apply-cart-input";
import { cartAnswer } from "@/server/carts/cart-answer";
import { loadCombinationTerms } from "@/server/carts/cart-combinations";
import { cartLocked, staleVersion } from "@/server/carts/cart-errors";
import { findOrderByCart } from "@/server/carts/cart-order";
import { type CartProductDetails, loadCartProducts } from "@/server/carts/cart-products";
import { type CartRecord, toCartRecord } from "@/server/carts/cart-record";
import { cartView } from "@/server/carts/cart-view";
import { loadCheckoutContext } from "@/server/carts/checkout-context";
import { loadOwnCart } from "@/server/carts/load-own-cart";
import type { Database } from "@/server/db/client";
import { carts, type OrderRow, products as productsTable } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { checkQuoteCart } from "@/server/quote-carts/check-quote-cart";

import { commitOrder, type NewOrder, postgresErrorCode } from "./commit-order";
import { findOrderByIdempotencyKey } from "./find-order";
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
  /** Who took the order where: the web shop by default; staff on the phone or in the shop (place-non-web-order.ts). */
  origin?: OrderOrigin;
}

export interface OrderOrigin {
  channel: OrderChannel;
  enteredBy: number | null;
  staffNote: string | null;
}

const WEB_ORIGIN: OrderOrigin = { channel: "web", enteredBy: null, staffNote: null };

/**
 * Issue 5: bank transfer, pin at delivery and pin at pick-up place the order
 * with payment pending; the other online methods wait for the payment ("open").
 * A bank transfer still gets a provider payment: its page tells the customer
 * where to transfer to, and the provider reports the money's arrival.
 */
export function initialPaymentStatus(method: string, online: boolean): "open" | "pending" {
  return online && method !== "banktransfer" ? "open" : "pending";
}

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
  // A quote cart orders exactly its quote, or nothing (specification §4; 422 per difference, 403 another session's quote).
  const quote = await checkQuoteCart(db, applied, sessionId, applied.products, now);
  // One after the other: PGlite hung on these two run side by side (browser tests, 2026-11-21).
  const checkout = await loadCheckoutContext(db, applied, applied.products, now);
  const combinations = await loadCombinationTerms(db, applied.items);
  const { settings } = checkout;
  const { methods, chosen } = effectivePaymentMethod(applied, settings.paymentFees);
  const deliveryType = deriveDeliveryType(applied.items);
  const problems = orderProblems({
    items: applied.items,
    expiredItemKeys: Object.entries(applied.items)
      .filter(([, item]) => applied.products.get(item.productId)?.expired !== false)
      .map(([key]) => key),
    deliveryType,
    // applyCartInput drops a method the cart no longer allows; the wish it dropped makes the clearer message.
    fields: { ...applied.fields, paymentMethod: input.paymentMethod ?? cart.fields.paymentMethod ?? null },
    acceptedTermsAndConditions: input.acceptedTermsAndConditions === true,
    vatNumberStatus: applied.fields.vatNumberStatus ?? null,
    deliverable: checkout.deliveryOptions.available,
    unavailableItemKeys: checkout.deliveryOptions.unavailableItems,
    isSelectableDay: checkout.isSelectableDay,
    isSelectableWeek: checkout.isSelectableWeek,
    availablePaymentMethods: methods.map((method) => method.id),
  });
  if (problems.length > 0 || !chosen) {
    throw new ApiError(422, "Je bestelling is nog niet compleet; controleer de gemarkeerde gegevens.", problems);
  }

  // The VAT as the checked fields decide it (a VIES-valid foreign EU number: reverse charge), frozen with the totals.
  const totals = computeTotals({ items: applied.items, products: applied.products, smallOrder: settings.smallOrder, paymentFeeCents: chosen.feeCents, combinations, vatTreatment: vatTreatment(applied.fields, deliveryType), quoteDiscountCents: quote?.discountTotalCents ?? 0 });
  // Pick-up has no delivery moment and no floor; floor and lift only for large appliances (decisions §3).
  // The quote's link was for checking the right to it; the order keeps only the quote's number.
  const { elevator, quoteToken: _quoteToken, ...otherFields } = applied.fields;
  const noFloor = deliveryType === "pickUp" || checkout.disableFloorSelection;
  const fields = {
    ...otherFields,
    ...(noFloor ? { floor: null } : elevator === undefined ? {} : { elevator }),
    paymentMethod: chosen.id,
    ...(deliveryType === "pickUp" ? { deliveryDay: null, deliveryWeek: null } : {}),
  };

  const wanted = new Map<number, number>();
  for (const item of Object.values(applied.items)) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty);
  const newOrder: NewOrder = {
    cartId,
    sessionId,
    idempotencyKey,
    paymentStatus: initialPaymentStatus(chosen.id, chosen.online),
    paymentMethod: chosen.id,
    deliveryType,
    deliveryDay: deliveryType === "pickUp" ? null : (fields.deliveryDay ?? null),
    deliveryWeek: deliveryType === "pickUp" ? null : (fields.deliveryWeek ?? null),
    emailAddress: fields.emailAddress!,
    // The first pick-up day, as the customer was shown it: the order page, the mail and the withdrawal's term count from it.
    fields: deliveryType === "pickUp" ? { ...fields, pickUpDay: checkout.deliveryOptions.pickUp.date } : fields,
    items: orderLines(applied.items, applied.products),
    totals: { ...totals },
    // What the payment provider is asked for (start-payment.ts): excluding VAT with reverse charge.
    grandTotalCents: totals.grandTotal,
    createdAt: now,
    ...(request.origin ?? WEB_ORIGIN),
  };

  let outcome: Awaited<ReturnType<typeof commitOrder>>;
  try {
    outcome = await commitOrder(db, {
      order: newOrder,
      cartFields: fields,
      cartItems: applied.items,
      version: input.version,
      wanted,
      // The quote becomes accepted with this order, in the same statement: both or neither.
      quote: quote ? { quoteId: quote.quoteId, today: shopDay(now) } : null,
    });
  } catch (error) {
    // The same key from this session placed another cart's order already: that order is the answer.
    if (idempotencyKey && postgresErrorCode(error) === "23505") {
      const earlier = await findOrderByIdempotencyKey(db, sessionId, idempotencyKey);
      if (earlier) return answerPlacedOrder(db, earlier, startPayment, now);
    }
    throw error;
  }
  if (outcome.kind === "short") throw await shortages(db, applied.items, applied.products, wanted);
  if (outcome.kind === "cartMovedOn") {
    // Another request won: the same order placed by a double click, or a change in between.
    const latest = await loadOwnCart(db, cartId, sessionId, now);
    const order = latest.locked ? await findOrderByCart(db, cartId) : null;
    if (order) return answerPlacedOrder(db, order, startPayment, now);
    throw latest.locked ? cartLocked() : staleVersion(latest.version);
  }
  const order: OrderRow = {
    ...newOrder,
    orderRef: outcome.orderRef,
    paidAt: null,
    withdrawnAt: null,
    cancelledAt: null,
    fulfilmentStatus: "new",
    stockTaken: null,
    stockReleasedAt: null,
    pickUpCode: null,
    deliveryWindow: null,
    // The column's default: a new order's links are of the first generation.
    linkGeneration: 0,
    // PostgreSQL's generated columns, for the back office's list; nothing after placing reads them from this row.
    searchText: "",
    customerName: "",
    pickUpDay: typeof newOrder.fields.pickUpDay === "string" ? newOrder.fields.pickUpDay : null,
  };
  const lockedCart: CartRecord = { ...cart, fields, items: applied.items, version: cart.version + 1, locked: true, updatedAt: now };
  // Everything the answer needs is at hand: no need to read the cart and its products again.
  const paymentUrl = await startPayment(order, { fresh: true });
  return cartAnswer(lockedCart, applied.products, checkout, { orderRef: order.orderRef, paymentUrl }, combinations, quote);
}

/** Which items ran short, read after the refused order: 422 naming each. */
async function shortages(db: Database, items: CartRecord["items"], products: ReadonlyMap<number, CartProductDetails>, wanted: ReadonlyMap<number, number>) {
  const rows = await db
    .select({ productId: productsTable.productId, stock: productsTable.stock, stockEstimatedDate: productsTable.stockEstimatedDate })
    .from(productsTable)
    .where(inArray(productsTable.productId, [...wanted.keys()]));
  const short = rows.filter((row) => row.stock < wanted.get(row.productId)! && !(row.stock === 0 && row.stockEstimatedDate !== null));
  return new ApiError(
    422,
    "Niet alles is nog op voorraad.",
    short.map((row) => {
      const key = Object.entries(items).find(([, item]) => item.productId === row.productId)?.[0] ?? String(row.productId);
      const name = products.get(row.productId)?.name ?? String(row.productId);
      return { field: `items.${key}.qty`, errorMessage: `Van ${name} is niet genoeg meer op voorraad; verlaag het aantal of kies een ander product` };
    }),
  );
}

/** The locked cart with its order number and where to pay; the same for the first request and every repeat. */
async function answerPlacedOrder(db: Database, order: OrderRow, startPayment: StartPayment, now: Date) {
  const paymentUrl = await startPayment(order);
  const [row] = await db.select().from(carts).where(eq(carts.cartId, order.cartId)).limit(1);
  const cart = toCartRecord(row!);
  const products = await loadCartProducts(db, [...new Set(Object.values(cart.items).map((item) => item.productId))]);
  return cartView(db, cart, products, now, { orderRef: order.orderRef, paymentUrl });
}
