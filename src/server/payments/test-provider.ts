import "server-only";

/**
 * The built-in test provider (decisions §4), the default: a stand-in for a real
 * payment service that needs no account and no internet. Its payments live in
 * its own table; the customer approves, cancels or fails one on a page marked
 * as a test (/betalen/test/{paymentId}/), which then reports the change the way
 * a provider's webhook would, and the shop fetches the status, as from Mollie.
 */
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { testPaymentPagePath } from "@/config/paths";
import type { Database } from "@/server/db/client";
import { testProviderPayments } from "@/server/db/schema";

import { type CreatePaymentRequest, type PaymentProvider, PaymentProviderError, type ProviderPayment, type ProviderPaymentStatus } from "./payment-provider";

export const TEST_PAYMENT_ID = /^tst_[A-Za-z0-9_-]{16}$/;

/** What the test page's three buttons do. */
export const TEST_PAYMENT_OUTCOMES = { approve: "paid", cancel: "canceled", fail: "failed" } as const satisfies Record<string, ProviderPaymentStatus>;

export const testCheckoutPath = testPaymentPagePath;

export function createTestProvider(db: Database): PaymentProvider {
  return {
    id: "test",
    async createPayment(request: CreatePaymentRequest): Promise<ProviderPayment> {
      const paymentId = `tst_${randomBytes(12).toString("base64url")}`;
      const [row] = await db
        .insert(testProviderPayments)
        .values({
          paymentId,
          orderRef: request.orderRef,
          amountCents: request.amountCents,
          method: request.method,
          description: request.description,
          status: "open",
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl ?? null,
        })
        .returning();
      return toProviderPayment(row!);
    },
    async getPayment(paymentId: string): Promise<ProviderPayment> {
      const row = await findTestPayment(db, paymentId);
      if (!row) throw new PaymentProviderError(`Onbekende testbetaling ${paymentId}`, 404);
      return toProviderPayment(row);
    },
  };
}

export async function findTestPayment(db: Database, paymentId: string) {
  if (!TEST_PAYMENT_ID.test(paymentId)) return null;
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The customer's choice on the test page. Only an open payment changes, as at a real provider. */
export async function settleTestPayment(db: Database, paymentId: string, outcome: keyof typeof TEST_PAYMENT_OUTCOMES) {
  const row = await findTestPayment(db, paymentId);
  if (!row) return null;
  if (row.status !== "open") return row;
  const [updated] = await db
    .update(testProviderPayments)
    .set({ status: TEST_PAYMENT_OUTCOMES[outcome] })
    .where(eq(testProviderPayments.paymentId, paymentId))
    .returning();
  return updated ?? row;
}

function toProviderPayment(row: typeof testProviderPayments.$inferSelect): ProviderPayment {
  const status = row.status as ProviderPaymentStatus;
  return {
    paymentId: row.paymentId,
    status,
    amountCents: row.amountCents,
    method: row.method as ProviderPayment["method"],
    checkoutUrl: status === "open" ? testCheckoutPath(row.paymentId) : null,
    orderRef: row.orderRef,
  };
}
