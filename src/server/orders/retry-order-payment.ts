import "server-only";

/** A new attempt to pay an order whose payment was cancelled, failed or expired (or is still open): where to pay now. */
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { startShopPayment } from "@/server/payments/shop-payments";

import { cancelIfOverdue } from "./cancel-unpaid-order";
import { type OrderAccess, loadOwnOrder } from "./load-own-order";
import { orderAnswer } from "./order-answer";
import { syncOpenPayment } from "./sync-open-payment";

export async function retryOrderPayment(db: Database, orderRef: string, access: OrderAccess, now: Date) {
  // The sweep runs each minute: an order past its deadline is cancelled here rather than paid a minute late.
  const { order } = await cancelIfOverdue(db, await syncOpenPayment(db, await loadOwnOrder(db, orderRef, access, now), now), now);
  if (!orderAnswer(order, now).canRetryPayment) throw new ApiError(409, "Deze bestelling hoeft niet (meer) online betaald te worden.");
  const paymentUrl = await startShopPayment(db)(order);
  return { orderRef, paymentUrl };
}
