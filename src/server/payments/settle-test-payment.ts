import "server-only";

/**
 * The test provider's page: the customer's choice (approve, cancel, fail) is
 * recorded at the "provider", which then tells the shop as a webhook would, and
 * the customer is sent back to the order page, like after a real payment.
 */
import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/api-error";

import { shopPaymentProvider } from "./shop-payments";
import { syncPayment } from "./sync-payment";
import { settleTestPayment, type TEST_PAYMENT_OUTCOMES } from "./test-provider";

export async function settleTestPaymentAndReturn(db: Database, paymentId: string, outcome: keyof typeof TEST_PAYMENT_OUTCOMES, now: Date): Promise<Response> {
  const payment = await settleTestPayment(db, paymentId, outcome);
  if (!payment) throw notFound("Deze testbetaling bestaat niet.");
  const provider = shopPaymentProvider(db);
  if (provider.id === "test") await syncPayment(db, provider, paymentId, now);
  return new Response(null, { status: 303, headers: { location: payment.redirectUrl, "cache-control": "no-store" } });
}
