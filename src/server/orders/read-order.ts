import "server-only";

/**
 * GET /api/orders/{orderRef}/ and the order page: the order, after asking the
 * provider about a payment still under way, so that a customer back from paying
 * sees the outcome even when no webhook can reach this shop (a local run), or
 * before it arrived.
 */
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { PaymentProviderError } from "@/server/payments/payment-provider";
import { shopPaymentProvider } from "@/server/payments/shop-payments";
import { openPayment } from "@/server/payments/start-payment";
import { latestPaymentId, syncPayment } from "@/server/payments/sync-payment";

import { requestConfirmations } from "./confirmation-outbox";
import { type OrderAccess, loadOwnOrder } from "./load-own-order";
import { orderAnswer } from "./order-answer";

export async function readOrder(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  const order = await syncOpenPayment(db, await loadOwnOrder(db, orderRef, access), now);
  // A confirmation a stopped process left unsent goes out now.
  if (!order.confirmationSentAt) requestConfirmations(db);
  // A bank transfer's account number and payment reference are on its payment page.
  const transfer = order.paymentMethod === "banktransfer" && order.paymentStatus === "pending" ? await openPayment(db, orderRef) : null;
  return { ...orderAnswer(order, now), paymentPageUrl: transfer?.checkoutUrl ?? null };
}

/** The order with its payment status as the provider knows it now, when a payment was under way. */
export async function syncOpenPayment(db: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  // A bank transfer waits as "pending" with its payment open at the provider.
  if (order.paymentStatus === "open" || (order.paymentStatus === "pending" && order.paymentMethod === "banktransfer")) {
    const paymentId = await latestPaymentId(db, order.orderRef);
    if (paymentId) {
      try {
        const outcome = await syncPayment(db, shopPaymentProvider(db), paymentId, now);
        if (outcome.kind === "synced") return outcome.order;
      } catch (error) {
        // The provider being down must not hide the order; its status is then as last known.
        if (!(error instanceof PaymentProviderError)) throw error;
      }
    }
  }
  return order;
}
