import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { defineRoute, handle } from "@/server/http/route-handler";
import { retryOrderPayment } from "@/server/orders/retry-order-payment";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { ORDER_PAYMENT_RETRIES } from "@/server/rate-limit/rules";
import { readSession } from "@/server/session/session-cookie";

const params = z.object({ orderRef: z.string() });
const body = z.object({ token: z.string().max(100).optional() });

/** Pays an order again after a cancelled or failed attempt: a new payment, never a new order. Answers where to pay. Each asks the provider, so attempts are limited per client address. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: (request) => enforceClientRateLimit(ORDER_PAYMENT_RETRIES, request), params, body, bodyLimitBytes: 4096, status: 201 }, async ({ request, params, body }) =>
    retryOrderPayment(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: body.token ?? null }, new Date()),
  ),
});
