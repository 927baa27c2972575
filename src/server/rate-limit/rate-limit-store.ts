/**
 * Where the rate limiter counts: a fixed-window counter per key. The first hit
 * of a key starts a window of `windowMs` (rounded up to whole seconds, as Redis
 * keeps expiries in seconds); every hit in that window adds one; once it is
 * over, the next hit starts a new window at one.
 *
 * The counting itself is rate-limiter-flexible's (its memory and Redis
 * limiters, with their atomic Redis script and expiry): this module only gives
 * them the one shape the shop needs. A limiter of that library is made for one
 * duration, so a store keeps one per window length, made on first use.
 */
import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

export interface RateLimitHit {
  /** Hits of this key in its current window, this one included (for `peek`: so far; 0 when no window runs). */
  count: number;
  /** Until the window ends and the count starts again; 0 when no window runs. */
  resetInMs: number;
}

export interface RateLimitStore {
  readonly kind: "memory" | "redis";
  /** Counts one hit of `key`; rejects when the store cannot be reached (the caller decides what that means). */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The running window of `key` without counting a hit. */
  peek(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Ends the window of `key`: its next hit counts from one (a member who signs in clears their failures). */
  forget(key: string, windowMs: number): Promise<void>;
  /** Rejects when the store cannot be reached now: for the health check, which reports it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The library wants whole seconds at least one long for Redis (`EX`); a shorter window is a test's. */
export function windowSeconds(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000));
}

/**
 * Counts are kept below the limiter's `points`: a hit is a `penalty` (one more,
 * never refused by the library), and the caller compares the count with its
 * own rule, so that one limiter per window serves every rule of that length.
 */
export const UNLIMITED_POINTS = Number.MAX_SAFE_INTEGER;

export function limiterStore(
  kind: RateLimitStore["kind"],
  makeLimiter: (durationSeconds: number) => RateLimiterAbstract,
  rest: Pick<RateLimitStore, "ping" | "close">,
): RateLimitStore {
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterFor = (windowMs: number) => {
    const seconds = windowSeconds(windowMs);
    let limiter = limiters.get(seconds);
    if (!limiter) limiters.set(seconds, (limiter = makeLimiter(seconds)));
    return limiter;
  };
  const asHit = (res: RateLimiterRes | null): RateLimitHit => (res ? { count: res.consumedPoints, resetInMs: Math.max(0, res.msBeforeNext) } : { count: 0, resetInMs: 0 });
  return {
    kind,
    hit: async (key, windowMs) => asHit(await limiterFor(windowMs).penalty(key, 1)),
    peek: async (key, windowMs) => asHit(await limiterFor(windowMs).get(key)),
    forget: async (key, windowMs) => {
      await limiterFor(windowMs).delete(key);
    },
    ...rest,
  };
}
