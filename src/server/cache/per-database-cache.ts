import "server-only";

/**
 * A short-lived cache of read results per database handle: a copy of what the
 * database holds, so another app instance with its own copy is equally right.
 * Keyed per handle so that tests, each with its own database, never share.
 * At most MAX_ENTRIES per database: the least recently used go first, so a bot
 * walking every filter combination cannot fill the memory.
 */
import { catalogueGeneration } from "./catalogue-generation";
import type { Database } from "@/server/db/client";

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** A copy made before the catalogue last changed is not used (catalogue-generation.ts). */
  generation: number;
}

const caches = new WeakMap<Database, Map<string, Entry>>();
export const MAX_ENTRIES = 500;
/**
 * How long a listing's copies are kept: its facet counts, which products make up
 * a page, a search text's corrections and the autocomplete's products. They
 * change with the catalogue only; prices, stock and delivery promises are never
 * among them (docs/PERFORMANCE.md, "What a minute-long copy means").
 */
export const LISTING_COPY_MS = 60_000;

export function cachedPerDatabase<T>(db: Database, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const generation = catalogueGeneration();
  const entry = cache.get(key);
  if (entry && entry.expires > now && entry.generation === generation) {
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    cache.delete(key);
    cache.set(key, entry);
    return entry.value as Promise<T>;
  }
  const value = load();
  cache.delete(key);
  cache.set(key, { expires: now + ttlMs, value, generation });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  // A failed read must not be served from the cache.
  value.catch(() => cache.delete(key));
  return value;
}

/** Forgets everything cached for a database, after loading a new catalogue. */
export function clearPerDatabaseCache(db: Database): void {
  caches.delete(db);
}
