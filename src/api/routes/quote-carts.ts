/**
 * The customer orders or declines a quote (issue 22): the session that asked
 * for it, or whoever holds the signed link of the quote's mail (`?token=`).
 */
import { z } from "zod";

import { cartAnswerSchema } from "@/schemas/answers/cart";
import { QUOTE_STATUSES } from "@/domain/quotes/quote-status";
import { getDatabase } from "@/server/db/client";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { declineQuote } from "@/server/quote-carts/decline-quote";
import { orderQuote } from "@/server/quote-carts/order-quote";
import { enforceShopperRateLimit } from "@/server/rate-limit/shopper-rate-limit";
import { CART_CHANGES } from "@/server/rate-limit/rules";
import { readSession, requireSession } from "@/server/session/session-cookie";

import { endpoint } from "../declare";

// Any text: a number that is no quote is a 404, not a bad request.
const quoteParams = z.object({ quoteId: z.string() });
const linkQuery = z.object({ token: z.string().max(100).optional() });
const QUOTE_BODY_LIMIT = 4096;

/** Counted before the session is read, as a cart change (it writes a cart). */
async function sessionLimited(request: Request): Promise<string> {
  await enforceShopperRateLimit(CART_CHANGES, request);
  return requireSession(request);
}

export const quoteCartRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/{quoteId}/cart/",
      summary:
        "Orders a quote: the session's cart (the `cartId` sent, when it is the session's and not ordered; else a new cart, 201) gets exactly the quote's lines and discounts and becomes a quote cart. For the session that asked or with the quote mail's `?token=`; another's quote answers the 404 of an unknown one; a quote that is not sent or no longer valid 409.",
      role: "guest",
      ownData: true,
      answers: [
        { status: 201, description: "A new cart, now a quote cart.", data: cartAnswerSchema },
        { status: 200, description: "The session's cart, now a quote cart.", data: cartAnswerSchema },
      ],
      failures: [401, 403, 404, 409, 410, 413, 415, 422, 423, 429],
    },
    {
      authorize: sessionLimited,
      params: quoteParams,
      query: linkQuery,
      body: z.object({ cartId: z.string().max(100).nullable().optional() }),
      bodyLimitBytes: QUOTE_BODY_LIMIT,
      cache: "no-store",
    },
    async ({ auth: sessionId, params, query, body }) => {
      const { created, cart } = await orderQuote(await getDatabase(), { quoteId: params.quoteId, sessionId, token: query.token ?? null, cartId: body.cartId ?? null, now: new Date() });
      return dataResponse(cart, { status: created ? 201 : 200, headers: { "cache-control": NO_STORE } });
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/quotes/{quoteId}/decline/",
      summary: "The customer declines a sent quote (kept in its history). For the session that asked or with the quote mail's `?token=`; anyone else gets the 404 of an unknown quote; a quote that is not sent 409.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The quote's new status.", data: z.strictObject({ quoteId: z.string(), status: z.enum(QUOTE_STATUSES), statusLabel: z.string() }) }],
      failures: [401, 403, 404, 409, 410, 413, 415, 422, 429],
    },
    {
      authorize: (request) => enforceShopperRateLimit(CART_CHANGES, request),
      params: quoteParams,
      query: linkQuery,
      body: z.object({ reason: z.string().trim().max(1000, "De reden mag hoogstens 1000 tekens lang zijn").nullable().optional() }),
      bodyLimitBytes: QUOTE_BODY_LIMIT,
    },
    async ({ request, params, query, body }) =>
      declineQuote(await getDatabase(), params.quoteId, { sessionId: readSession(request), token: query.token ?? null }, body.reason || null, new Date()),
  ),
];
