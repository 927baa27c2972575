import { z } from "zod";

import { CART_BODY_LIMIT, cartUpdateSchema, IDEMPOTENCY_KEY } from "@/schemas/cart-input";
import { readCart } from "@/server/carts/read-cart";
import { updateCart } from "@/server/carts/update-cart";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { defineRoute, handle } from "@/server/http/route-handler";
import { placeOrder } from "@/server/orders/place-order";
import { requestConfirmations } from "@/server/orders/confirmation-outbox";
import { startShopPayment } from "@/server/payments/shop-payments";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { CART_CHANGES } from "@/server/rate-limit/rules";
import { requireSession } from "@/server/session/session-cookie";

// Any text, of any length: an id this shop never made is an unknown cart (404, the client resets), not a bad request.
const params = z.object({ cartId: z.string() });

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

/**
 * The session's own cart (decisions §5, §6). No session 401, another session's
 * cart 403, unknown or expired 404; a write names the version it read (409 when
 * stale, with the current version) and a locked cart is read-only (423).
 * With `acceptedTermsAndConditions: true` the PUT places the order (decisions §6).
 */
/** Counted before the session is read: a flood of changes is refused before it costs a query (or a VIES lookup). */
async function limitedSession(request: Request): Promise<string> {
  await enforceClientRateLimit(CART_CHANGES, request);
  return requireSession(request);
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: requireSession, params }, async ({ auth: sessionId, params }) => readCart(await getDatabase(), params.cartId, sessionId, new Date())),
  PUT: handle({ authorize: limitedSession, params, body: cartUpdateSchema, bodyLimitBytes: CART_BODY_LIMIT }, async ({ request, auth: sessionId, params, body }) => {
    const db = await getDatabase();
    if (body.acceptedTermsAndConditions !== true) return updateCart(db, params.cartId, sessionId, body, new Date());
    const cart = await placeOrder(db, { cartId: params.cartId, sessionId, input: body, idempotencyKey: idempotencyKey(request), now: new Date() }, startShopPayment(db));
    // The confirmation goes out in the next quiet moment (confirmation-outbox.ts); the customer does not wait for it.
    requestConfirmations(db);
    return cart;
  }),
});
