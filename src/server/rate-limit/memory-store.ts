/**
 * The rate limiter's counts in this process's memory: the default when no
 * REDIS_URL is set. Right for one process; with several app instances (or
 * WEB_CONCURRENCY above 1) each counts on its own, so a limit lets through up
 * to that many times its number, and a shop that runs so should set REDIS_URL.
 *
 * The counts are bounded: anyone can send requests from many addresses, and
 * every new address is a new key. Windows that are over are dropped as hits
 * arrive, and above `maxKeys` the oldest window goes, whether it is over or not
 * (its subject merely starts counting again: the limiter errs towards letting
 * someone in, never towards holding memory).
 */
import type { RateLimitHit, RateLimitStore } from "./rate-limit-store";

/** About 18 MB at most (measured, with keys as rate-limit.ts makes them): far more addresses than a shop sees in any window. */
export const DEFAULT_MAX_KEYS = 50_000;

export interface MemoryRateLimitStoreOptions {
  /** Milliseconds since the epoch; tests pass a clock they move themselves. */
  now?: () => number;
  maxKeys?: number;
}

export interface MemoryRateLimitStore extends RateLimitStore {
  readonly kind: "memory";
  /** Keys held now (windows over but not yet dropped included). */
  readonly size: number;
}

interface Window {
  key: string;
  count: number;
  resetAt: number;
}

export function createMemoryRateLimitStore({ now = Date.now, maxKeys = DEFAULT_MAX_KEYS }: MemoryRateLimitStoreOptions = {}): MemoryRateLimitStore {
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new RangeError(`maxKeys must be a positive integer, not ${maxKeys}`);
  const windows = new Map<string, Window>();
  /**
   * Every window in the order it started, oldest first from `oldest` on. One
   * that was dropped or started again stays in the list until its turn and is
   * then passed over. A list of its own rather than walking the Map from the
   * front: V8 keeps a deleted Map entry as a hole that each such walk steps
   * over, which at the bound, under a flood of new addresses, cost 50 µs per
   * hit at 50,000 keys instead of about 2 (measured).
   */
  let started: Window[] = [];
  let oldest = 0;

  /** Drops windows from the oldest on while they are over, or while there is no room for one more. */
  function makeRoom(at: number): void {
    while (oldest < started.length) {
      const window = started[oldest]!;
      const held = windows.get(window.key) === window;
      if (held && window.resetAt > at && windows.size < maxKeys) break;
      if (held) windows.delete(window.key);
      oldest += 1;
    }
    // Passed-over entries pile up (and, behind a long window, entries of short
    // ones started again), holding on to their keys. Once they are a quarter
    // of what is held, the list is made afresh from the Map, whose order is
    // also the order of starting (a window that starts again is deleted and set
    // anew). That copies the Map after at least a quarter of its size in new
    // windows: a few pointers per hit.
    if (started.length > windows.size + Math.max(1024, windows.size / 4)) {
      started = [...windows.values()];
      oldest = 0;
    }
  }

  return {
    kind: "memory",
    get size() {
      return windows.size;
    },
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const at = now();
      const running = windows.get(key);
      if (running && running.resetAt > at) {
        running.count += 1;
        return { count: running.count, resetInMs: running.resetAt - at };
      }
      // A new window goes to the end of the order, as the youngest.
      if (running) windows.delete(key);
      makeRoom(at);
      const window: Window = { key, count: 1, resetAt: at + windowMs };
      windows.set(key, window);
      started.push(window);
      return { count: 1, resetInMs: windowMs };
    },
    async close() {
      windows.clear();
      started = [];
      oldest = 0;
    },
  };
}
