/** Carts (specification §6): a guest makes one, reads and changes their own, and places the order with it; the address lookup helps fill it in. */
import { z } from "zod";

import { ADDRESS_LOOKUP_BODY_LIMIT, addressLookupSchema } from "@/schemas/address-lookup";
import { addressLookupAnswerSchema } from "@/schemas/answers/address";
import { cartAnswerSchema } from "@/schemas/answers/cart";
import { CART_BODY_LIMIT, cartCreateSchema, cartUpdateSchema, IDEMPOTENCY_KEY } from "@/schemas/cart-input";
import { lookupAddress } from "@/server/address/lookup-address";
import { createCart } from "@/server/carts/create-cart";
import { readCart } from "@/server/carts/read-cart";
import { updateCart } from "@/server/carts/update-cart";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { requestOrderMails } from "@/server/orders/order-mail-outbox";
import { placeOrder } from "@/server/orders/place-order";
import { startShopPayment } from "@/server/payments/shop-payments";
import { ADDRESS_LOOKUP, CART_CHANGES, CART_CREATION } from "@/server/rate-limit/rules";
import { enforceShopperRateLimit } from "@/server/rate-limit/shopper-rate-limit";
import { requireSession } from "@/server/session/session-cookie";

import { endpoint } from "../declare";

// Any text, of any length: an id this shop never made is an unknown cart (404, the client resets), not a bad request.
const cartParams = z.object({ cartId: z.string() });

/**
 * Placing an order needs an Idempotency-Key (decisions §6): without one, a retry
 * after a lost answer cannot be told from a second order. Missing: 422 naming
 * it, and nothing is placed; the shop's own client always sends one
 * (src/lib/cart/order-attempt.ts).
 */
function idempotencyKey(request: Request): string {
  const key = request.headers.get("idempotency-key");
  if (key === null || key.trim() === "") {
    throw new ApiError(422, "Stuur een Idempotency-Key mee om de bestelling te plaatsen, zodat een herhaald verzoek geen tweede bestelling maakt.", [
      { field: "Idempotency-Key", errorMessage: "De Idempotency-Key ontbreekt." },
    ]);
  }
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, "De Idempotency-Key is 8 tot 100 letters, cijfers, - of _.", [{ field: "Idempotency-Key", errorMessage: "Ongeldige Idempotency-Key" }]);
  return key;
}

/** Counted before anything else, so that a flood of carts, or of requests that make none, is refused cheaply. */
async function sessionLimitedForCreation(request: Request): Promise<string> {
  await enforceShopperRateLimit(CART_CREATION, request);
  return requireSession(request);
}

/** Counted before the session is read: a flood of changes is refused before it costs a query (or a VIES lookup). */
async function sessionLimitedForChanges(request: Request): Promise<string> {
  await enforceShopperRateLimit(CART_CHANGES, request);
  return requireSession(request);
}

export const cartRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/carts/",
      summary: "A new cart for the visitor's session: 201 with the whole cart, its cartId and version 1.",
      role: "guest",
      answers: [{ status: 201, description: "The new cart.", data: cartAnswerSchema }],
      failures: [401, 413, 415, 422, 429],
    },
    { authorize: sessionLimitedForCreation, body: cartCreateSchema, bodyLimitBytes: CART_BODY_LIMIT, status: 201 },
    async ({ auth: sessionId, body }) => createCart(await getDatabase(), sessionId, body, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/carts/address/",
      summary:
        "Street and city for a postal code and house number. No session is needed and nothing is stored; an unknown address is a 200 with status notFound. Limited per session and per client address.",
      role: "guest",
      answers: [{ status: 200, description: "The address, or why there is none.", data: addressLookupAnswerSchema }],
      failures: [413, 415, 422, 429],
    },
    { authorize: (request) => enforceShopperRateLimit(ADDRESS_LOOKUP, request), body: addressLookupSchema, bodyLimitBytes: ADDRESS_LOOKUP_BODY_LIMIT, cache: "no-store" },
    ({ body }) => lookupAddress(body),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/carts/{cartId}/",
      summary: "The session's own cart. No session 401, another session's cart 403, unknown or expired 404.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The cart.", data: cartAnswerSchema }],
      failures: [401, 403, 404],
    },
    { authorize: requireSession, params: cartParams },
    async ({ auth: sessionId, params }) => readCart(await getDatabase(), params.cartId, sessionId, new Date()),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/carts/{cartId}/",
      summary:
        "Changes the session's own cart, naming the version it read (409 when stale, with the current version); a locked cart is read-only (423). With acceptedTermsAndConditions: true it places the order, which needs an Idempotency-Key.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The cart as it is now.", data: cartAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422, 423, 429],
    },
    { authorize: sessionLimitedForChanges, params: cartParams, body: cartUpdateSchema, bodyLimitBytes: CART_BODY_LIMIT },
    async ({ request, auth: sessionId, params, body }) => {
      const db = await getDatabase();
      if (body.acceptedTermsAndConditions !== true) return updateCart(db, params.cartId, sessionId, body, new Date());
      const cart = await placeOrder(db, { cartId: params.cartId, sessionId, input: body, idempotencyKey: idempotencyKey(request), now: new Date() }, startShopPayment(db));
      // The order's mail (if placing brings one) goes out through the job queue (order-mail-outbox.ts); the customer does not wait for it.
      requestOrderMails(db);
      return cart;
    },
  ),
];
