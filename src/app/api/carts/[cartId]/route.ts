import { z } from "zod";

import { CART_BODY_LIMIT, cartUpdateSchema } from "@/schemas/cart-input";
import { readCart } from "@/server/carts/read-cart";
import { updateCart } from "@/server/carts/update-cart";
import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { requireSession } from "@/server/session/session-cookie";

// Any text: an id this shop never made is an unknown cart (404, the client resets), not a bad request.
const params = z.object({ cartId: z.string().max(100) });

/**
 * The session's own cart (decisions §5, §6). No session 401, another session's
 * cart 403, unknown or expired 404; a write names the version it read (409 when
 * stale, with the current version) and a locked cart is read-only (423).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params }, async ({ request, params }) => readCart(await getDatabase(), params.cartId, requireSession(request), new Date())),
  PUT: handle({ params, body: cartUpdateSchema, bodyLimitBytes: CART_BODY_LIMIT }, async ({ request, params, body }) =>
    updateCart(await getDatabase(), params.cartId, requireSession(request), body, new Date()),
  ),
});
