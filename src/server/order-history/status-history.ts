import "server-only";

/**
 * The history of an order's statuses (decisions §10: every change kept with
 * who made it and when): one row per change, written in the caller's
 * transaction. A folder of its own, because both orders (the back office, the
 * jobs, the withdrawal) and payments (the provider's news) write it.
 */
import type { Database } from "@/server/db/client";
import { orderStatusChanges } from "@/server/db/schema";

export type ChangeActor = { kind: "customer" } | { kind: "system" } | { kind: "staff"; staffMemberId: number; role: "staff" | "admin" };

export interface StatusHistoryEntry {
  orderRef: string;
  /** `link`: staff revoked the signed link; the statuses are the link generations before and after. */
  kind: "payment" | "fulfilment" | "link";
  fromStatus: string;
  toStatus: string;
  actor: ChangeActor;
  at: Date;
  note?: string | null;
}

/** Writes one change; a "change" to the same status is not one and writes nothing. */
export async function recordStatusChange(tx: Pick<Database, "insert">, entry: StatusHistoryEntry): Promise<void> {
  if (entry.fromStatus === entry.toStatus) return;
  await tx.insert(orderStatusChanges).values({
    orderRef: entry.orderRef,
    at: entry.at,
    kind: entry.kind,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actor: entry.actor.kind,
    staffMemberId: entry.actor.kind === "staff" ? entry.actor.staffMemberId : null,
    note: entry.note ?? null,
  });
}
