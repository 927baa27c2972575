import "server-only";

/**
 * GET /api/orders/{orderRef}/ and the order page: the order, after asking the
 * provider about a payment still under way (sync-open-payment.ts), and
 * cancelled first if its payment deadline passed (the job queue's sweep,
 * server/jobs `payment-expiry`, runs each minute: a page read in between must
 * not offer to pay an order that is gone). Staff read any order, and get the
 * back office's part too (back-office-order.ts).
 */
import { asc, eq } from "drizzle-orm";

import { centsToEuros } from "@/domain/money";
import { refundHoldsMoney } from "@/domain/orders/refunds";
import type { Database } from "@/server/db/client";
import { type OrderRow, refunds } from "@/server/db/schema";
import { invoiceSummary } from "@/server/invoices/find-invoice";
import { openPayment } from "@/server/payments/start-payment";

import { cancelIfOverdue } from "./cancel-unpaid-order";
import { findOrder } from "./find-order";
import { loadOwnOrder, noSuchOrder, type OrderAccess, ORDER_REF } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { requestOrderMails } from "./order-mail-outbox";
import { syncOpenPayment } from "./sync-open-payment";

export async function readOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  return (await answerFresh(db, await loadOwnOrder(db, orderRef, access, now), now)).answer;
}

/** Any order, for staff (the route has checked who calls), with its row as it is now; the same 404 for a number that is no order. */
export async function readAnyOrder(db: Database, orderRef: string, now: Date) {
  const order = ORDER_REF.test(orderRef) ? await findOrder(db, orderRef) : null;
  if (!order) throw noSuchOrder();
  return answerFresh(db, order, now);
}

async function answerFresh(db: Database, stored: OrderRow, now: Date) {
  const { order } = await cancelIfOverdue(db, await syncOpenPayment(db, stored, now), now);
  // A payment just reported (or a cancellation just made) brings its mail.
  if (order.paymentStatus !== stored.paymentStatus) requestOrderMails(db);
  // A bank transfer's account number and payment reference are on its payment page.
  const transfer = order.paymentMethod === "banktransfer" && order.paymentStatus === "pending" && !order.cancelledAt && !order.withdrawnAt ? await openPayment(db, order.orderRef) : null;
  // Refunds as the customer meets them: under way or done; a failed one is the shop's to sort out, not news for the customer.
  const given = await db.select().from(refunds).where(eq(refunds.orderRef, order.orderRef)).orderBy(asc(refunds.createdAt));
  const answer = {
    ...orderAnswer(order, now),
    paymentPageUrl: transfer?.checkoutUrl ?? null,
    // Once issued, the invoice can be downloaded from the order page (GET /api/orders/{orderRef}/invoice/).
    invoice: await invoiceSummary(db, order.orderRef),
    refunds: given
      .filter((refund) => refundHoldsMoney(refund.status))
      .map((refund) => ({ amount: centsToEuros(refund.amountCents), status: refund.status === "refunded" ? ("refunded" as const) : ("pending" as const), confirmedAt: refund.confirmedAt?.toISOString() ?? null })),
  };
  return { order, answer };
}
