/**
 * Local event storage (specification §9): small records kept in localStorage
 * under `app-local-event-<name>`. Saving merges into what is there; a value over
 * 1 MiB serialized is discarded; when the storage is full, the other local events
 * are cleared and the save is tried once more.
 */
import { browserLocalStorage } from "./storage";

export const LOCAL_EVENT_PREFIX = "app-local-event-";
export const LOCAL_EVENT_MAX_BYTES = 1_048_576;

export type LocalEventData = Record<string, unknown>;
export type SaveResult = "stored" | "discarded" | "failed";
export type LocalEventStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export interface LocalEventDeps {
  storage?: LocalEventStorage | null;
}

function storageOf(deps: LocalEventDeps): LocalEventStorage | null {
  return deps.storage === undefined ? browserLocalStorage() : deps.storage;
}

export function localEventKey(name: string): string {
  return `${LOCAL_EVENT_PREFIX}${name}`;
}

/** Storage full, in every browser's spelling (Chrome/Safari code 22, Firefox 1014). */
export function isQuotaExceededError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

function parseObject(raw: string | null): LocalEventData | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as LocalEventData) : null;
  } catch {
    return null;
  }
}

/** The stored data of one local event, or null. */
export function readLocalEvent(name: string, deps: LocalEventDeps = {}): LocalEventData | null {
  const storage = storageOf(deps);
  try {
    return storage ? parseObject(storage.getItem(localEventKey(name))) : null;
  } catch {
    return null;
  }
}

/** Every key of a local event in the storage. */
export function localEventKeys(storage: LocalEventStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key.startsWith(LOCAL_EVENT_PREFIX)) keys.push(key);
  }
  return keys;
}

export function removeLocalEvent(name: string, deps: LocalEventDeps = {}): void {
  try {
    storageOf(deps)?.removeItem(localEventKey(name));
  } catch {
    // storage blocked
  }
}

/**
 * Merges `data` into the stored value of `name` (shallow: its keys replace the
 * stored ones). Answers "discarded" when the merged value would be over 1 MiB
 * (the stored value is then left as it was), "failed" when the storage is
 * unavailable or still full after clearing the other local events.
 */
export function saveLocalEvent(name: string, data: LocalEventData, deps: LocalEventDeps = {}): SaveResult {
  const storage = storageOf(deps);
  if (!storage) return "failed";
  const key = localEventKey(name);
  let serialized: string;
  try {
    const merged = { ...(parseObject(storage.getItem(key)) ?? {}), ...data };
    serialized = JSON.stringify(merged);
  } catch {
    return "failed";
  }
  if (new TextEncoder().encode(serialized).length > LOCAL_EVENT_MAX_BYTES) return "discarded";
  try {
    storage.setItem(key, serialized);
    return "stored";
  } catch (error) {
    if (!isQuotaExceededError(error)) return "failed";
  }
  try {
    for (const other of localEventKeys(storage)) if (other !== key) storage.removeItem(other);
    storage.setItem(key, serialized);
    return "stored";
  } catch {
    return "failed";
  }
}
