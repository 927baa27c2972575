/**
 * Orders (decisions §5, §6, §7): read by the session that placed it or the
 * holder of the signed link; paid again; withdrawn. For staff (issue 20, the
 * back office): the list with search and filters, the day's work, any order
 * with its back-office part, and notes.
 */
import { z } from "zod";

import {
  orderAnswerSchema,
  orderListAnswerSchema,
  orderNoteAnswerSchema,
  orderWorkAnswerSchema,
  paymentRedirectAnswerSchema,
  withdrawalAnswerSchema,
} from "@/schemas/answers/orders";
import { formFlag } from "@/schemas/form-text";
import { ORDER_NOTE_BODY_LIMIT, orderNoteSchema } from "@/schemas/order-notes";
import { ordersQuerySchema } from "@/schemas/orders-query";
import { getDatabase } from "@/server/db/client";
import { backOfficeOrder } from "@/server/orders/back-office-order";
import { countOrderWork, listOrders } from "@/server/orders/list-orders";
import { addOrderNote } from "@/server/orders/order-notes";
import { readAnyOrder, readOrder } from "@/server/orders/read-order";
import { retryOrderPayment } from "@/server/orders/retry-order-payment";
import { withdrawOrder } from "@/server/orders/withdraw-order";
import { enforceShopperRateLimit } from "@/server/rate-limit/shopper-rate-limit";
import { ORDER_PAYMENT_RETRIES } from "@/server/rate-limit/rules";
import { readSession } from "@/server/session/session-cookie";
import { requireStaff, staffOf } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const orderParams = z.object({ orderRef: z.string() });
const linkToken = z.string().max(100).optional();

export const orderRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/orders/",
      summary:
        "The back office's order list, for staff: q (order number, name, e-mail, postal code, phone), paymentStatus, fulfilmentStatus, deliveryType, deliveryDay, deliveryWeek, paymentMethod, placedFrom, placedTo (days in Europe/Amsterdam), channel, work (pickUpToday, deliverTomorrow, awaitingPayment, withdrawals), page, pageSize (≤ 100), sort (placedAt, orderRef, grandTotal, deliveryDay, customerName), order. A value that is not one of these answers 422 naming it.",
      role: "staff",
      answers: [{ status: 200, description: "One page of orders and how many match.", data: orderListAnswerSchema }],
      failures: [401, 403, 422],
    },
    { authorize: requireStaff, query: ordersQuerySchema, queryFailureStatus: 422 },
    async ({ query }) => listOrders(await getDatabase(), query, new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/orders/work/",
      summary: "The day's work at a glance, for staff: how many orders are to pick up today, to deliver tomorrow, waiting for payment, and withdrawn with the goods not yet back.",
      role: "staff",
      answers: [{ status: 200, description: "The four counts.", data: orderWorkAnswerSchema }],
      failures: [401, 403],
    },
    { authorize: requireStaff },
    async () => countOrderWork(await getDatabase(), new Date()),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/orders/{orderRef}/",
      summary:
        "An order, for the session that placed it or the holder of the signed link (?token= or X-Order-Token). Staff read any order, with `backOffice`: everything the customer gave, payments, refunds, mails, history, notes and the changes their role may make.",
      role: "guest",
      ownData: true,
      answers: [{ status: 200, description: "The order.", data: orderAnswerSchema }],
      failures: [400, 401, 403, 404, 410],
    },
    { authorize: (request) => staffOf(request), params: orderParams, query: z.object({ token: linkToken }) },
    async ({ request, auth: staff, params, query }) => {
      const db = await getDatabase();
      const now = new Date();
      if (!staff) return readOrder(db, params.orderRef, { sessionId: readSession(request), token: query.token ?? request.headers.get("x-order-token") }, now);
      const { order, answer } = await readAnyOrder(db, params.orderRef, now);
      return { ...answer, backOffice: await backOfficeOrder(db, order, answer, staff.role) };
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/notes/",
      summary: "Adds a note of staff to an order ({ text }, 1 to 2000 characters); never shown to the customer.",
      role: "staff",
      answers: [{ status: 201, description: "The note.", data: orderNoteAnswerSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireStaff, params: orderParams, body: orderNoteSchema, bodyLimitBytes: ORDER_NOTE_BODY_LIMIT, status: 201 },
    async ({ auth: staff, params, body }) => addOrderNote(await getDatabase(), { orderRef: params.orderRef, staff, text: body.text, now: new Date() }),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/payments/",
      summary: "Pays an order again after a cancelled or failed attempt: a new payment, never a new order. Answers where to pay. Limited per session and per client address.",
      role: "guest",
      ownData: true,
      answers: [{ status: 201, description: "Where to pay.", data: paymentRedirectAnswerSchema }],
      failures: [400, 403, 404, 409, 410, 413, 415, 422, 429, 502],
    },
    { authorize: (request) => enforceShopperRateLimit(ORDER_PAYMENT_RETRIES, request), params: orderParams, body: z.object({ token: linkToken }), bodyLimitBytes: 4096, status: 201 },
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
      failures: [400, 403, 404, 409, 410, 413, 415, 422],
    },
    {
      params: orderParams,
      body: z.object({ token: linkToken, confirm: z.preprocess(formFlag, z.literal(true, "Bevestig de herroeping met confirm: true")) }),
      bodyLimitBytes: 4096,
    },
    async ({ request, params, body }) => withdrawOrder(await getDatabase(), params.orderRef, { sessionId: readSession(request), token: body.token ?? null }, new Date()),
  ),
];
