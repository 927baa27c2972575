/** Orders taken by staff on the phone or in the shop (issue 20, decisions §10): entered and read back by staff only. */
import { z } from "zod";

import { nonWebOrderAnswerSchema } from "@/schemas/answers/non-web-order";
import { IDEMPOTENCY_KEY } from "@/schemas/cart-input";
import { NON_WEB_ORDER_BODY_LIMIT, nonWebOrderSchema } from "@/schemas/non-web-order";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { requestOrderMails } from "@/server/orders/order-mail-outbox";
import { placeNonWebOrder } from "@/server/orders/place-non-web-order";
import { readNonWebOrder } from "@/server/orders/read-non-web-order";
import { startShopPayment } from "@/server/payments/shop-payments";
import { requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

/** Optional here (the web checkout requires it): with one, a repeat answers the same order; a malformed one is refused. */
function optionalIdempotencyKey(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null || key.trim() === "") return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, "De Idempotency-Key is 8 tot 100 letters, cijfers, - of _.", [{ field: "Idempotency-Key", errorMessage: "Ongeldige Idempotency-Key" }]);
  return key;
}

export const nonWebOrderRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/orders/non-web/",
      summary:
        "Staff enter an order taken on the phone or in the shop: the customer's fields as the cart names them, items as a list, delivery or pick-up, pin or bank transfer, a note. Placed as a web order is (stock taken in the same statement); 422 per field, 409 when stock is short. An optional Idempotency-Key makes a repeat answer the same order.",
      role: "staff",
      answers: [{ status: 201, description: "The order.", data: nonWebOrderAnswerSchema }],
      failures: [400, 401, 409, 413, 415, 422],
    },
    { authorize: requireStaff, body: nonWebOrderSchema, bodyLimitBytes: NON_WEB_ORDER_BODY_LIMIT, status: 201 },
    async ({ request, auth: staff, body }) => {
      const db = await getDatabase();
      const order = await placeNonWebOrder(db, { input: body, staffMemberId: staff.staffMemberId, idempotencyKey: optionalIdempotencyKey(request), now: new Date() }, startShopPayment(db));
      // The customer's "bestelling ontvangen" goes out from the outbox in the next quiet moment (order-mail-outbox.ts).
      requestOrderMails(db);
      return order;
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/orders/non-web/{orderId}/",
      summary: "A phone or shop order (orderId is its order number), for staff: the order, its channel, who entered it and the note. A web order is not found here.",
      role: "staff",
      answers: [{ status: 200, description: "The order.", data: nonWebOrderAnswerSchema }],
      failures: [401, 404],
    },
    { authorize: requireStaff, params: z.object({ orderId: z.string() }) },
    async ({ params }) => readNonWebOrder(await getDatabase(), params.orderId, new Date()),
  ),
];
