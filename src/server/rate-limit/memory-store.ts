/**
 * The rate limiter's counts in this process's memory (rate-limiter-flexible's
 * RateLimiterMemory): the default when no REDIS_URL is set. Right for one
 * process; with several app instances (or WEB_CONCURRENCY above 1) each counts
 * on its own, so a limit lets through up to that many times its number, and a
 * shop that runs so should set REDIS_URL.
 *
 * Every key is dropped by a timer when its window ends, so what is held is the
 * keys of the running windows: at most the longest window's worth of distinct
 * subjects (about 600 bytes each, timer included: measured, 100,000 keys).
 */
import { RateLimiterMemory } from "rate-limiter-flexible";

import { limiterStore, type RateLimitStore, UNLIMITED_POINTS } from "./rate-limit-store";

export interface MemoryRateLimitStore extends RateLimitStore {
  readonly kind: "memory";
}

export function createMemoryRateLimitStore(): MemoryRateLimitStore {
  const limiters: RateLimiterMemory[] = [];
  const store = limiterStore(
    "memory",
    (duration) => {
      const limiter = new RateLimiterMemory({ points: UNLIMITED_POINTS, duration });
      limiters.push(limiter);
      return limiter;
    },
    {
      ping: async () => undefined,
      // A test's store is thrown away; the timers that would drop its keys must not hold the process.
      close: async () => {
        for (const limiter of limiters.splice(0)) for (const { key } of limiter.dump().storage) await limiter.delete(key);
      },
    },
  );
  return store as MemoryRateLimitStore;
}
