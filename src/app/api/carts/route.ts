import { CART_BODY_LIMIT, cartCreateSchema } from "@/schemas/cart-input";
import { createCart } from "@/server/carts/create-cart";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { CART_CREATION } from "@/server/rate-limit/rules";
import { requireSession } from "@/server/session/session-cookie";

/** Counted before anything else, so that a flood of carts, or of requests that make none, is refused cheaply. */
async function limitedSession(request: Request): Promise<string> {
  await enforceClientRateLimit(CART_CREATION, request);
  return requireSession(request);
}

/** A new cart for the visitor's session (decisions §6): 201 with the whole cart, its cartId and version 1. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: limitedSession, body: cartCreateSchema, bodyLimitBytes: CART_BODY_LIMIT, status: 201 }, async ({ auth: sessionId, body }) =>
    createCart(await getDatabase(), sessionId, body, new Date()),
  ),
});
