import "server-only";

/**
 * Notices stock coming back, on every instance, and sends the due
 * "weer op voorraad" mails (send-stock-alerts.ts, which makes sure each goes
 * out once whichever instance gets there first).
 *
 * - After every catalogue change the database announces (the same NOTIFY that
 *   drops the page cache, host/page-cache/catalogue-changes.ts): whoever
 *   changed the stock (the back office, a script with psql, a cancelled order)
 *   needs to know nothing of the alerts. Changes come in bursts, so a round
 *   starts SETTLE_MS after the first of them.
 * - Every CHECK_EVERY_MS and at start, for what no notice told: a notice sent
 *   while an instance was reconnecting, or stock changed while the shop was down.
 *
 * A round with nothing due is one query on a partial index of the waiting alerts.
 */
import type { Database } from "@/server/db/client";

import { sendDueStockAlerts } from "./send-stock-alerts";

export const SETTLE_MS = 1000;
export const CHECK_EVERY_MS = 5 * 60 * 1000;

export interface StockAlertWatcher {
  /** A catalogue change (or a reconnection after which changes may have been missed). */
  noteCatalogueChange(): void;
  /** No new round; the round under way finishes its current mail (at most `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export function watchStockAlerts(db: Database, { settleMs = SETTLE_MS, checkEveryMs = CHECK_EVERY_MS } = {}): StockAlertWatcher {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  const round = async () => {
    try {
      await sendDueStockAlerts(db, new Date(), () => stopping);
    } catch (error) {
      console.error("[mail] sending the stock alerts failed:", error);
    }
  };

  const start = () => {
    timer = null;
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
      if (again && !stopping) {
        again = false;
        request();
      }
    });
  };

  function request() {
    if (stopping || timer) return;
    timer = setTimeout(start, settleMs);
    // A waiting round must not keep a process (or a test run) alive.
    timer.unref?.();
  }

  const interval = setInterval(request, checkEveryMs);
  interval.unref?.();
  request();

  return {
    noteCatalogueChange: request,
    async stop(timeoutMs = 5000) {
      stopping = true;
      clearInterval(interval);
      if (timer) clearTimeout(timer);
      timer = null;
      if (!running) return;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timeout);
    },
  };
}
