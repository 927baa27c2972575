import "server-only";

/**
 * GET /api/orders/{orderRef}/ and the order page: the order, after asking the
 * provider about a payment still under way (sync-open-payment.ts), and
 * cancelled first if its payment deadline passed, so that the page never
 * offers to pay an order that is gone.
 */
import { asc, eq } from "drizzle-orm";

import { centsToEuros } from "@/domain/money";
import { refundHoldsMoney } from "@/domain/orders/refunds";
import type { Database } from "@/server/db/client";
import { refunds } from "@/server/db/schema";
import { openPayment } from "@/server/payments/start-payment";

import { cancelIfOverdue } from "./cancel-unpaid-order";
import { type OrderAccess, loadOwnOrder } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { requestOrderMails } from "./order-mail-outbox";
import { syncOpenPayment } from "./sync-open-payment";

export async function readOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  const order = await cancelIfOverdue(db, await syncOpenPayment(db, await loadOwnOrder(db, orderRef, access), now), now);
  // A payment just reported brings its mail, and a mail a stopped process left unsent goes out now.
  requestOrderMails(db);
  // A bank transfer's account number and payment reference are on its payment page.
  const transfer = order.paymentMethod === "banktransfer" && order.paymentStatus === "pending" && !order.cancelledAt && !order.withdrawnAt ? await openPayment(db, orderRef) : null;
  // Refunds as the customer meets them: under way or done; a failed one is the shop's to sort out, not news for the customer.
  const given = await db.select().from(refunds).where(eq(refunds.orderRef, orderRef)).orderBy(asc(refunds.createdAt));
  return {
    ...orderAnswer(order, now),
    paymentPageUrl: transfer?.checkoutUrl ?? null,
    refunds: given
      .filter((refund) => refundHoldsMoney(refund.status))
      .map((refund) => ({ amount: centsToEuros(refund.amountCents), status: refund.status === "refunded" ? ("refunded" as const) : ("pending" as const), confirmedAt: refund.confirmedAt?.toISOString() ?? null })),
  };
}
