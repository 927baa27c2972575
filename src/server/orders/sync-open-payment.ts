import "server-only";

/**
 * The order with its payment status as the provider knows it now, when a
 * payment was under way: a customer back from paying sees the outcome even
 * when no webhook can reach this shop (a local run), or before it arrived.
 */
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { PaymentProviderError } from "@/server/payments/payment-provider";
import { shopPaymentProvider } from "@/server/payments/shop-payments";
import { latestPaymentId, syncPayment } from "@/server/payments/sync-payment";

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
