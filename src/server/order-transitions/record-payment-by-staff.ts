import "server-only";

/**
 * Staff record a payment the provider cannot see (decisions §10): pin at the
 * door or the desk, or a bank transfer that reached the shop's account
 * directly. Through the one use case that changes statuses: the rules refuse
 * an online payment (the provider reports those) and a cancelled order. The
 * "betaling ontvangen" mail follows from `paid_at`, as for every payment
 * (orders/order-mail-outbox.ts).
 */
import type { Database } from "@/server/db/client";
import type { OrderRow } from "@/server/db/schema";
import type { ChangeActor } from "@/server/order-history/status-history";
import { changePaymentStatus } from "@/server/orders/change-order-status";

export async function recordPaymentByStaff(db: Database, change: { orderRef: string; note: string | null; actor: Extract<ChangeActor, { kind: "staff" }>; now: Date }): Promise<OrderRow> {
  return changePaymentStatus(db, { orderRef: change.orderRef, to: "paid", actor: change.actor, now: change.now, note: change.note });
}
