import "server-only";

/**
 * GET /api/orders/{orderRef}/ and the order page: the order, after asking the
 * provider about a payment still under way (sync-open-payment.ts). An order
 * whose payment deadline passed is cancelled by the job queue's sweep each
 * minute (server/jobs, `payment-expiry`), not here.
 */
import type { Database } from "@/server/db/client";
import { invoiceSummary } from "@/server/invoices/find-invoice";
import { openPayment } from "@/server/payments/start-payment";

import { type OrderAccess, loadOwnOrder } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { requestOrderMails } from "./order-mail-outbox";
import { syncOpenPayment } from "./sync-open-payment";

export async function readOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  const stored = await loadOwnOrder(db, orderRef, access);
  const order = await syncOpenPayment(db, stored, now);
  // A payment just reported brings its mail.
  if (order.paymentStatus !== stored.paymentStatus) requestOrderMails(db);
  // A bank transfer's account number and payment reference are on its payment page.
  const transfer = order.paymentMethod === "banktransfer" && order.paymentStatus === "pending" && !order.cancelledAt && !order.withdrawnAt ? await openPayment(db, orderRef) : null;
  // Once issued, the invoice can be downloaded from the order page (GET /api/orders/{orderRef}/invoice/).
  return { ...orderAnswer(order, now), paymentPageUrl: transfer?.checkoutUrl ?? null, invoice: await invoiceSummary(db, orderRef) };
}
