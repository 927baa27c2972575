/**
 * The rate limiter's counts in Redis (REDIS_URL), shared by every app instance:
 * rate-limiter-flexible's RateLimiterRedis on an ioredis client, whose one Lua
 * script counts a hit and starts its window's expiry in one step, so that
 * instances hitting the same key at once can neither lose a count nor leave a
 * key without an expiry.
 *
 * When Redis cannot be reached, the counting goes on in this process's memory
 * (the library's `insuranceLimiter`, a RateLimiterMemory): every limit still
 * holds per instance, so a shop on N instances lets through at most N times a
 * limit while Redis is away, and a guesser is never let through unlimited. It
 * says so in the log (through `onFallback`), at most once a minute. Once Redis
 * answers again the shared counts are used again; the counts made meanwhile
 * in memory are not carried over.
 *
 * A Redis that is away must not hold a shopper's request: the connection opens
 * on the first hit (which waits for it at most COMMAND_TIMEOUT_MS), a command
 * gets COMMAND_TIMEOUT_MS for its answer, and while the connection is down a
 * hit goes to memory at once instead of waiting in a queue until Redis returns.
 */
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";

import { within } from "@/server/within";

import { limiterStore, type RateLimitStore, UNLIMITED_POINTS } from "./rate-limit-store";

export const KEY_PREFIX = "stekker:rate:";

/** A local Redis answers in well under a millisecond; one that takes longer than this is as good as away. */
export const COMMAND_TIMEOUT_MS = 500;

export interface RedisRateLimitStore extends RateLimitStore {
  readonly kind: "redis";
}

export interface RedisRateLimitStoreOptions {
  /** Told each time a count goes to memory because Redis failed; rate-limit.ts logs it, at most once a minute. */
  onFallback?: (reason: string) => void;
  /** Instead of KEY_PREFIX (ending in ":"): a test run's own keys. */
  keyPrefix?: string;
}

export function createRedisRateLimitStore(url: string, { onFallback = () => {}, keyPrefix = KEY_PREFIX }: RedisRateLimitStoreOptions = {}): RedisRateLimitStore {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while the connection is down, instead of queueing every hit.
    enableOfflineQueue: false,
    // A hit whose answer was lost is not sent again after a reconnect: it has
    // been counted in memory already, and a second INCRBY would count it twice.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // Reconnects in the background for as long as the process runs (ioredis's
    // default backoff, at most 2 s apart), so the shared counts return with Redis.
  });
  // Without a listener ioredis prints every failed reconnect. The last one is
  // kept to say why, as a failed command itself only says "Connection is closed."
  let connectionError: Error | undefined;
  client.on("error", (error: Error) => (connectionError = error));
  client.on("ready", () => (connectionError = undefined));

  let firstConnection: Promise<void> | undefined;
  /** With enableOfflineQueue off, a command sent before the first connection is ready would fail: the first hits wait for it, briefly. */
  async function connected(): Promise<void> {
    if (client.status === "wait") firstConnection = within(client.connect(), COMMAND_TIMEOUT_MS, "connecting to Redis").catch(() => undefined);
    if (client.status !== "ready") await firstConnection;
  }
  const reason = () => (connectionError ? `Redis is unreachable: ${connectionError.message}` : "Redis did not answer");

  const store = limiterStore(
    "redis",
    (duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: keyPrefix.replace(/:$/, ""),
        points: UNLIMITED_POINTS,
        duration,
        // Not ready (down, reconnecting): straight to memory rather than waiting for a timeout.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new FallbackMemoryLimiter({ points: UNLIMITED_POINTS, duration }, () => onFallback(reason())),
      }),
    {
      async ping() {
        await connected();
        if (client.status !== "ready") throw new Error(reason());
        await client.ping();
      },
      async close() {
        // QUIT lets Redis finish what it was sent; a connection that is not up is simply dropped.
        if (client.status === "ready") await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      },
    },
  );
  return {
    ...store,
    kind: "redis",
    hit: async (key, windowMs) => (await connected(), store.hit(key, windowMs)),
    peek: async (key, windowMs) => (await connected(), store.peek(key, windowMs)),
    forget: async (key, windowMs) => (await connected(), store.forget(key, windowMs)),
  };
}

/** The insurance: a memory limiter that says when it is used, which is exactly when Redis failed. */
class FallbackMemoryLimiter extends RateLimiterMemory {
  private readonly used: () => void;
  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0], used: () => void) {
    super(options);
    this.used = used;
  }
  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    this.used();
    return super.penalty(...args);
  }
  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.used();
    return super.get(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory["delete"]>) {
    this.used();
    return super.delete(...args);
  }
}
