import "server-only";

/**
 * The order confirmations still to send are the orders without
 * `confirmation_sent_at`: the order row is the outbox, so a confirmation is
 * never lost, not even when the process stops right after the order (the next
 * start sends it), and placing an order writes nothing extra for it.
 *
 * Mail is sent in a quiet moment (no API request for QUIET_MS), and at the
 * latest MAX_DELAY_MS after it was asked for: building a mail costs more than
 * placing the order, and a customer in the middle of paying should not wait for
 * someone else's confirmation. Each mail is claimed before it is sent
 * (send-order-confirmation.ts), so two instances never send the same one.
 */
import { and, asc, gt, isNull } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { quietFor } from "@/server/activity";

import { outboxState as outbox } from "./outbox-state";
import { sendOrderConfirmationOnce } from "./send-order-confirmation";

export const QUIET_MS = 150;
export const MAX_DELAY_MS = 30_000;
const RETRY_MS = 200;
const BATCH = 20;
/** Older confirmations are not sent any more: a mail a week late confuses more than it helps. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Sends up to BATCH pending confirmations now; answers how many went out. */
export async function sendPendingConfirmations(db: Database, now = new Date()): Promise<number> {
  const pending = await db
    .select({ orderRef: orders.orderRef })
    .from(orders)
    .where(and(isNull(orders.confirmationSentAt), gt(orders.createdAt, new Date(now.getTime() - MAX_AGE_MS))))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let sent = 0;
  for (const { orderRef } of pending) {
    if (outbox.stopping) return sent;
    if (await sendOrderConfirmationOnce(db, orderRef)) sent += 1;
  }
  // A full batch all sent: there may be more. A failure stops the round (the mail server may be down); the next request retries.
  return pending.length === BATCH && sent === BATCH ? sent + (await sendPendingConfirmations(db, now)) : sent;
}

/** Asks for the pending confirmations to be sent at the next quiet moment. */
export function requestConfirmations(db: Database): void {
  if (outbox.stopping) return;
  outbox.waitingSince ??= Date.now();
  if (outbox.timer || outbox.running) return;
  outbox.timer = setTimeout(() => void flush(db), RETRY_MS);
  // A waiting mail must not keep a process (or a test run) alive.
  outbox.timer.unref?.();
}

async function flush(db: Database): Promise<void> {
  outbox.timer = null;
  const waited = Date.now() - (outbox.waitingSince ?? Date.now());
  if (!quietFor(QUIET_MS) && waited < MAX_DELAY_MS) {
    requestConfirmations(db);
    return;
  }
  outbox.waitingSince = null;
  outbox.running = (async () => {
    try {
      await sendPendingConfirmations(db);
    } catch (error) {
      console.error("[mail] sending the pending confirmations failed:", error);
    } finally {
      outbox.running = null;
    }
  })();
  await outbox.running;
}
