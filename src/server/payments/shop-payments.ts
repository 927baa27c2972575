import "server-only";

/** The shop's payment provider with this configuration, and starting an order's payment with the shop's addresses. */
import { readEnv } from "@/config/env";
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import { orderPath } from "@/server/order-links/order-links";

import { paymentProvider } from "./payment-providers";
import { startPayment } from "./start-payment";

export function shopPaymentProvider(db: Database) {
  return paymentProvider(db, readEnv());
}

export function startShopPayment(db: Database) {
  const env = readEnv();
  const provider = shopPaymentProvider(db);
  return (order: OrderRow, options?: { fresh?: boolean }) => startPayment(db, provider, order, { publicBaseUrl: env.PUBLIC_BASE_URL, orderPath: orderPath(order) }, options);
}
