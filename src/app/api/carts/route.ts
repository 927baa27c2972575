import { CART_BODY_LIMIT, cartCreateSchema } from "@/schemas/cart-input";
import { createCart } from "@/server/carts/create-cart";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { requireSession } from "@/server/session/session-cookie";

/** A new cart for the visitor's session (decisions §6): 201 with the whole cart, its cartId and version 1. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: requireSession, body: cartCreateSchema, bodyLimitBytes: CART_BODY_LIMIT, status: 201 }, async ({ auth: sessionId, body }) =>
    createCart(await getDatabase(), sessionId, body, new Date()),
  ),
});
