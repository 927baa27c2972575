/** Payment providers report here (decisions §4): Mollie's webhook and the built-in test provider's page. */
import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { requestOrderMails } from "@/server/orders/order-mail-outbox";
import { receiveMollieWebhook } from "@/server/payments/receive-mollie-webhook";
import { shopPaymentProvider } from "@/server/payments/shop-payments";
import { settleTestPaymentAndReturn } from "@/server/payments/settle-test-payment";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { MOLLIE_WEBHOOK_CALLS, TEST_PAYMENT_CHOICES } from "@/server/rate-limit/rules";
import { enforceShopperRateLimit } from "@/server/rate-limit/shopper-rate-limit";
import { syncRefundsOfPayment } from "@/server/refunds/sync-refunds";

import { endpoint } from "../declare";

export const paymentRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/payments/mollie/webhook/",
      summary:
        "Mollie's webhook: the body (id=tr_…, a form) only names a payment; its status is fetched from Mollie, so a forged or repeated call changes nothing. Limited per client address.",
      role: "guest",
      answers: [{ status: 204, description: "Received." }],
      failures: [400, 413, 415, 429, 502],
    },
    { authorize: (request) => enforceClientRateLimit(MOLLIE_WEBHOOK_CALLS, request), bodyLimitBytes: 4096 },
    async ({ request }) => {
      const db = await getDatabase();
      const now = new Date();
      // The payment's news, and its refunds' (Mollie calls the payment's webhook when a refund changes).
      const answer = await receiveMollieWebhook(db, request, now, (paymentId) => syncRefundsOfPayment(db, shopPaymentProvider(db), paymentId, now));
      // A payment that came in, or a refund confirmed, brings its mail (decisions §10), through the job queue.
      requestOrderMails(db);
      return answer;
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/payments/test/{paymentId}/",
      summary: "The test provider's page posts the customer's choice here; the customer goes back to the shop with 303. Limited per session and per client address.",
      role: "guest",
      answers: [{ status: 303, description: "Back to the shop." }],
      failures: [404, 409, 413, 415, 422, 429],
    },
    {
      authorize: (request) => enforceShopperRateLimit(TEST_PAYMENT_CHOICES, request),
      params: z.object({ paymentId: z.string() }), body: z.object({ outcome: z.enum(["approve", "cancel", "fail"], "Kies approve, cancel of fail") }),
      bodyLimitBytes: 1024,
    },
    async ({ params, body }) => {
      const db = await getDatabase();
      const answer = await settleTestPaymentAndReturn(db, params.paymentId, body.outcome, new Date());
      requestOrderMails(db);
      return answer;
    },
  ),
];
