import "server-only";

/**
 * The built-in test provider (decisions §4), the default: a stand-in for a real
 * payment service that needs no account and no internet. Its payments live in
 * its own table; the customer approves, cancels or fails one on a page marked
 * as a test (/betalen/test/{paymentId}/), which then reports the change the way
 * a provider's webhook would, and the shop fetches the status, as from Mollie.
 */
import { randomBytes } from "node:crypto";

import { and, eq, notInArray } from "drizzle-orm";

import { testPaymentPagePath } from "@/config/paths";
import type { Database } from "@/server/db/client";
import { testProviderPayments, testProviderRefunds } from "@/server/db/schema";

import {
  type CreatePaymentRequest,
  type CreateRefundOptions,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
} from "./payment-provider";

export const TEST_PAYMENT_ID = /^tst_[A-Za-z0-9_-]{16}$/;
export const TEST_REFUND_ID = /^tstre_[A-Za-z0-9_-]{16}$/;

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
    createRefund: (paymentId, amountCents, description, options) => createTestRefund(db, paymentId, amountCents, description, options),
    async getRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
      if (!TEST_REFUND_ID.test(refundId)) throw new PaymentProviderError(`Onbekende testterugbetaling ${refundId}`, 404);
      // The test provider's one step: a refund asked for is pending, and done by the time anyone asks again.
      const [settled] = await db
        .update(testProviderRefunds)
        .set({ status: "refunded" })
        .where(and(eq(testProviderRefunds.refundId, refundId), eq(testProviderRefunds.paymentId, paymentId), eq(testProviderRefunds.status, "pending")))
        .returning();
      const row = settled ?? (await db.select().from(testProviderRefunds).where(and(eq(testProviderRefunds.refundId, refundId), eq(testProviderRefunds.paymentId, paymentId))))[0];
      if (!row) throw new PaymentProviderError(`Onbekende testterugbetaling ${refundId}`, 404);
      return toProviderRefund(row);
    },
  };
}

/**
 * A refund in the test provider's own books, checked as Mollie checks one: the
 * payment must be paid, and the amount at most what is left of it after the
 * refunds that did not fail. The payment's row is locked, so two refunds at
 * once cannot both take the same euro. The same idempotency key answers the
 * refund it made before.
 */
async function createTestRefund(db: Database, paymentId: string, amountCents: number, description: string, options: CreateRefundOptions = {}): Promise<ProviderRefund> {
  return db.transaction(async (tx) => {
    const [payment] = TEST_PAYMENT_ID.test(paymentId) ? await tx.select().from(testProviderPayments).where(eq(testProviderPayments.paymentId, paymentId)).for("update") : [];
    if (!payment) throw new PaymentProviderError(`Onbekende testbetaling ${paymentId}`, 404);
    if (options.idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(testProviderRefunds)
        .where(and(eq(testProviderRefunds.paymentId, paymentId), eq(testProviderRefunds.idempotencyKey, options.idempotencyKey)));
      if (earlier) return toProviderRefund(earlier);
    }
    if (payment.status !== "paid") throw new PaymentProviderError("Een testbetaling die niet betaald is, kan niet worden terugbetaald.", 422);
    const held = await tx
      .select({ amountCents: testProviderRefunds.amountCents })
      .from(testProviderRefunds)
      .where(and(eq(testProviderRefunds.paymentId, paymentId), notInArray(testProviderRefunds.status, ["failed", "canceled"])));
    const left = payment.amountCents - held.reduce((sum, refund) => sum + refund.amountCents, 0);
    if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > left) {
      throw new PaymentProviderError(`Het bedrag is hoger dan wat van deze testbetaling nog terug kan (${left} cent).`, 422);
    }
    const [row] = await tx
      .insert(testProviderRefunds)
      .values({ refundId: `tstre_${randomBytes(12).toString("base64url")}`, paymentId, amountCents, description, status: "pending", idempotencyKey: options.idempotencyKey ?? null })
      .returning();
    return toProviderRefund(row!);
  });
}

function toProviderRefund(row: typeof testProviderRefunds.$inferSelect): ProviderRefund {
  return { refundId: row.refundId, paymentId: row.paymentId, status: row.status as ProviderRefundStatus, amountCents: row.amountCents };
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
