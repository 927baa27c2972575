import "server-only";

/**
 * Sends a placed order to the payment provider, or finds the payment already
 * under way: a repeated placement, a double click or a return to the order page
 * never makes a second open payment. A cancelled, failed or expired attempt is
 * followed by a new payment for the same order, never by a new order.
 *
 * Two requests racing to start a payment may both ask the provider, but only one
 * payment is recorded as open (a unique index allows one open attempt per
 * order); the other request answers that one's page, and its own attempt at
 * the provider is never shown to anyone and expires. No database transaction is
 * held while the provider is called: a slow provider must not hold a connection
 * (and on PGlite, the only one).
 */
import { and, desc, eq, inArray, ne } from "drizzle-orm";

import { paymentMethodInfo, type PaymentMethod } from "@/domain/cart/payment-methods";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders, payments } from "@/server/db/schema";
import { recordStatusChange } from "@/server/order-history/status-history";

import { type OnlinePaymentMethod, type PaymentProvider, PaymentProviderError } from "./payment-provider";

export interface PaymentUrls {
  /** The shop's public address, for the provider's redirect and webhook (decisions: PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /** The order page with its signed token: where the customer comes back to. */
  orderPath: string;
}

/** Local addresses cannot receive a provider's webhook; the order page asks the provider itself on return. */
const reachableFromOutside = (baseUrl: string) => !/^https?:\/\/(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(baseUrl);

/**
 * The URL to send the customer to for paying `order`: the open payment's page,
 * or a new payment's. Null when nothing is to be paid online (paid already, or
 * a method paid later). When the provider is down, the order page, where the
 * customer can try again.
 */
export async function startPayment(db: Database, provider: PaymentProvider, order: OrderRow, urls: PaymentUrls, options: { fresh?: boolean } = {}): Promise<string | null> {
  if (!paymentMethodInfo(order.paymentMethod as PaymentMethod).online || order.paymentStatus === "paid") return null;
  try {
    // An order made a moment ago has no payment yet; any other may have one under way.
    const open = options.fresh ? null : await openPayment(db, order.orderRef);
    if (open?.checkoutUrl) return open.checkoutUrl;

    // The test provider lives in this shop: a relative address works on whatever host the customer uses.
    const redirectUrl = provider.id === "test" ? urls.orderPath : `${urls.publicBaseUrl}${urls.orderPath}`;
    const payment = await provider.createPayment({
      orderRef: order.orderRef,
      amountCents: order.grandTotalCents,
      method: order.paymentMethod as OnlinePaymentMethod,
      description: `Stekker bestelling ${order.orderRef}`,
      redirectUrl,
      webhookUrl: provider.id === "mollie" && reachableFromOutside(urls.publicBaseUrl) ? `${urls.publicBaseUrl}/api/payments/mollie/webhook/` : undefined,
    });
    const record = (tx: Pick<Database, "insert">) =>
      tx
        .insert(payments)
        .values({
          paymentId: payment.paymentId,
          orderRef: order.orderRef,
          provider: provider.id,
          method: order.paymentMethod,
          amountCents: order.grandTotalCents,
          status: payment.status,
          checkoutUrl: payment.checkoutUrl,
        })
        .onConflictDoNothing()
        .returning({ paymentId: payments.paymentId });
    // A fresh order already waits for this payment: recording it is all. A new attempt after a
    // failed one also opens the order for payment again (a paid order stays paid), in one transaction.
    const recorded = options.fresh
      ? (await record(db)).length > 0
      : await db.transaction(async (tx) => {
          const [row] = await record(tx);
          if (!row) return false;
          const to = awaitingStatus(order.paymentMethod);
          const [reopened] = await tx
            .update(orders)
            .set({ paymentStatus: to })
            .where(and(eq(orders.orderRef, order.orderRef), inArray(orders.paymentStatus, ["failed", "open", "pending"]), ne(orders.paymentStatus, to)))
            .returning({ orderRef: orders.orderRef });
          // The customer paying again ("Betaal alsnog") is a change of the order's payment, kept with the others.
          if (reopened) await recordStatusChange(tx, { orderRef: order.orderRef, kind: "payment", fromStatus: order.paymentStatus, toStatus: to, actor: { kind: "customer" }, at: new Date(), note: `${provider.id} ${payment.paymentId}` });
          return true;
        });
    if (recorded) return payment.checkoutUrl ?? urls.orderPath;
    // Another request recorded its open attempt first: everyone pays that one.
    return (await openPayment(db, order.orderRef))?.checkoutUrl ?? urls.orderPath;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`[payments] starting the payment of order ${order.orderRef} at ${provider.id} failed: ${error.message}`);
    return urls.orderPath;
  }
}

/** While a payment is under way the order waits for it; a bank transfer's wait is "pending" (issue 5). */
export function awaitingStatus(method: string): "open" | "pending" {
  return method === "banktransfer" ? "pending" : "open";
}

/** The order's open payment at the provider, if it has one. */
export async function openPayment(db: Database, orderRef: string) {
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderRef, orderRef), eq(payments.status, "open")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return open ?? null;
}
