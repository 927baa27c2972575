import "server-only";

/**
 * GET /api/orders/{orderRef}/ and the order page: the order, after asking the
 * provider about a payment still under way (sync-open-payment.ts), and
 * cancelled first if its payment deadline passed, so that the page never
 * offers to pay an order that is gone. Staff read any order, and get the back
 * office's part too (back-office-order.ts).
 */
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { openPayment } from "@/server/payments/start-payment";

import { cancelIfOverdue } from "./cancel-unpaid-order";
import { findOrder } from "./find-order";
import { loadOwnOrder, noSuchOrder, type OrderAccess, ORDER_REF } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { requestOrderMails } from "./order-mail-outbox";
import { syncOpenPayment } from "./sync-open-payment";

export async function readOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  return (await answerFresh(db, await loadOwnOrder(db, orderRef, access), now)).answer;
}

/** Any order, for staff (the route has checked who calls), with its row as it is now; the same 404 for a number that is no order. */
export async function readAnyOrder(db: Database, orderRef: string, now: Date) {
  const order = ORDER_REF.test(orderRef) ? await findOrder(db, orderRef) : null;
  if (!order) throw noSuchOrder();
  return answerFresh(db, order, now);
}

async function answerFresh(db: Database, loaded: OrderRow, now: Date) {
  const order = await cancelIfOverdue(db, await syncOpenPayment(db, loaded, now), now);
  // A payment just reported brings its mail, and a mail a stopped process left unsent goes out now.
  requestOrderMails(db);
  // A bank transfer's account number and payment reference are on its payment page.
  const transfer = order.paymentMethod === "banktransfer" && order.paymentStatus === "pending" && !order.cancelledAt && !order.withdrawnAt ? await openPayment(db, order.orderRef) : null;
  return { order, answer: { ...orderAnswer(order, now), paymentPageUrl: transfer?.checkoutUrl ?? null } };
}
