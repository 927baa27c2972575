import "server-only";

/**
 * For the system tasks: the unpaid orders whose payment deadline passed and
 * that the `payment-expiry` job has not cancelled yet (cancel-unpaid-order.ts
 * does the cancelling), and since when the oldest of them is overdue. An order
 * the provider reports paid meanwhile is counted until the sweep looks at it.
 */
import { and, inArray, lte, notInArray, sql } from "drizzle-orm";

import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";
import { ONLINE_PAYMENT_HOURS } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";

const HOUR_MS = 3_600_000;
const TERMS = [
  { methods: ["ideal", "bancontact", "creditcard"], termMs: ONLINE_PAYMENT_HOURS * HOUR_MS },
  { methods: ["banktransfer"], termMs: BANK_TRANSFER_DAYS * 24 * HOUR_MS },
];

export async function waitingOverdueOrders(db: Database, now: Date): Promise<{ pending: number; oldestPendingSince: Date | null }> {
  let pending = 0;
  let oldest: Date | null = null;
  for (const { methods, termMs } of TERMS) {
    const [row] = await db
      .select({ pending: sql<number>`count(*)::int`, oldestPlaced: sql<string | null>`min(${orders.createdAt})` })
      .from(orders)
      .where(
        and(
          // Written as the partial index orders_unpaid_idx is, literal included, so that a plan can use it.
          sql`${orders.paymentStatus} in ('open', 'pending', 'failed') and ${orders.cancelledAt} is null and ${orders.withdrawnAt} is null`,
          // Money that came in and went back (a refund) is no payment still awaited (moneyCameIn, domain/orders).
          notInArray(orders.paymentStatus, ["refunded", "partiallyRefunded"]),
          inArray(orders.paymentMethod, methods),
          lte(orders.createdAt, new Date(now.getTime() - termMs)),
        ),
      );
    pending += Number(row?.pending ?? 0);
    if (row?.oldestPlaced) {
      const overdueSince = new Date(new Date(row.oldestPlaced).getTime() + termMs);
      if (!oldest || overdueSince < oldest) oldest = overdueSince;
    }
  }
  return { pending, oldestPendingSince: oldest };
}
