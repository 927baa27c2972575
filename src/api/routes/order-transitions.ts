/**
 * The staff's order transitions (decisions §10, §12: staff and admins run the
 * orders): the fulfilment, a payment recorded by hand, and refunds through the
 * payment provider. Staff only (a guest 401); answers are never cached.
 */
import { z } from "zod";

import { centsToEuros, eurosToCents } from "@/domain/money";
import { IDEMPOTENCY_KEY } from "@/schemas/cart-input";
import { refundAnswerSchema, staffOrderStatusAnswerSchema } from "@/schemas/answers/orders";
import { fulfilmentChangeSchema, ORDER_TRANSITION_BODY_LIMIT, paymentStatusChangeSchema, refundRequestSchema } from "@/schemas/order-transitions";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { changeFulfilmentByStaff } from "@/server/order-transitions/change-fulfilment-by-staff";
import { recordPaymentByStaff } from "@/server/order-transitions/record-payment-by-staff";
import { staffOrderStatus } from "@/server/order-transitions/staff-order-status";
import { requestOrderMails } from "@/server/orders/order-mail-outbox";
import { shopPaymentProvider } from "@/server/payments/shop-payments";
import { createRefund } from "@/server/refunds/create-refund";
import type { StaffIdentity } from "@/server/staff/identify-staff";
import { requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const orderParams = z.object({ orderRef: z.string().max(40) });

const staffActor = (staff: StaffIdentity) => ({ kind: "staff", staffMemberId: staff.staffMemberId, role: staff.role }) as const;

/** A refund needs an Idempotency-Key, as placing an order does: a retry after a lost answer must not refund twice. */
function idempotencyKey(request: Request): string {
  const key = request.headers.get("idempotency-key");
  if (key === null || key.trim() === "") {
    throw new ApiError(422, "Stuur een Idempotency-Key mee, zodat een herhaald verzoek niet twee keer terugbetaalt.", [{ field: "Idempotency-Key", errorMessage: "De Idempotency-Key ontbreekt." }]);
  }
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, "De Idempotency-Key is 8 tot 100 letters, cijfers, - of _.", [{ field: "Idempotency-Key", errorMessage: "Ongeldige Idempotency-Key" }]);
  return key;
}

export const orderTransitionRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/fulfilment/",
      summary:
        "Staff move the order's fulfilment ({ status, note?, deliveryWindow? }): outForDelivery needs the time window (13:00-17:00), readyForPickup gives a pick-up code, cancelling a paid order starts its whole refund; the customer's mail goes in the outbox. 409 with the reason when the rules refuse.",
      role: "staff",
      answers: [{ status: 200, description: "The order's statuses as staff see them.", data: staffOrderStatusAnswerSchema }],
      failures: [400, 401, 404, 409, 413, 415, 422],
    },
    { authorize: requireStaff, params: orderParams, body: fulfilmentChangeSchema, bodyLimitBytes: ORDER_TRANSITION_BODY_LIMIT, cache: "no-store" },
    async ({ auth: staff, params, body }) => {
      const db = await getDatabase();
      const order = await changeFulfilmentByStaff(db, shopPaymentProvider(db), {
        orderRef: params.orderRef,
        to: body.status,
        note: body.note || null,
        deliveryWindow: body.deliveryWindow ?? null,
        actor: staffActor(staff),
        now: new Date(),
      });
      requestOrderMails(db);
      return staffOrderStatus(db, order, staff.role);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/payment-status/",
      summary: "Staff record a pin or bank transfer payment ({ status: \"paid\", note? }); the \"betaling ontvangen\" mail follows. 409 with the reason when the rules refuse (an online payment is the provider's to report).",
      role: "staff",
      answers: [{ status: 200, description: "The order's statuses as staff see them.", data: staffOrderStatusAnswerSchema }],
      failures: [400, 401, 404, 409, 413, 415, 422],
    },
    { authorize: requireStaff, params: orderParams, body: paymentStatusChangeSchema, bodyLimitBytes: ORDER_TRANSITION_BODY_LIMIT, cache: "no-store" },
    async ({ auth: staff, params, body }) => {
      const db = await getDatabase();
      const order = await recordPaymentByStaff(db, { orderRef: params.orderRef, note: body.note || null, actor: staffActor(staff), now: new Date() });
      requestOrderMails(db);
      return staffOrderStatus(db, order, staff.role);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/orders/{orderRef}/refunds/",
      summary:
        "Staff refund a paid order, whole or in part ({ amount (euros), reason? }, Idempotency-Key header: the same key answers the same refund) through the payment provider. It counts once the provider confirms it. 422 above what is still refundable; 409 for an order never paid, or paid by pin or transfer (refund by bank).",
      role: "staff",
      answers: [{ status: 201, description: "The refund, as the provider answered it.", data: refundAnswerSchema }],
      failures: [400, 401, 404, 409, 413, 415, 422, 502],
    },
    {
      authorize: async (request) => ({ staff: await requireStaff(request), idempotencyKey: idempotencyKey(request) }),
      params: orderParams,
      body: refundRequestSchema,
      bodyLimitBytes: ORDER_TRANSITION_BODY_LIMIT,
      cache: "no-store",
      status: 201,
    },
    async ({ auth, params, body }) => {
      const db = await getDatabase();
      const { refund, refundableCents } = await createRefund(db, shopPaymentProvider(db), {
        orderRef: params.orderRef,
        amountCents: eurosToCents(body.amount),
        reason: body.reason || null,
        idempotencyKey: auth.idempotencyKey,
        actor: staffActor(auth.staff),
        now: new Date(),
      });
      requestOrderMails(db);
      return { refundId: refund.refundId, orderRef: refund.orderRef, amount: centsToEuros(refund.amountCents), status: refund.status, refundable: centsToEuros(refundableCents) };
    },
  ),
];
