/**
 * The Idempotency-Key of placing an order (decisions §6): one random UUID per
 * attempt, kept in sessionStorage per cart until the attempt ends with an
 * answer that made or refused the order, so that a double click, a retry after
 * a timeout or a reload of the page sends the same key and the server makes at
 * most one order.
 */
import type { KeyValueStorage } from "@/lib/storage";

export const ORDER_ATTEMPT_KEY_PREFIX = "stekker-order-attempt-";

export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof globalThis.sessionStorage === "undefined" ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of the running attempt for this cart, made and stored when there is none. */
export function orderAttemptKey(cartId: string, storage: KeyValueStorage | null = browserSessionStorage(), makeKey: () => string = randomUuid): string {
  const name = ORDER_ATTEMPT_KEY_PREFIX + cartId;
  try {
    const stored = storage?.getItem(name);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // Storage refused: a key for this call only.
  }
  const key = makeKey();
  try {
    storage?.setItem(name, key);
  } catch {
    // Full or blocked: the key still protects this page's own retries.
  }
  return key;
}

/** The attempt ended (the order was made, or refused with a reason): the next one gets a new key. */
export function endOrderAttempt(cartId: string, storage: KeyValueStorage | null = browserSessionStorage()): void {
  try {
    storage?.removeItem(ORDER_ATTEMPT_KEY_PREFIX + cartId);
  } catch {
    // nothing to clean up
  }
}
