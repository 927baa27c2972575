/**
 * The rate limiter on every store there is: always the in-memory one, and the
 * Redis one when REDIS_URL is set (CI sets it). On Redis also: two app
 * instances share one count, and a Redis that is away (a closed port, a server
 * that never answers, a connection that drops) lets requests through at once
 * instead of holding them, and counting resumes when it returns.
 */
import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { checkRateLimit, rateLimitKey, rateLimitStore, type RateLimitRule, setRateLimitStore } from "@/server/rate-limit/rate-limit";
import type { RateLimitStore } from "@/server/rate-limit/rate-limit-store";
import { createRedisRateLimitStore, KEY_PREFIX } from "@/server/rate-limit/redis-store";

const redisUrl = process.env.REDIS_URL || undefined;

// Keys of this run never meet those of an earlier or a parallel run on the same Redis.
const RUN = randomBytes(4).toString("hex");
let rules = 0;
const uniqueRule = (limit: number, windowMs: number): RateLimitRule => ({ name: `test-${RUN}-${++rules}`, limit, windowMs });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoreUnderTest {
  name: string;
  open: () => RateLimitStore;
}

const storesUnderTest: StoreUnderTest[] = [{ name: "memory", open: () => createMemoryRateLimitStore() }];
if (redisUrl) storesUnderTest.push({ name: "redis", open: () => createRedisRateLimitStore(redisUrl) });

// A store that fails says so with console.warn; the tests that make it fail keep the output clean.
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe.each(storesUnderTest)("rate limits on the $name store", ({ open }) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  it("counts the hits of a key in its window and says how long the window has left", async () => {
    const key = `${uniqueRule(1, 1).name}:key`;
    const first = await store.hit(key, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    await sleep(50);
    const second = await store.hit(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeLessThan(first.resetInMs);
  });

  it("allows up to the limit, refuses the next with the seconds left, and allows again once the window is over", async () => {
    const rule = uniqueRule(2, 600);
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await sleep(700);
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("counts each subject and each rule apart", async () => {
    const rule = uniqueRule(1, 60_000);
    expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(true);
    const refused = await checkRateLimit(rule, "192.0.2.1", store);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await checkRateLimit(rule, "2001:db8::1", store)).allowed).toBe(true);
    expect((await checkRateLimit(uniqueRule(1, 60_000), "192.0.2.1", store)).allowed).toBe(true);
  });

  it("lets exactly the limit through when many hits arrive at once", async () => {
    const rule = uniqueRule(10, 60_000);
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => checkRateLimit(rule, "198.51.100.7", store)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });
});

describe("the process's store", () => {
  afterEach(() => setRateLimitStore(null));

  it(`is made from the environment: ${redisUrl ? "Redis, as REDIS_URL is set" : "memory, as REDIS_URL is not set"}`, async () => {
    setRateLimitStore(null);
    const store = rateLimitStore();
    try {
      expect(store.kind).toBe(redisUrl ? "redis" : "memory");
      expect(rateLimitStore()).toBe(store);
      const rule = uniqueRule(1, 60_000);
      expect((await checkRateLimit(rule, "192.0.2.1")).allowed).toBe(true);
      expect((await checkRateLimit(rule, "192.0.2.1")).allowed).toBe(false);
    } finally {
      await store.close();
    }
  });
});

/** A TCP server that takes connections and never says a word: a Redis that hangs. */
async function startSilentServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  const port = await listen(server, 0);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

describe("the Redis store when Redis is away", () => {
  it("lets requests through at once when nothing listens on the port", async () => {
    const store = createRedisRateLimitStore("redis://127.0.0.1:1");
    try {
      const rule = uniqueRule(1, 60_000);
      for (let i = 0; i < 3; i++) {
        const result = await checkRateLimit(rule, "192.0.2.1", store);
        expect(result).toEqual({ allowed: true, retryAfterSeconds: 0 });
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^\[rate-limit\] the redis store failed, requests are let through unlimited: Redis is unreachable: connect ECONNREFUSED/);
    } finally {
      await store.close();
    }
  });

  it("lets requests through after the short timeout when Redis takes the connection but never answers", async () => {
    const silent = await startSilentServer();
    const store = createRedisRateLimitStore(silent.url);
    try {
      const rule = uniqueRule(1, 60_000);
      for (let i = 0; i < 3; i++) {
        const result = await checkRateLimit(rule, "192.0.2.1", store);
        expect(result).toEqual({ allowed: true, retryAfterSeconds: 0 });
      }
    } finally {
      await store.close();
      await silent.stop();
    }
  });
});

if (redisUrl) {
  describe("rate limits shared through Redis", () => {
    let raw: Redis;
    beforeAll(() => {
      raw = new Redis(redisUrl, { lazyConnect: true });
    });
    afterAll(() => raw.quit());

    it("two app instances (two stores) share one count", async () => {
      const instanceA = createRedisRateLimitStore(redisUrl);
      const instanceB = createRedisRateLimitStore(redisUrl);
      try {
        const rule = uniqueRule(3, 60_000);
        expect((await checkRateLimit(rule, "203.0.113.9", instanceA)).allowed).toBe(true);
        expect((await checkRateLimit(rule, "203.0.113.9", instanceB)).allowed).toBe(true);
        expect((await checkRateLimit(rule, "203.0.113.9", instanceA)).allowed).toBe(true);
        expect((await checkRateLimit(rule, "203.0.113.9", instanceB)).allowed).toBe(false);
        expect((await checkRateLimit(rule, "203.0.113.9", instanceA)).allowed).toBe(false);
      } finally {
        await Promise.all([instanceA.close(), instanceB.close()]);
      }
    });

    it(`keeps its counts under ${KEY_PREFIX}, expiring with their window`, async () => {
      const store = createRedisRateLimitStore(redisUrl);
      try {
        const rule = uniqueRule(5, 30_000);
        await checkRateLimit(rule, "192.0.2.1", store);
        await checkRateLimit(rule, "192.0.2.1", store);
        const key = KEY_PREFIX + rateLimitKey(rule, "192.0.2.1");
        expect(await raw.get(key)).toBe("2");
        const ttl = await raw.pttl(key);
        expect(ttl).toBeGreaterThan(25_000);
        expect(ttl).toBeLessThanOrEqual(30_000);
      } finally {
        await store.close();
      }
    });

    it("gives a counter that lost its expiry a new one, rather than counting it for ever", async () => {
      const store = createRedisRateLimitStore(redisUrl);
      try {
        const rule = uniqueRule(5, 30_000);
        const key = rateLimitKey(rule, "192.0.2.1");
        await raw.set(KEY_PREFIX + key, "7");
        expect(await store.hit(key, 30_000)).toEqual({ count: 8, resetInMs: 30_000 });
        expect(await raw.pttl(KEY_PREFIX + key)).toBeGreaterThan(25_000);
      } finally {
        await store.close();
      }
    });

    // Through a TCP proxy that the test stops and starts, as Redis itself cannot be stopped here.
    if (new URL(redisUrl).protocol === "redis:") {
      it("lets requests through while the connection is down, and counts again once Redis is back", async () => {
        const target = new URL(redisUrl);
        const proxy = await startProxy(target.hostname, Number(target.port || 6379));
        const proxied = new URL(redisUrl);
        proxied.hostname = "127.0.0.1";
        proxied.port = String(proxy.port);
        const store = createRedisRateLimitStore(proxied.toString());
        const rule = uniqueRule(1, 60_000);
        try {
          expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(true);
          expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(false);

          await proxy.stop();
          for (let i = 0; i < 3; i++) {
            const result = await checkRateLimit(rule, "192.0.2.1", store);
            expect(result.allowed).toBe(true);
          }

          await proxy.start();
          // The store reconnects by itself (at most 2 s apart); the count kept in Redis holds again.
          const deadline = Date.now() + 10_000;
          let verdict = await checkRateLimit(rule, "192.0.2.1", store);
          while (verdict.allowed && Date.now() < deadline) {
            await sleep(100);
            verdict = await checkRateLimit(rule, "192.0.2.1", store);
          }
          expect(verdict.allowed).toBe(false);
        } finally {
          await store.close();
          await proxy.stop();
        }
      });
    }
  });
}

/** A TCP proxy to Redis on a fixed local port, which can be stopped (dropping its connections) and started again. */
async function startProxy(host: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = async () => {
    server = createServer((client) => {
      const upstream = tcpConnect(targetPort, host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    port = await listen(server, port);
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => closing.close(resolve));
  };
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
}
