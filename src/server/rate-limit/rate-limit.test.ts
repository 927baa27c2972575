import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readEnv } from "@/config/env";
import { errorResponse } from "@/server/http/route-handler";

import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";

import { createMemoryRateLimitStore } from "./memory-store";
import {
  checkRateLimit,
  countRateLimitHit,
  createRateLimitStore,
  enforceClientRateLimit,
  forgetRateLimit,
  isCountedClientAddress,
  peekRateLimit,
  rateLimitKey,
  rateLimitStore,
  type RateLimitRule,
  setRateLimitStore,
  tooManyRequests,
} from "./rate-limit";
import type { RateLimitStore } from "./rate-limit-store";

const SIGN_UPS: RateLimitRule = { name: "newsletter-sign-up", limit: 3, windowMs: 10 * 60_000 };

/** A store whose every operation fails, as a store does that cannot be reached. */
function brokenStore(): RateLimitStore & { hits: number } {
  const refuse = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:6379"));
  return {
    kind: "redis",
    hits: 0,
    async hit() {
      this.hits += 1;
      return refuse();
    },
    peek: refuse,
    forget: refuse,
    ping: refuse,
    async close() {},
  };
}

describe("checkRateLimit", () => {
  // The library's memory store reads Date.now(): a clock the test moves itself.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_800_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it("allows up to the limit in a window and refuses the next, with the seconds until the window ends", async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 3; i++) expect(await checkRateLimit(SIGN_UPS, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.advanceTimersByTime(4 * 60_000 + 200);
    // 5 minutes 59.8 seconds left: rounded up, so that whoever waits that long is let in.
    expect(await checkRateLimit(SIGN_UPS, "192.0.2.1", store)).toEqual({ allowed: false, retryAfterSeconds: 360 });
    vi.advanceTimersByTime(6 * 60_000);
    expect(await checkRateLimit(SIGN_UPS, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("counts each subject and each rule apart", async () => {
    const store = createMemoryRateLimitStore();
    const once: RateLimitRule = { name: "once", limit: 1, windowMs: 60_000 };
    expect((await checkRateLimit(once, "192.0.2.1", store)).allowed).toBe(true);
    expect((await checkRateLimit(once, "192.0.2.1", store)).allowed).toBe(false);
    expect((await checkRateLimit(once, "2001:db8::1", store)).allowed).toBe(true);
    expect((await checkRateLimit({ ...once, name: "other" }, "192.0.2.1", store)).allowed).toBe(true);
  });

  it("never says to retry in less than a second", async () => {
    const store = createMemoryRateLimitStore();
    const rule: RateLimitRule = { name: "short", limit: 1, windowMs: 1000 };
    await checkRateLimit(rule, "x", store);
    vi.advanceTimersByTime(999);
    expect(await checkRateLimit(rule, "x", store)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("keys are short, without spaces, and the same for the same subject", () => {
    const key = rateLimitKey(SIGN_UPS, "2001:0db8:85a3:0000:0000:8a2e:0370:7334");
    expect(key).toMatch(/^newsletter-sign-up:[A-Za-z0-9_-]{22}$/);
    expect(rateLimitKey(SIGN_UPS, "with a space\nand a newline")).toMatch(/^newsletter-sign-up:[A-Za-z0-9_-]{22}$/);
    expect(rateLimitKey(SIGN_UPS, "192.0.2.1")).toBe(rateLimitKey(SIGN_UPS, "192.0.2.1"));
    expect(rateLimitKey(SIGN_UPS, "192.0.2.1")).not.toBe(rateLimitKey(SIGN_UPS, "192.0.2.2"));
  });

  it("refuses a rule that is a programming error instead of letting it through", async () => {
    const store = createMemoryRateLimitStore();
    await expect(checkRateLimit({ ...SIGN_UPS, name: "Newsletter sign-up" }, "x", store)).rejects.toThrow(TypeError);
    await expect(checkRateLimit({ ...SIGN_UPS, limit: 0 }, "x", store)).rejects.toThrow(RangeError);
    await expect(checkRateLimit({ ...SIGN_UPS, windowMs: 0.5 }, "x", store)).rejects.toThrow(RangeError);
  });
});

describe("rules that count failures only", () => {
  const FAILURES: RateLimitRule = { name: "failures", limit: 2, windowMs: 60_000 };

  it("peeking counts nothing; the limit is reached once the failures reach it; forgetting starts again", async () => {
    const store = createMemoryRateLimitStore();
    expect(await peekRateLimit(FAILURES, "a", store)).toEqual({ allowed: true, retryAfterSeconds: 0, count: 0 });
    expect(await peekRateLimit(FAILURES, "a", store)).toMatchObject({ allowed: true, count: 0 });
    expect(await countRateLimitHit(FAILURES, "a", store)).toBe(1);
    expect(await peekRateLimit(FAILURES, "a", store)).toMatchObject({ allowed: true, count: 1 });
    expect(await countRateLimitHit(FAILURES, "a", store)).toBe(2);
    const refused = await peekRateLimit(FAILURES, "a", store);
    expect(refused).toMatchObject({ allowed: false, count: 2 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    await forgetRateLimit(FAILURES, "a", store);
    expect(await peekRateLimit(FAILURES, "a", store)).toMatchObject({ allowed: true, count: 0 });
  });
});

describe("limits per client address", () => {
  const once: RateLimitRule = { name: "once-per-address", limit: 1, windowMs: 60_000 };
  const from = (address?: string) => new Request("http://localhost/api/carts/", { method: "POST", headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {} });

  it("count the stamped address and refuse it with the Dutch 429 over the limit", async () => {
    const store = createMemoryRateLimitStore();
    await enforceClientRateLimit(once, from("192.0.2.1"), store);
    await expect(enforceClientRateLimit(once, from("192.0.2.1"), store)).rejects.toMatchObject({ status: 429, headers: { "retry-after": "60" } });
    await enforceClientRateLimit(once, from("192.0.2.2"), store);
  });

  it("leave a request without a stamped address alone: counted together, one caller would refuse every other", async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await enforceClientRateLimit(once, from(), store);
    expect(isCountedClientAddress("unknown")).toBe(false);
  });
});

describe("when the store fails", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    warn.mockRestore();
  });

  it("lets the request through: a limiter that is out must not stop shoppers", async () => {
    const store = brokenStore();
    for (let i = 0; i < 10; i++) expect(await checkRateLimit({ ...SIGN_UPS, limit: 1 }, "192.0.2.1", store)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(store.hits).toBe(10);
  });

  it("warns at most once a minute, then with the failures it kept quiet about", async () => {
    const store = brokenStore();
    for (let i = 0; i < 5; i++) {
      await checkRateLimit(SIGN_UPS, "192.0.2.1", store);
      vi.advanceTimersByTime(10_000);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[rate-limit\] the redis store failed, requests are let through unlimited: connect ECONNREFUSED/);
    vi.advanceTimersByTime(10_000);
    await checkRateLimit(SIGN_UPS, "192.0.2.1", store);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatch(/\(4 more failures since the last warning\)$/);
  });
});

describe("tooManyRequests", () => {
  const message = (seconds: number) => tooManyRequests(seconds).message;

  it("is a 429 with Retry-After in whole seconds", () => {
    const error = tooManyRequests(90);
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ "retry-after": "90" });
    expect(tooManyRequests(0.2).headers).toEqual({ "retry-after": "1" });
    expect(tooManyRequests(Number.NaN).headers).toEqual({ "retry-after": "1" });
  });

  it("tells in Dutch when to try again, rounded up", () => {
    expect(message(1)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 1 seconde opnieuw.");
    expect(message(45)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 45 seconden opnieuw.");
    expect(message(59)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 59 seconden opnieuw.");
    expect(message(59.2)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 1 minuut opnieuw.");
    expect(message(60)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 1 minuut opnieuw.");
    expect(message(61)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 2 minuten opnieuw.");
    expect(message(3600)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 60 minuten opnieuw.");
    expect(message(119 * 60)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 119 minuten opnieuw.");
    expect(message(2 * 3600)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 2 uur opnieuw.");
    expect(message(2 * 3600 + 1)).toBe("Je hebt dit te vaak geprobeerd. Probeer het over 3 uur opnieuw.");
  });

  it("reaches the client as the failure shape with the Retry-After header", async () => {
    const response = errorResponse(tooManyRequests(120), new Request("http://localhost/api/newsletter/"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(await response.json()).toEqual({ failed: true, message: "Je hebt dit te vaak geprobeerd. Probeer het over 2 minuten opnieuw.", data: [] });
  });
});

describe("the process's store", () => {
  afterEach(() => setRateLimitStore(null));

  it("is Redis when REDIS_URL is set, otherwise memory", async () => {
    // readEnv takes a process environment; NODE_ENV is one of its required keys in Node's types.
    const env = (values: Record<string, string>) => readEnv(values as NodeJS.ProcessEnv);
    const memory = createRateLimitStore(env({}));
    expect(memory.kind).toBe("memory");
    expect(createRateLimitStore(env({ REDIS_URL: "" })).kind).toBe("memory");
    // Made without connecting: the connection opens on the first hit.
    const redis = createRateLimitStore(env({ REDIS_URL: "redis://127.0.0.1:6379" }));
    expect(redis.kind).toBe("redis");
    await Promise.all([memory.close(), redis.close()]);
  });

  it("refuses a REDIS_URL that is no Redis address, in Dutch", () => {
    expect(() => readEnv({ REDIS_URL: "http://127.0.0.1:6379" } as unknown as NodeJS.ProcessEnv)).toThrow(
      "Ongeldige instelling REDIS_URL: REDIS_URL moet beginnen met redis:// of rediss://.",
    );
    expect(readEnv({ REDIS_URL: "rediss://user:secret@redis.example:6380" } as unknown as NodeJS.ProcessEnv).REDIS_URL).toBe("rediss://user:secret@redis.example:6380");
  });

  it("RATE_LIMIT_EXEMPT_ADDRESSES is a comma-separated list, empty by default", () => {
    expect(readEnv({} as NodeJS.ProcessEnv).RATE_LIMIT_EXEMPT_ADDRESSES).toEqual([]);
    expect(readEnv({ RATE_LIMIT_EXEMPT_ADDRESSES: " 127.0.0.1, ::1 ," } as unknown as NodeJS.ProcessEnv).RATE_LIMIT_EXEMPT_ADDRESSES).toEqual(["127.0.0.1", "::1"]);
  });

  it("is made once and used by checkRateLimit until replaced", async () => {
    const store = createMemoryRateLimitStore();
    setRateLimitStore(store);
    expect(rateLimitStore()).toBe(store);
    const once: RateLimitRule = { name: "once", limit: 1, windowMs: 60_000 };
    await checkRateLimit(once, "192.0.2.1");
    expect((await checkRateLimit(once, "192.0.2.1")).allowed).toBe(false);
    expect((await checkRateLimit(once, "192.0.2.1", createMemoryRateLimitStore())).allowed).toBe(true);
  });
});
