import "server-only";

/**
 * POST /api/orders/non-web/: an order taken by a member of staff on the phone or
 * in the shop (issue 20, decisions §10). It is placed exactly as a web order is,
 * so that stock, totals, VAT, the delivery calendar and the first mail follow
 * one code path:
 *
 *   1. the form's items go through the cart's own rules (applyCartInput: unknown,
 *      expired and sold-out products refused, free options, prices), twice, so
 *      that each item gets exactly the options entered and none inherits the
 *      first item's (domain/orders/non-web-order.ts names any that could not be
 *      had);
 *   2. they become a cart of the staff member's own order session
 *      (`non-web:<staffMemberId>`: no browser ever holds it, since session
 *      cookies are signed), and
 *   3. placeOrder (place-order.ts) checks every field (order-requirements.ts: a
 *      422 per field, named as the cart names them), freezes the totals and
 *      commits in ONE statement that takes the stock (`stock >= qty`), so a
 *      non-web order and a web order racing for the last unit cannot both win;
 *      a bank transfer gets its payment (and reference) as on the web.
 *
 * What differs: pin or bank transfer only; the channel, who entered it and the
 * staff's note are kept on the order; a shortage answers 409 (the web's checkout
 * answers 422 there, its client's contract); item problems are named by their
 * place in the form's list (`items.0.qty`).
 */
import { randomBytes } from "node:crypto";

import { inArray } from "drizzle-orm";

import { parseItemKey } from "@/domain/cart/item-key";
import { offersOption } from "@/domain/cart/product-offers";
import type { FieldProblem } from "@/domain/checkout/order-requirements";
import { NON_WEB_ORDER_COPY, nonWebCartItems, nonWebPaymentProblem, optionMismatches, problemsByPosition, type NonWebCartRequest } from "@/domain/orders/non-web-order";
import type { NonWebOrderInput } from "@/schemas/non-web-order";
import { applyCartInput } from "@/server/carts/apply-cart-input";
import { cartExpiry } from "@/server/carts/cart-record";
import { cartWrites, type Database } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { carts, products } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { findOrderByIdempotencyKey } from "./find-order";
import { placeOrder, type StartPayment } from "./place-order";
import { readNonWebOrder } from "./read-non-web-order";

export interface NonWebOrderRequest {
  input: NonWebOrderInput;
  staffMemberId: number;
  /** Optional for staff: with one, a repeated request (a double click, a retry) answers the same order. */
  idempotencyKey: string | null;
  now: Date;
}

/** The session a member of staff's non-web orders belong to; a customer reads their order through the signed link. */
export function nonWebSessionId(staffMemberId: number): string {
  return `non-web:${staffMemberId}`;
}

const incomplete = (problems: readonly FieldProblem[]) => new ApiError(422, "De bestelling is nog niet compleet; controleer de gemarkeerde gegevens.", problems);

export async function placeNonWebOrder(db: Database, request: NonWebOrderRequest, startPayment: StartPayment) {
  const { input, staffMemberId, idempotencyKey, now } = request;
  const sessionId = nonWebSessionId(staffMemberId);
  if (idempotencyKey) {
    const earlier = await findOrderByIdempotencyKey(db, sessionId, idempotencyKey);
    if (earlier) return readNonWebOrder(db, earlier.orderRef, now);
  }

  const { channel, items, deliveryType, note, paymentMethod, ...fields } = input;
  const mapped = nonWebCartItems(items, deliveryType);
  const payment = nonWebPaymentProblem(paymentMethod);
  const early = [...(payment ? [payment] : []), ...(mapped.ok ? [] : mapped.problems)];
  if (early.length > 0 || !mapped.ok) throw incomplete(early);
  const cartRequest = mapped.request;

  let orderRef: string;
  try {
    // Added, then set again: the second pass sets each item's options exactly, as a customer's clicks would.
    const added = await applyCartInput(db, { fields: {}, items: {} }, { items: cartRequest.requested }, now);
    const applied = await applyCartInput(db, { fields: {}, items: added.items }, { items: cartRequest.requested }, now, added.products);
    const mismatches = optionMismatches(cartRequest, applied.items, (key, option) => {
      const product = applied.products.get(parseItemKey(key)?.productId ?? 0);
      return product !== undefined && offersOption(product, option);
    });
    if (mismatches.length > 0) throw incomplete(mismatches);

    const cartId = randomBytes(16).toString("base64url");
    await cartWrites(db)
      .insert(carts)
      .values({ cartId, sessionId, version: 1, fields: {}, items: applied.items, createdAt: now, updatedAt: now, expiresAt: cartExpiry(now) });
    const placed = await placeOrder(
      db,
      {
        cartId,
        sessionId,
        // The customer agrees to the terms on the phone or at the counter; staff enter the order for them.
        input: { ...fields, paymentMethod, version: 1, acceptedTermsAndConditions: true },
        idempotencyKey,
        now,
        origin: { channel, enteredBy: staffMemberId, staffNote: note ?? null },
      },
      startPayment,
    );
    orderRef = placed.orderRef!;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    // Whichever check saw it first (adding, the order's checks, or the commit's own stock test), too little stock is a 409.
    const short = await shortages(db, cartRequest);
    if (short.length > 0) throw new ApiError(409, NON_WEB_ORDER_COPY.shortage, short);
    throw new ApiError(422, error.message, problemsByPosition(error.errors, cartRequest.positions));
  }
  return readNonWebOrder(db, orderRef, now);
}

/** The items there is not enough stock for now, by their place in the list; a product sold out with an expected date is sold ahead, as on the web. */
async function shortages(db: Database, request: NonWebCartRequest): Promise<FieldProblem[]> {
  const wanted = new Map<number, number>();
  for (const item of Object.values(request.requested)) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty);
  const ids = [...wanted.keys()].filter(isStorableId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ productId: products.productId, name: products.name, stock: products.stock, stockEstimatedDate: products.stockEstimatedDate })
    .from(products)
    .where(inArray(products.productId, ids));
  const short = new Map(rows.filter((row) => row.stock < wanted.get(row.productId)! && !(row.stock === 0 && row.stockEstimatedDate !== null)).map((row) => [row.productId, row.name]));
  return Object.entries(request.requested)
    .filter(([, item]) => short.has(item.productId))
    .map(([key, item]) => ({ field: `items.${request.positions.get(key)}.qty`, errorMessage: NON_WEB_ORDER_COPY.shortItem(short.get(item.productId)!) }));
}
