/**
 * A read-through cache of slow-changing catalogue data (menus, brand lists) for a
 * few seconds. It holds only copies of what is in the database, so a second app
 * instance with its own copy is equally right: nothing here is state.
 */
import { catalogueGeneration } from "./catalogue-generation";

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** A copy made before the catalogue last changed is not used (catalogue-generation.ts). */
  generation: number;
}

const entries = new Map<string, Entry<unknown>>();

export function memoize<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now): Promise<T> {
  const entry = entries.get(key) as Entry<T> | undefined;
  const generation = catalogueGeneration();
  if (entry && entry.expires > now() && entry.generation === generation) return entry.value;
  const value = load();
  entries.set(key, { value, expires: now() + ttlMs, generation });
  // A failed load must not be served from the cache.
  value.catch(() => entries.delete(key));
  return value;
}

export function clearMemo(): void {
  entries.clear();
}
