import "server-only";

/**
 * The refunds of an order, as the back office's order page lists them: the
 * shop's books of them (`refunds`, written by server/refunds as the provider
 * answers), with the name of the member of staff who asked.
 */
import { asc, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { refunds, staffMembers } from "@/server/db/schema";

export interface OrderRefund {
  refundId: string;
  amountCents: number;
  /** The provider's word: queued, pending, processing, refunded, failed, canceled. */
  status: string;
  reason: string | null;
  createdAt: Date;
  staffName: string | null;
}

export async function listOrderRefunds(db: Database, orderRef: string): Promise<OrderRefund[]> {
  return db
    .select({ refundId: refunds.refundId, amountCents: refunds.amountCents, status: refunds.status, reason: refunds.reason, createdAt: refunds.createdAt, staffName: staffMembers.name })
    .from(refunds)
    .leftJoin(staffMembers, eq(staffMembers.staffMemberId, refunds.staffMemberId))
    .where(eq(refunds.orderRef, orderRef))
    .orderBy(asc(refunds.createdAt));
}
