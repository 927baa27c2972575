import "server-only";

/**
 * The refunds of an order, as the back office's order page lists them. The
 * refunds themselves (a `refunds` table, Mollie's refunds API) are another part
 * of issue 20; until that part is merged an order has none. At the merge this
 * one function reads that table (joined with staff_members for the name), and
 * the order page and `refundable` follow.
 */
import type { Database } from "@/server/db/client";

export interface OrderRefund {
  refundId: string | number;
  amountCents: number;
  /** The provider's word: pending, processing, refunded, failed… */
  status: string;
  reason: string | null;
  createdAt: Date;
  staffName: string | null;
}

/** Rule: a refund that failed gave nothing back; every other one has, or is on its way. */
export const refundCounts = (refund: Pick<OrderRefund, "status">) => refund.status !== "failed" && refund.status !== "canceled";

export async function listOrderRefunds(_db: Database, _orderRef: string): Promise<OrderRefund[]> {
  return [];
}
