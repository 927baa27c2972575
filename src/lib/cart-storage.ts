/**
 * The cart id kept in the browser (specification §4 and §9): stored with its
 * expiry, 31 days after it was written; an expired or unreadable entry is removed
 * and reads as no cart.
 */
import { browserLocalStorage, type KeyValueStorage } from "./storage";

export const CART_ID_STORAGE_KEY = "stekker-cart-id";
export const CART_LIFETIME_DAYS = 31;
export const CART_LIFETIME_MS = CART_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export interface StoredCartId {
  id: string;
  /** Epoch milliseconds after which the id is no longer used. */
  expires: number;
}

export interface CartStorageDeps {
  storage?: KeyValueStorage | null;
  now?: () => number;
}

function resolve(deps: CartStorageDeps): { storage: KeyValueStorage | null; now: number } {
  return { storage: deps.storage === undefined ? browserLocalStorage() : deps.storage, now: (deps.now ?? Date.now)() };
}

function parse(raw: string): StoredCartId | null {
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === "object") {
      const { id, expires } = value as Record<string, unknown>;
      if (typeof id === "string" && id !== "" && typeof expires === "number" && Number.isFinite(expires)) return { id, expires };
    }
  } catch {
    // fall through: unreadable
  }
  return null;
}

/** The stored cart id, or null when there is none, it expired, or it is unreadable (those are removed). */
export function readCartId(deps: CartStorageDeps = {}): string | null {
  const { storage, now } = resolve(deps);
  if (!storage) return null;
  try {
    const raw = storage.getItem(CART_ID_STORAGE_KEY);
    if (raw === null) return null;
    const stored = parse(raw);
    if (!stored || stored.expires <= now) {
      storage.removeItem(CART_ID_STORAGE_KEY);
      return null;
    }
    return stored.id;
  } catch {
    return null;
  }
}

/** Stores the cart id for 31 days from now; answers what was stored, or null when storage is unavailable. */
export function writeCartId(id: string, deps: CartStorageDeps = {}): StoredCartId | null {
  const { storage, now } = resolve(deps);
  if (!storage || id === "") return null;
  const stored: StoredCartId = { id, expires: now + CART_LIFETIME_MS };
  try {
    storage.setItem(CART_ID_STORAGE_KEY, JSON.stringify(stored));
    return stored;
  } catch {
    return null;
  }
}

/** Forgets the cart (after a 401, 404, a locked cart or an empty quote cart, or on demand). */
export function clearCartId(deps: Pick<CartStorageDeps, "storage"> = {}): void {
  const storage = deps.storage === undefined ? browserLocalStorage() : deps.storage;
  try {
    storage?.removeItem(CART_ID_STORAGE_KEY);
  } catch {
    // storage blocked: nothing to clear
  }
}
