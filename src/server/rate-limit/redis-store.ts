/**
 * The rate limiter's counts in Redis (REDIS_URL), shared by every app instance.
 *
 * One Lua script counts a hit: it increments the key, starts its window with an
 * expiry on the first hit, and answers the count and the time left, all in one
 * step, so that instances hitting the same key at once can neither lose a count
 * nor leave a key without an expiry.
 *
 * A Redis that is away must not hold a shopper's request: the connection opens
 * on the first hit (and that hit waits for it at most COMMAND_TIMEOUT_MS), a
 * command gets COMMAND_TIMEOUT_MS for its answer, and while the connection is
 * down a hit fails at once instead of waiting in a queue until Redis returns.
 * The caller (rate-limit.ts) lets the request through then.
 */
import { Redis } from "ioredis";

import { within } from "@/server/within";

import type { RateLimitHit, RateLimitStore } from "./rate-limit-store";

export const KEY_PREFIX = "stekker:rate:";

/** A local Redis answers in well under a millisecond; one that takes longer than this is as good as away. */
export const COMMAND_TIMEOUT_MS = 500;

/**
 * KEYS[1]: the counter; ARGV[1]: the window in milliseconds. Answers
 * { count, milliseconds left }. A counter that has no expiry (PTTL -1: only
 * someone's hand could have removed it) gets one, rather than counting for ever
 * and shutting its subject out for good.
 */
const HIT_SCRIPT = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type RateLimitClient = Redis & {
  /** Defined below with `defineCommand`: EVALSHA, with EVAL once when Redis does not know the script yet. */
  stekkerRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

export interface RedisRateLimitStore extends RateLimitStore {
  readonly kind: "redis";
}

export function createRedisRateLimitStore(url: string): RedisRateLimitStore {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while the connection is down, instead of queueing every hit.
    enableOfflineQueue: false,
    // A hit whose answer was lost is not sent again after a reconnect: it has
    // been answered (let through) already, and a second INCR would count it twice.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Reconnects in the background for as long as the process runs (ioredis's
    // default backoff, at most 2 s apart), so the limit returns with Redis.
  }) as RateLimitClient;
  client.defineCommand("stekkerRateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  // Without a listener ioredis prints every failed reconnect. The failures reach
  // the caller as rejected hits, which rate-limit.ts logs at most once a minute;
  // the last one is kept to say why, as a hit itself only hears "Connection is closed."
  let connectionError: Error | undefined;
  client.on("error", (error: Error) => (connectionError = error));
  client.on("ready", () => (connectionError = undefined));

  let firstConnection: Promise<void> | undefined;

  return {
    kind: "redis",
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      // With enableOfflineQueue off, a command sent before the connection is
      // ready would fail; so the first hits wait for the first connection, briefly.
      try {
        if (client.status === "wait") firstConnection = within(client.connect(), COMMAND_TIMEOUT_MS, "connecting to Redis");
        if (client.status !== "ready") await firstConnection;
        const [count, resetInMs] = await client.stekkerRateLimitHit(KEY_PREFIX + key, windowMs);
        return { count, resetInMs };
      } catch (error) {
        if (client.status !== "ready" && connectionError) throw new Error(`Redis is unreachable: ${connectionError.message}`, { cause: error });
        throw error;
      }
    },
    async close() {
      // QUIT lets Redis finish what it was sent; a connection that is not up is simply dropped.
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
