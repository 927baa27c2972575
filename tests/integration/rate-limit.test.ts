/**
 * The rate limits (issue 17: findings 4 and 5) on every store there is: always
 * rate-limiter-flexible's memory limiter, and its Redis limiter when REDIS_URL
 * is set (CI sets it), each run under a key prefix of its own. On Redis also:
 * two app instances share one count, and a Redis that is away (a closed port, a
 * server that never answers, a connection that drops) is replaced at once by
 * counting in the process's memory, and the shared count returns with Redis.
 * Then every public write through its route handler, against a real database
 * (PGlite, or PostgreSQL with TEST_DATABASE=postgres): each rule named after
 * itself, the writes on a shopper's way to an order per session, per address
 * for new sessions and under a per-address ceiling (the crowd behind one
 * address: rate-limit-crowd.test.ts), and staff sign-in that no stranger can
 * use to lock a member out.
 */
import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { LOGGER_TOKEN } from "@/config/logger-token";
import { carts } from "@/server/db/schema";
import { API_ROUTE_TABLE } from "@/api/app";
import { contractRoutes } from "@/api/route-table";
import { apiRoutesFor } from "@/domain/permissions";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { checkRateLimit, createRateLimitStore, rateLimitKey, rateLimitStore, type RateLimitRule, setRateLimitStore } from "@/server/rate-limit/rate-limit";
import type { RateLimitStore } from "@/server/rate-limit/rate-limit-store";
import { createRedisRateLimitStore, KEY_PREFIX } from "@/server/rate-limit/redis-store";
import { enforceShopperRateLimit, type ShopperRateLimit } from "@/server/rate-limit/shopper-rate-limit";
import {
  ADDRESS_LOOKUP,
  CART_CHANGES,
  CART_CREATION,
  CLIENT_LOG_BATCH_BYTES,
  CLIENT_LOG_BATCHES,
  MOLLIE_WEBHOOK_CALLS,
  ORDER_PAYMENT_RETRIES,
  PUBLIC_WRITES,
  TEST_PAYMENT_CHOICES,
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  STAFF_SIGN_IN_PER_CLIENT,
  STAFF_SIGN_IN_SLOW_DOWN,
} from "@/server/rate-limit/rules";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { readSession, SESSION_COOKIE } from "@/server/session/session-cookie";
import { newSessionId, signSession } from "@/server/session/session-token";
import { readEnv, sessionSecret } from "@/config/env";
import { setStaffSignInPause } from "@/server/staff/sign-in-staff-member";

import { type Answer, call, createSeededDatabase, apiRoute } from "../support/api";
import { startPdokStandIn } from "../support/pdok-stand-in";
import { testDriver, type TestDatabase } from "../support/test-database";
import { useStandIn } from "../support/use-stand-in";

const { POST: addressPost } = apiRoute("/api/carts/address/");
const { PUT: cartPut } = apiRoute("/api/carts/{cartId}/");
const { POST: cartsPost } = apiRoute("/api/carts/");
const { POST: loggerPost } = apiRoute("/api/logger/");
const { POST: paymentRetryPost } = apiRoute("/api/orders/{orderRef}/payments/");
const { POST: mollieWebhookPost } = apiRoute("/api/payments/mollie/webhook/");
const { POST: signInCall } = apiRoute("/api/staff-sessions/");
const { POST: testPaymentPost } = apiRoute("/api/payments/test/{paymentId}/");

const redisUrl = process.env.REDIS_URL || undefined;

// Keys of this run never meet those of an earlier or a parallel run on the same Redis.
const RUN = randomBytes(4).toString("hex");
const RUN_PREFIX = `stekker-test:${RUN}:`;
let rules = 0;
const uniqueRule = (limit: number, windowMs: number): RateLimitRule => ({ name: `test-${RUN}-${++rules}`, limit, windowMs });
/** A client address no other test of this run uses, so that counts kept in Redis between tests stay apart. */
let addresses = 0;
const newAddress = () => `2001:db8:${RUN.slice(0, 4)}::${(++addresses).toString(16)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoreUnderTest {
  name: string;
  open: () => RateLimitStore;
}

const storesUnderTest: StoreUnderTest[] = [{ name: "memory", open: () => createMemoryRateLimitStore() }];
if (redisUrl) storesUnderTest.push({ name: "redis", open: () => createRedisRateLimitStore(redisUrl, { keyPrefix: RUN_PREFIX }) });

const TOO_MANY = /^Je hebt dit te vaak geprobeerd\. Probeer het over \d+ (seconden?|minuut|minuten) opnieuw\.$/;

/** A 429 as the issue asks: Retry-After within the rule's window, and the failure shape with the Dutch sentence. */
function expectRefused(answer: Answer, rule: RateLimitRule) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
  expect(answer.json).toEqual({ failed: true, message: expect.stringMatching(TOO_MANY), data: [] });
}

// A store that fails says so with console.warn; the tests that make it fail keep the output clean.
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("the public writes", () => {
  it("every write a guest may make, in the route table, has a rule or a stated reason for none", () => {
    // A guest's own table, method by method: a path may be read by anyone and written by staff only (the special dates).
    const writes = Object.entries(apiRoutesFor("guest", contractRoutes(API_ROUTE_TABLE))).flatMap(([path, entry]) =>
      (entry.allowedMethods as string[]).filter((method) => method !== "GET" && method !== "HEAD").map((method) => `${method} ${path}`),
    );
    expect(writes.length).toBeGreaterThan(5);
    expect(writes.filter((write) => !(write in PUBLIC_WRITES))).toEqual([]);
    expect(Object.keys(PUBLIC_WRITES).filter((write) => !writes.includes(write))).toEqual([]);
  });
});

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
    const rule = uniqueRule(2, 1000);
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await checkRateLimit(rule, "192.0.2.1", store)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await sleep(1100);
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

  it("reads a count without adding to it, and forgets it", async () => {
    const key = `${uniqueRule(1, 1).name}:key`;
    expect(await store.peek(key, 60_000)).toEqual({ count: 0, resetInMs: 0 });
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    expect((await store.peek(key, 60_000)).count).toBe(2);
    expect((await store.peek(key, 60_000)).count).toBe(2);
    await store.forget(key, 60_000);
    expect(await store.peek(key, 60_000)).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit(key, 60_000)).count).toBe(1);
  });
});

describe.each(storesUnderTest)("a shopper's limit (per session, new sessions per address, a ceiling per address) on the $name store", ({ open }) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  const NOW = new Date("2026-11-28T10:00:00Z");
  const sessionCookie = () => `${SESSION_COOKIE}=${signSession(newSessionId(), sessionSecret(readEnv()), NOW)}`;
  const attempt = (limit: ShopperRateLimit, address: string, cookie: string | null) =>
    enforceShopperRateLimit(limit, new Request("http://localhost/", { headers: { [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) } }), store).then(
      () => "allowed",
      (error: { status?: number }) => (error.status === 429 ? "refused" : Promise.reject(error)),
    );

  it("a hit refused at one step counts at none of the later ones: a session refused at its own limit leaves its address's ceiling to the other sessions", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    try {
      const limit: ShopperRateLimit = { perSession: uniqueRule(2, 60_000), newSessionsPerAddress: uniqueRule(100, 60_000), perAddress: uniqueRule(5, 60_000) };
      const address = newAddress();
      const greedy = sessionCookie();
      const verdicts: string[] = [];
      for (let i = 0; i < 10; i++) verdicts.push(await attempt(limit, address, greedy));
      expect(verdicts).toEqual(["allowed", "allowed", ...Array<string>(8).fill("refused")]);
      const others: string[] = [];
      for (let i = 0; i < 4; i++) others.push(await attempt(limit, address, sessionCookie()));
      expect(others).toEqual(["allowed", "allowed", "allowed", "refused"]);
    } finally {
      vi.useRealTimers();
    }
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

describe("the Redis store when Redis is away: counts in the process's memory instead (documented in docs/security/limits.md)", () => {
  it("a closed port: the limit still holds, counted in memory, without waiting; one warning says so", async () => {
    const store = createRateLimitStore({ REDIS_URL: "redis://127.0.0.1:1" });
    try {
      expect(store.kind).toBe("redis");
      const rule = uniqueRule(2, 60_000);
      const started = performance.now();
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push((await checkRateLimit(rule, "192.0.2.1", store)).allowed);
      expect(verdicts).toEqual([true, true, false, false]);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/^\[rate-limit\] the redis store failed, Redis is unreachable: connect ECONNREFUSED .*; counting in this process's memory until it is back$/);
      await expect(store.ping()).rejects.toThrow(/Redis is unreachable/);
    } finally {
      await store.close();
    }
  });

  it("a server that takes the connection but never answers: the same, after the short timeout", async () => {
    const silent = await startSilentServer();
    const store = createRedisRateLimitStore(silent.url);
    try {
      const rule = uniqueRule(1, 60_000);
      const verdicts = [];
      for (let i = 0; i < 3; i++) verdicts.push((await checkRateLimit(rule, "192.0.2.1", store)).allowed);
      expect(verdicts).toEqual([true, false, false]);
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
      const instanceA = createRedisRateLimitStore(redisUrl, { keyPrefix: RUN_PREFIX });
      const instanceB = createRedisRateLimitStore(redisUrl, { keyPrefix: RUN_PREFIX });
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

    it(`keeps its counts under ${KEY_PREFIX} (or a test run's prefix), expiring with their window`, async () => {
      const store = createRedisRateLimitStore(redisUrl, { keyPrefix: RUN_PREFIX });
      try {
        const rule = uniqueRule(5, 30_000);
        await checkRateLimit(rule, "192.0.2.1", store);
        await checkRateLimit(rule, "192.0.2.1", store);
        const key = RUN_PREFIX + rateLimitKey(rule, "192.0.2.1");
        expect(await raw.get(key)).toBe("2");
        const ttl = await raw.pttl(key);
        expect(ttl).toBeGreaterThan(25_000);
        expect(ttl).toBeLessThanOrEqual(30_000);
      } finally {
        await store.close();
      }
    });

    it("gives a counter that lost its expiry a new one, rather than counting it for ever", async () => {
      const store = createRedisRateLimitStore(redisUrl, { keyPrefix: RUN_PREFIX });
      try {
        const rule = uniqueRule(5, 30_000);
        const key = rateLimitKey(rule, "192.0.2.1");
        await raw.set(RUN_PREFIX + key, "7");
        expect(await store.hit(key, 30_000)).toEqual({ count: 8, resetInMs: 30_000 });
        expect(await raw.pttl(RUN_PREFIX + key)).toBeGreaterThan(25_000);
      } finally {
        await store.close();
      }
    });

    // Through a TCP proxy that the test stops and starts, as Redis itself cannot be stopped here.
    if (new URL(redisUrl).protocol === "redis:") {
      it("counts in memory while the connection is down, and in Redis again once it is back", async () => {
        const target = new URL(redisUrl);
        const proxy = await startProxy(target.hostname, Number(target.port || 6379));
        const proxied = new URL(redisUrl);
        proxied.hostname = "127.0.0.1";
        proxied.port = String(proxy.port);
        const store = createRedisRateLimitStore(proxied.toString(), { keyPrefix: RUN_PREFIX });
        const rule = uniqueRule(1, 60_000);
        try {
          expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(true);
          expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(false);

          await proxy.stop();
          // The subject's count in Redis cannot be read; memory starts it afresh, and the limit holds there.
          expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(true);
          expect((await checkRateLimit(rule, "192.0.2.1", store)).allowed).toBe(false);
          await expect(store.ping()).rejects.toThrow();

          await proxy.start();
          // The store reconnects by itself (at most 2 s apart).
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline && !(await store.ping().then(() => true, () => false))) await sleep(100);
          await checkRateLimit(rule, "192.0.2.2", store);
          expect(await raw.get(RUN_PREFIX + rateLimitKey(rule, "192.0.2.2"))).toBe("1");
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

const PASSWORD = "paard batterij nietje";
const WRONG = "fout wachtwoord 123";

describe.each(storesUnderTest)(`limits on every public write, $name store, on ${testDriver()}`, ({ open }) => {
  let database: TestDatabase;
  let store: RateLimitStore;
  const pdok = useStandIn("ADDRESS_LOOKUP_URL", startPdokStandIn);

  beforeAll(async () => {
    database = await createSeededDatabase(40);
    await addStaffMember(database.db, { emailAddress: "medewerker@stekker.test", name: "Mila Medewerker", role: "staff", password: PASSWORD }, new Date());
  });
  beforeEach(() => {
    store = open();
    setRateLimitStore(store);
  });
  afterEach(async () => {
    setRateLimitStore(null);
    await store.close();
  });
  afterAll(() => database.destroy());

  const from = (address: string, headers: Record<string, string> = {}) => ({ "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: address, ...headers });

  const { GET: appStateGet } = apiRoute("/api/app-state/");
  /** A visitor's first page load from `address`: a session that has loaded no earlier page. */
  const freshSession = async (address: string) =>
    (await call(appStateGet, "/api/app-state/", {}, { headers: from(address) })).headers.get("set-cookie")!.split(";")[0]!;
  /** A visitor who has loaded a second page from `address` (SESSION_PAGE_LOADS): a shopper who browses. */
  const browsingSession = async (address: string) => {
    const cookie = await freshSession(address);
    await call(appStateGet, "/api/app-state/", {}, { headers: from(address, { cookie }) });
    return cookie;
  };
  /** Counts `count` hits of `subject` under `rule` at once, as other requests before the test's would have. */
  const countedAlready = (rule: RateLimitRule, subject: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => store.hit(rateLimitKey(rule, subject), rule.windowMs)));

  describe("POST /api/carts/: per session, per address for new sessions, and a ceiling per address", () => {
    const postCart = (address: string, cookie: string | null) =>
      call(cartsPost, "/api/carts/", {}, { method: "POST", headers: from(address, cookie ? { cookie } : {}), body: "{}" });
    const cartsOf = async (cookie: string) => (await database.db.select({ cartId: carts.cartId }).from(carts).where(eq(carts.sessionId, sessionIdOf(cookie)))).length;
    const { perSession, newSessionsPerAddress, perAddress } = CART_CREATION;

    it(`${perSession.name}: ${perSession.limit} new carts per session in ten minutes; the next gets 429 and makes nothing, while another session behind the same address gets its cart`, async () => {
      const address = newAddress();
      const cookie = await browsingSession(address);
      const statuses: number[] = [];
      let refused: Answer | undefined;
      for (let i = 0; i < 300; i++) {
        const answer = await postCart(address, cookie);
        statuses.push(answer.status);
        if (answer.status === 429) refused ??= answer;
      }
      expect(statuses.slice(0, perSession.limit).every((status) => status === 201)).toBe(true);
      expect(statuses.slice(perSession.limit).every((status) => status === 429)).toBe(true);
      expectRefused(refused!, perSession);
      expect(await cartsOf(cookie)).toBe(perSession.limit);
      expect((await postCart(address, await browsingSession(address))).status).toBe(201);
    });

    it(`${newSessionsPerAddress.name}: ${newSessionsPerAddress.limit} carts per address in ten minutes from sessions without an earlier page load, or without a session; the next gets 429, while a session that browsed gets its cart`, async () => {
      const address = newAddress();
      for (let i = 0; i < newSessionsPerAddress.limit; i++) expect((await postCart(address, await freshSession(address))).status).toBe(201);
      const fresh = await freshSession(address);
      expectRefused(await postCart(address, fresh), newSessionsPerAddress);
      expectRefused(await postCart(address, null), newSessionsPerAddress);
      expect(await cartsOf(fresh)).toBe(0);
      expect((await postCart(address, await browsingSession(address))).status).toBe(201);
    });

    it(`${perAddress.name}: ${perAddress.limit} carts per address in ten minutes from all its sessions together; the next gets 429, while another address gets its cart`, async () => {
      const address = newAddress();
      await countedAlready(perAddress, address, perAddress.limit - 3);
      for (let i = 0; i < 3; i++) expect((await postCart(address, await browsingSession(address))).status).toBe(201);
      const cookie = await browsingSession(address);
      expectRefused(await postCart(address, cookie), perAddress);
      expect(await cartsOf(cookie)).toBe(0);
      const elsewhere = newAddress();
      expect((await postCart(elsewhere, await browsingSession(elsewhere))).status).toBe(201);
    });
  });

  describe("PUT /api/carts/{cartId}/: per session, per address for new sessions, and a ceiling per address", () => {
    const { perSession, newSessionsPerAddress, perAddress } = CART_CHANGES;
    /** A cart of `cookie`'s session, made from another address so that it counts against none of the test's. */
    const cartOf = async (cookie: string) => {
      const made = await call(cartsPost, "/api/carts/", {}, { method: "POST", headers: from(newAddress(), { cookie }), body: "{}" });
      return { cartId: made.json.data.cartId as string, version: made.json.data.version as number };
    };
    const change = (address: string, cookie: string, cart: { cartId: string; version: number }, notes: string) =>
      call(cartPut, `/api/carts/${cart.cartId}/`, { cartId: cart.cartId }, { method: "PUT", headers: from(address, { cookie }), body: JSON.stringify({ version: cart.version, notes }) });
    const storedVersion = async (cartId: string) => (await database.db.select({ version: carts.version }).from(carts).where(eq(carts.cartId, cartId)))[0]!.version;

    it(`${perSession.name}: ${perSession.limit} changes per session in ten minutes; the next gets 429 and changes nothing`, async () => {
      const address = newAddress();
      const cookie = await browsingSession(address);
      const cart = await cartOf(cookie);
      for (let i = 0; i < perSession.limit; i++) {
        const answer = await change(address, cookie, cart, `wijziging ${i}`);
        expect(answer.status).toBe(200);
        cart.version = answer.json.data.version;
      }
      expectRefused(await change(address, cookie, cart, "een te veel"), perSession);
      expect(await storedVersion(cart.cartId)).toBe(cart.version);
    });

    it(`${newSessionsPerAddress.name}: ${newSessionsPerAddress.limit} changes per address in ten minutes from sessions without an earlier page load; the next gets 429, while a session that browsed changes its cart`, async () => {
      const address = newAddress();
      await countedAlready(newSessionsPerAddress, address, newSessionsPerAddress.limit - 1);
      const fresh = await freshSession(address);
      const cart = await cartOf(fresh);
      const first = await change(address, fresh, cart, "de laatste");
      expect(first.status).toBe(200);
      cart.version = first.json.data.version;
      expectRefused(await change(address, fresh, cart, "een te veel"), newSessionsPerAddress);
      expect(await storedVersion(cart.cartId)).toBe(cart.version);
      const browsing = await browsingSession(address);
      expect((await change(address, browsing, await cartOf(browsing), "gewoon")).status).toBe(200);
    });

    it(`${perAddress.name}: ${perAddress.limit} changes per address in ten minutes from all its sessions together; the next gets 429`, async () => {
      const address = newAddress();
      await countedAlready(perAddress, address, perAddress.limit - 1);
      const cookie = await browsingSession(address);
      const cart = await cartOf(cookie);
      const first = await change(address, cookie, cart, "de laatste");
      expect(first.status).toBe(200);
      cart.version = first.json.data.version;
      const other = await browsingSession(address);
      expectRefused(await change(address, other, await cartOf(other), "een te veel"), perAddress);
      expect((await change(newAddress(), cookie, cart, "van elders")).status).toBe(200);
    });
  });

  describe("POST /api/carts/address/: per session, per address for new sessions, and a ceiling per address", () => {
    const { perSession, newSessionsPerAddress, perAddress } = ADDRESS_LOOKUP;
    const lookUp = (address: string, cookie: string | null) =>
      call(addressPost, "/api/carts/address/", {}, {
        method: "POST",
        headers: from(address, cookie ? { cookie } : {}),
        body: JSON.stringify({ postalCode: "2396 AN", houseNumber: "143", country: "NL" }),
      });

    it(`${perSession.name}: ${perSession.limit} look-ups a minute per session; the next gets 429 and asks the outside server nothing`, async () => {
      const address = newAddress();
      const cookie = await browsingSession(address);
      const asked = pdok.standIn.requests.length;
      for (let i = 0; i < perSession.limit; i++) expect((await lookUp(address, cookie)).status).toBe(200);
      expectRefused(await lookUp(address, cookie), perSession);
      expect(pdok.standIn.requests.length - asked).toBe(perSession.limit);
      expect((await lookUp(address, await browsingSession(address))).status).toBe(200);
    });

    it(`${newSessionsPerAddress.name}: ${newSessionsPerAddress.limit} look-ups a minute per address without a session or from sessions without an earlier page load; the next gets 429, while a session that browsed is answered`, async () => {
      const address = newAddress();
      const asked = pdok.standIn.requests.length;
      for (let i = 0; i < newSessionsPerAddress.limit; i++) expect((await lookUp(address, i % 2 ? null : await freshSession(address))).status).toBe(200);
      expectRefused(await lookUp(address, null), newSessionsPerAddress);
      expectRefused(await lookUp(address, await freshSession(address)), newSessionsPerAddress);
      expect(pdok.standIn.requests.length - asked).toBe(newSessionsPerAddress.limit);
      expect((await lookUp(address, await browsingSession(address))).status).toBe(200);
    });

    it(`${perAddress.name}: ${perAddress.limit} look-ups a minute per address from all its sessions together; the next gets 429 and asks the outside server nothing`, async () => {
      const address = newAddress();
      await countedAlready(perAddress, address, perAddress.limit - 1);
      expect((await lookUp(address, await browsingSession(address))).status).toBe(200);
      const asked = pdok.standIn.requests.length;
      expectRefused(await lookUp(address, await browsingSession(address)), perAddress);
      expect(pdok.standIn.requests.length).toBe(asked);
    });
  });

  describe(`${CLIENT_LOG_BATCHES.name}: POST /api/logger/ (finding 5)`, () => {
    let log: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      log = vi.spyOn(console, "log").mockImplementation(() => {});
    });
    afterEach(() => log.mockRestore());
    const entry = (message: string) => ({ message, payload: {}, timestamp: "2026-11-25T12:00:00Z", severity: "error" });
    const send = (address: string, body: unknown) =>
      call(loggerPost, "/api/logger/", {}, { method: "POST", headers: from(address, { authorization: `Bearer ${LOGGER_TOKEN}` }), body: JSON.stringify(body) });

    it(`${CLIENT_LOG_BATCHES.limit} batches a minute per address; the next gets 429 and writes nothing`, async () => {
      const address = newAddress();
      for (let i = 0; i < CLIENT_LOG_BATCHES.limit; i++) expect((await send(address, [entry(`fout ${i}`)])).status).toBe(204);
      expect(log).toHaveBeenCalledTimes(CLIENT_LOG_BATCHES.limit);
      expectRefused(await send(address, [entry("nog een")]), CLIENT_LOG_BATCHES);
      expect(log).toHaveBeenCalledTimes(CLIENT_LOG_BATCHES.limit);
    });

    it(`one batch writes at most ${CLIENT_LOG_BATCH_BYTES / 1024} KiB: a larger one is refused with 413 and writes nothing`, async () => {
      const big = Array.from({ length: 25 }, (_, i) => ({ ...entry(`fout ${i}`), payload: { stack: "x".repeat(4000) } }));
      expect(JSON.stringify(big).length).toBeGreaterThan(CLIENT_LOG_BATCH_BYTES);
      const answer = await send(newAddress(), big);
      expect(answer.status).toBe(413);
      expect(answer.json).toMatchObject({ failed: true });
      expect(log).not.toHaveBeenCalled();
    });
  });

  describe("POST /api/orders/{orderRef}/payments/: per session, per address for new sessions, and a ceiling per address, counted before the order is looked up", () => {
    const { perSession, newSessionsPerAddress, perAddress } = ORDER_PAYMENT_RETRIES;
    const retry = (address: string, cookie: string | null) =>
      call(paymentRetryPost, "/api/orders/ST-1/payments/", { orderRef: "ST-1" }, { method: "POST", headers: from(address, cookie ? { cookie } : {}), body: "{}" });

    it(`${perSession.name}: ${perSession.limit} attempts per session in ten minutes; the next gets 429`, async () => {
      const address = newAddress();
      const cookie = await browsingSession(address);
      for (let i = 0; i < perSession.limit; i++) expect((await retry(address, cookie)).status).not.toBe(429);
      expectRefused(await retry(address, cookie), perSession);
      expect((await retry(address, await browsingSession(address))).status).not.toBe(429);
    });

    it(`${newSessionsPerAddress.name}: ${newSessionsPerAddress.limit} attempts per address in ten minutes without a session or from sessions without an earlier page load; the next gets 429`, async () => {
      const address = newAddress();
      for (let i = 0; i < newSessionsPerAddress.limit; i++) expect((await retry(address, i % 2 ? null : await freshSession(address))).status).not.toBe(429);
      expectRefused(await retry(address, null), newSessionsPerAddress);
      expect((await retry(address, await browsingSession(address))).status).not.toBe(429);
    });

    it(`${perAddress.name}: ${perAddress.limit} attempts per address in ten minutes from all its sessions together; the next gets 429`, async () => {
      const address = newAddress();
      await countedAlready(perAddress, address, perAddress.limit - 1);
      expect((await retry(address, await browsingSession(address))).status).not.toBe(429);
      expectRefused(await retry(address, await browsingSession(address)), perAddress);
    });
  });

  describe(`${MOLLIE_WEBHOOK_CALLS.name}: POST /api/payments/mollie/webhook/`, () => {
    it(`${MOLLIE_WEBHOOK_CALLS.limit} calls a minute per address, each of which may ask Mollie's API; the next gets 429`, async () => {
      const address = newAddress();
      const notify = () =>
        call(mollieWebhookPost, "/api/payments/mollie/webhook/", {}, { method: "POST", headers: from(address, { "content-type": "application/x-www-form-urlencoded" }), body: "id=tr_WDqYK6vllg" });
      for (let i = 0; i < MOLLIE_WEBHOOK_CALLS.limit; i++) expect((await notify()).status).toBe(200);
      expectRefused(await notify(), MOLLIE_WEBHOOK_CALLS);
    });
  });

  describe("POST /api/payments/test/{paymentId}/: per session, per address for new sessions, and a ceiling per address, counted before the payment is looked up", () => {
    const { perSession, newSessionsPerAddress, perAddress } = TEST_PAYMENT_CHOICES;
    const choose = (address: string, cookie: string | null) =>
      call(testPaymentPost, "/api/payments/test/tst_onbekend/", { paymentId: "tst_onbekend" }, { method: "POST", headers: from(address, cookie ? { cookie } : {}), body: JSON.stringify({ outcome: "approve" }) });

    it(`${perSession.name}: ${perSession.limit} choices per session in ten minutes; the next gets 429`, async () => {
      const address = newAddress();
      const cookie = await browsingSession(address);
      for (let i = 0; i < perSession.limit; i++) expect((await choose(address, cookie)).status).toBe(404);
      expectRefused(await choose(address, cookie), perSession);
      expect((await choose(address, await browsingSession(address))).status).toBe(404);
    });

    it(`${newSessionsPerAddress.name}: ${newSessionsPerAddress.limit} choices per address in ten minutes without a session or from sessions without an earlier page load; the next gets 429`, async () => {
      const address = newAddress();
      for (let i = 0; i < newSessionsPerAddress.limit; i++) expect((await choose(address, i % 2 ? null : await freshSession(address))).status).toBe(404);
      expectRefused(await choose(address, null), newSessionsPerAddress);
      expect((await choose(address, await browsingSession(address))).status).toBe(404);
    });

    it(`${perAddress.name}: ${perAddress.limit} choices per address in ten minutes from all its sessions together; the next gets 429`, async () => {
      const address = newAddress();
      await countedAlready(perAddress, address, perAddress.limit - 1);
      expect((await choose(address, await browsingSession(address))).status).toBe(404);
      expectRefused(await choose(address, await browsingSession(address)), perAddress);
    });
  });

  describe("staff sign-in (finding 4): nobody can lock a member out", () => {
    let pauses: number[];
    beforeEach(() => {
      pauses = [];
      setStaffSignInPause(async (ms) => {
        pauses.push(ms);
      });
    });
    afterEach(() => setStaffSignInPause(null));

    // Each test its own member: the per-account counts of one test must not slow down the next.
    let members = 0;
    async function newMember(): Promise<string> {
      const emailAddress = `lid-${RUN}-${++members}@stekker.test`;
      await addStaffMember(database.db, { emailAddress, name: `Lid ${members}`, role: "staff", password: PASSWORD }, new Date());
      return emailAddress;
    }
    const signIn = (emailAddress: string, password: string, address: string) =>
      call(signInCall, "/api/staff-sessions/", {}, { method: "POST", headers: from(address), body: JSON.stringify({ emailAddress, password }) });

    it(`${STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT.name}: 50 wrong passwords from address A refuse A for that account, while the right password from address B signs in (201)`, async () => {
      const member = await newMember();
      const [a, b] = [newAddress(), newAddress()];
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) statuses.push((await signIn(member, WRONG, a)).status);
      const limit = STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT.limit;
      expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
      expectRefused(await signIn(member, PASSWORD, a), STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT);

      const fromB = await signIn(member, PASSWORD, b);
      expect(fromB.status).toBe(201);
      expect(fromB.headers.get("set-cookie")).toMatch(/^stekker_staff=/);
    });

    it(`${STAFF_SIGN_IN_FAILURES_PER_ACCOUNT.name}: wrong passwords from anywhere only slow the account down, doubling to at most ${STAFF_SIGN_IN_SLOW_DOWN.maxDelayMs} ms, and never refuse it`, async () => {
      const member = await newMember();
      for (let i = 0; i < 12; i++) expect((await signIn(member, WRONG, newAddress())).status).toBe(401);
      const free = STAFF_SIGN_IN_FAILURES_PER_ACCOUNT.limit;
      expect(pauses).toEqual([...Array<number>(free + 1).fill(0), 250, 500, 1000, 2000, 3000, 3000]);
      // The member, under attack, still signs in; the wait is the same for a right password, so it tells nothing.
      expect((await signIn(member, PASSWORD, newAddress())).status).toBe(201);
      expect(pauses.at(-1)).toBe(STAFF_SIGN_IN_SLOW_DOWN.maxDelayMs);
    });

    it(`${STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT.name}: a sign-in clears the wrong passwords before it`, async () => {
      const member = await newMember();
      const address = newAddress();
      const limit = STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT.limit;
      for (let i = 0; i < limit - 1; i++) expect((await signIn(member, WRONG, address)).status).toBe(401);
      expect((await signIn(member, PASSWORD, address)).status).toBe(201);
      for (let i = 0; i < limit - 1; i++) expect((await signIn(member, WRONG, address)).status).toBe(401);
    });

    it(`${STAFF_SIGN_IN_PER_CLIENT.name}: ${STAFF_SIGN_IN_PER_CLIENT.limit} attempts per address, whatever the account; the next gets 429`, async () => {
      const address = newAddress();
      for (let i = 0; i < STAFF_SIGN_IN_PER_CLIENT.limit; i++) expect((await signIn(`niemand-${i}@stekker.test`, WRONG, address)).status).toBe(401);
      expectRefused(await signIn(await newMember(), PASSWORD, address), STAFF_SIGN_IN_PER_CLIENT);
    });
  });
});

/** The session id inside a session cookie, as the routes read it. */
function sessionIdOf(cookie: string): string {
  return readSession(new Request("http://localhost/", { headers: { cookie } }))!;
}
