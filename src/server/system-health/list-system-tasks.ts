import "server-only";

/**
 * The shop's background work, by category (specification §7: GET
 * /api/system-health/tasks/): what is waiting and since when, so that
 * monitoring sees a mail server that has been refusing for an hour before the
 * customers do. At present one category, "order-confirmations": the order mails
 * of the outbox (server/orders/order-mail-outbox.ts), whose rows wait until
 * they are sent (a mail claimed by a process that stopped mid-send stays counted).
 */
import { count, min } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { orderMails } from "@/server/db/schema";
import { unsentOrderMails } from "@/server/orders/order-mail-outbox";

export interface SystemTask {
  category: "order-confirmations";
  /** Work not yet done. */
  pending: number;
  /** When the oldest of it was asked for; null when nothing waits. */
  oldestPendingSince: string | null;
}

export async function listSystemTasks(db: Database, now = new Date()): Promise<SystemTask[]> {
  const [confirmations] = await db
    .select({ pending: count(), oldest: min(orderMails.dueAt) })
    .from(orderMails)
    .where(unsentOrderMails(now));
  const oldest = confirmations?.oldest ? new Date(confirmations.oldest) : null;
  return [{ category: "order-confirmations", pending: Number(confirmations?.pending ?? 0), oldestPendingSince: oldest ? oldest.toISOString() : null }];
}
