/** Orders (decisions §5, §6, §7): read by the session that placed it or the holder of the signed link; paid again; withdrawn. */
import { z } from "zod";

import { orderAnswerSchema, paymentRedirectAnswerSchema, withdrawalAnswerSchema } from "@/schemas/answers/orders";
import { formFlag } from "@/schemas/form-text";
import { getDatabase } from "@/server/db/client";
import { readOrder } from "@/server/orders/read-order";
import { retryOrderPayment } from "@/server/orders/retry-order-payment";
import { withdrawOrder } from "@/server/orders/withdraw-order";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { ORDER_PAYMENT_RETRIES } from "@/server/rate-limit/rules";
import { readSession } from "@/server/session/session-cookie";

import { endpoint } from "../declare";

const orderParams = z.object({ orderRef: z.string() });
const linkToken = z.string().max(100).optional();

export const orderRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/orders/{orderRef}/",
      summary: "An order, for the session that placed it or the holder of the signed link (?token= or X-Order-Token).",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The order.", data: orderAnswerSchema }],
      failures: [400, 403, 404],
    },
    { params: orderParams, query: z.object({ token: linkToken }) },
    async ({ request, params, query }) =>
      readOrder(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: query.token ?? request.headers.get("x-order-token") }, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/payments/",
      summary: "Pays an order again after a cancelled or failed attempt: a new payment, never a new order. Answers where to pay. Limited per client address.",
      role: "guest",
      ownData: true,
      answers: [{ status: 201, description: "Where to pay.", data: paymentRedirectAnswerSchema }],
      failures: [400, 403, 404, 409, 413, 415, 422, 429, 502],
    },
    { authorize: (request) => enforceClientRateLimit(ORDER_PAYMENT_RETRIES, request), params: orderParams, body: z.object({ token: linkToken }), bodyLimitBytes: 4096, status: 201 },
    async ({ request, params, body }) => retryOrderPayment(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: body.token ?? null }, new Date()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/withdrawal/",
      summary: "The withdrawal function's second step (decisions §7): records the moment once and mails it.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The withdrawal.", data: withdrawalAnswerSchema }],
      failures: [400, 403, 404, 409, 413, 415, 422],
    },
    {
      params: orderParams,
      body: z.object({ token: linkToken, confirm: z.preprocess(formFlag, z.literal(true, "Bevestig de herroeping met confirm: true")) }),
      bodyLimitBytes: 4096,
    },
    async ({ request, params, body }) => withdrawOrder(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: body.token ?? null }, new Date()),
  ),
];
