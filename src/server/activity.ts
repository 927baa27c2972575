/**
 * When this process last answered an API request: background work that may wait
 * (the confirmation mails) waits for a quiet moment, so that it does not slow
 * the customers who are busy ordering. A note in this process only; another
 * instance has its own quiet moments.
 */
const state = globalThis as typeof globalThis & { __stekkerLastRequestAt?: number };

export function noteRequest(now = Date.now()): void {
  state.__stekkerLastRequestAt = now;
}

/** True when no request came in for `ms` milliseconds. */
export function quietFor(ms: number, now = Date.now()): boolean {
  return now - (state.__stekkerLastRequestAt ?? 0) >= ms;
}
