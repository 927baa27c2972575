/**
 * Where the rate limiter counts: a fixed-window counter per key. The first hit
 * of a key starts a window of `windowMs`; every hit in that window adds one;
 * once it is over, the next hit starts a new window at one.
 *
 * Two stores keep it: one in the process's memory (the default, for a shop on
 * one process) and one in Redis (REDIS_URL), which every app instance shares,
 * so that a limit holds however many instances a visitor's requests reach.
 */
export interface RateLimitHit {
  /** Hits of this key in its current window, this one included. */
  count: number;
  /** Until the window ends and the count starts again. */
  resetInMs: number;
}

export interface RateLimitStore {
  readonly kind: "memory" | "redis";
  /** Counts one hit of `key`; rejects when the store cannot be reached (the caller decides what that means). */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}
