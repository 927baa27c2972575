/**
 * The order mail outbox's timer and round in progress, kept on globalThis:
 * the server script that stops the process (scripts/start.ts) and the compiled
 * route modules that fill the outbox are different module instances.
 * No "server-only" here, so that the server script can import it.
 */
export interface OutboxState {
  timer: ReturnType<typeof setTimeout> | null;
  waitingSince: number | null;
  /** The round of sending now under way. */
  running: Promise<void> | null;
  /** Mail was asked for while a round ran: that round may have looked before it was written, so another follows. */
  askedDuringRound: boolean;
  /** Set at shutdown: no new round starts, and a round under way stops after its current mail. */
  stopping: boolean;
}

const global = globalThis as typeof globalThis & { __stekkerOrderMailOutbox?: OutboxState };

export const outboxState: OutboxState = (global.__stekkerOrderMailOutbox ??= { timer: null, waitingSince: null, running: null, askedDuringRound: false, stopping: false });

/**
 * Stops sending before the database connections close, so that a stop never
 * ends a mail's claim halfway (which logged a failed query). Whatever was not
 * sent goes out after the next start: the order_mails rows are the outbox.
 */
export async function stopOrderMailOutbox(timeoutMs = 5000): Promise<void> {
  outboxState.stopping = true;
  if (outboxState.timer) clearTimeout(outboxState.timer);
  outboxState.timer = null;
  if (!outboxState.running) return;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([outboxState.running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timeout);
}

/**
 * Lets the round under way finish and drops the one waiting, without stopping
 * the outbox: for whoever closes a database while the process goes on (a test
 * closing its throw-away database), so that no round runs against a closed pool.
 */
export async function settleOrderMailOutbox(): Promise<void> {
  // A round that was asked for again while it ran sets a new timer as it ends: drop that one too.
  do {
    if (outboxState.timer) clearTimeout(outboxState.timer);
    outboxState.timer = null;
    outboxState.waitingSince = null;
    await outboxState.running;
  } while (outboxState.timer || outboxState.running);
}
