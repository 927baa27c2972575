import "server-only";

/** What the shop's books say about an order's refunds: the rows, and what can still go back. */
import { asc, eq } from "drizzle-orm";

import { moneyCameIn } from "@/domain/orders/order-status";
import { refundableCents } from "@/domain/orders/refunds";
import type { Database } from "@/server/db/client";
import { type OrderRow, type RefundRow, refunds } from "@/server/db/schema";

export async function refundsOf(db: Pick<Database, "select">, orderRef: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderRef, orderRef)).orderBy(asc(refunds.createdAt));
}

/** Cents still refundable: what was paid (nothing when the money never came in) minus every refund that did not fail. */
export function refundableOf(order: Pick<OrderRow, "paymentStatus" | "grandTotalCents">, rows: readonly Pick<RefundRow, "amountCents" | "status">[]): number {
  return refundableCents(moneyCameIn(order.paymentStatus) ? order.grandTotalCents : 0, rows);
}
