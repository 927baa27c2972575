/**
 * The shop's rate limiter: how often one subject (a client address, say) may do
 * one thing (a rule: sign up for the newsletter) in a window of time.
 *
 *   await enforceClientRateLimit(QUOTE_REQUESTS, request);     // in a route's authorize
 *   await enforceRateLimit(NEWSLETTER_SIGN_UP, clientAddress);  // in a use case
 *   const verdict = await checkRateLimit(rule, subject);        // to decide yourself
 *
 * The writes on a shopper's way to an order count per session and per address
 * together: shopper-rate-limit.ts, on the same counting.
 *
 * The counting is rate-limiter-flexible's: in Redis when REDIS_URL is set, so
 * that all app instances count together (redis-store.ts), and otherwise in the
 * process's memory (memory-store.ts). The store is made once per process from
 * the environment; tests put their own in its place with `setRateLimitStore`.
 * The rules themselves, with their numbers, are in rules.ts.
 *
 * When Redis fails, the Redis store counts in this process's memory instead
 * (a limit then holds per instance), and says so in the log at most once a
 * minute, however many requests pass meanwhile. A store that fails outright
 * (none of the shop's own do) lets the request through: a limiter that is out
 * must not stop shoppers.
 */
import { createHash } from "node:crypto";

import { type Env, readEnv } from "@/config/env";
import { ApiError } from "@/server/http/api-error";
import { clientAddress } from "@/server/http/client-address";

import { createMemoryRateLimitStore } from "./memory-store";
import type { RateLimitStore } from "./rate-limit-store";
import { createRedisRateLimitStore } from "./redis-store";

export interface RateLimitRule {
  /** Part of the key, and so of every count: lower-case letters, digits and dashes ("newsletter-sign-up"). */
  name: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** When a refused subject may try again: whole seconds, at least 1; 0 when allowed. */
  retryAfterSeconds: number;
}

/** What `clientAddress` says for a request that `npm start` did not stamp. */
const UNKNOWN_CLIENT_ADDRESS = "unknown";
const RULE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const WARNING_INTERVAL_MS = 60_000;

interface StoreWarnings {
  lastWarningAt: number;
  /** Failures since that warning, told with the next one. */
  unreported: number;
}

interface RateLimitState {
  store?: RateLimitStore;
  /** RATE_LIMIT_EXEMPT_ADDRESSES, read once. */
  exempt?: ReadonlySet<string>;
  /** Per store, so that a store a test makes starts without the last one's silence. */
  warnings: WeakMap<RateLimitStore, StoreWarnings>;
}

// One store per process. Next.js bundles route code apart from the start script
// and may evaluate this module more than once; a memory store per copy would
// split the counts, so the state lives on globalThis (as in server/db/client.ts).
const global = globalThis as typeof globalThis & { __stekkerRateLimit?: RateLimitState };
const state: RateLimitState = (global.__stekkerRateLimit ??= { warnings: new WeakMap() });

/** Redis when REDIS_URL is set (counting in memory while Redis is away), otherwise memory. */
export function createRateLimitStore(env: Pick<Env, "REDIS_URL">): RateLimitStore {
  if (!env.REDIS_URL) return createMemoryRateLimitStore();
  const store: RateLimitStore = createRedisRateLimitStore(env.REDIS_URL, {
    onFallback: (reason) => warnOfFailure(store, `${reason}; counting in this process's memory until it is back`),
  });
  return store;
}

/** The process's store, made on first use from the environment. */
export function rateLimitStore(): RateLimitStore {
  state.store ??= createRateLimitStore(readEnv());
  return state.store;
}

/**
 * Replaces the process's store (a test's own); `null` forgets it, so that the
 * next check makes one from the environment again. The replaced store is not
 * closed: its owner closes it.
 */
export function setRateLimitStore(store: RateLimitStore | null): void {
  state.store = store ?? undefined;
}

/**
 * The rule's key for a subject: "newsletter-sign-up:Xq3…" (22 characters of a
 * SHA-256). Hashed so that every key has one short shape without spaces or
 * colons, whatever the subject (an IPv6 address, later perhaps an e-mail
 * address). Not anonymous, as an IPv4 address's hash is easily reversed; the
 * keys last no longer than their window.
 */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash("sha256").update(subject).digest("base64url").slice(0, 22)}`;
}

/** Counts one hit of `subject` under `rule` and says whether it is within the limit. */
export async function checkRateLimit(rule: RateLimitRule, subject: string, store: RateLimitStore = rateLimitStore()): Promise<RateLimitVerdict> {
  // A wrong rule is a programming error: it must fail loudly, not be let through.
  assertValidRule(rule);
  let count: number;
  let resetInMs: number;
  try {
    ({ count, resetInMs } = await store.hit(rateLimitKey(rule, subject), rule.windowMs));
  } catch (error) {
    warnOfFailure(store, error);
    return { allowed: true, retryAfterSeconds: 0 };
  }
  if (count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: wholeSeconds(resetInMs / 1000) };
}

/** Counts one hit and throws the Dutch 429 when it is over the limit: the one line a route or use case needs. */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, store: RateLimitStore = rateLimitStore()): Promise<void> {
  const verdict = await checkRateLimit(rule, subject, store);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
}

/**
 * Whether limits per client address count this one. Not "unknown" (a request
 * that did not come through `npm start`, which stamps every request's address:
 * a test calling a handler, `next dev`): counting those together would let one
 * caller refuse every other. Not the addresses in RATE_LIMIT_EXEMPT_ADDRESSES
 * (a test server whose browser tests all come from 127.0.0.1).
 */
export function isCountedClientAddress(address: string): boolean {
  state.exempt ??= new Set(readEnv().RATE_LIMIT_EXEMPT_ADDRESSES);
  return address !== UNKNOWN_CLIENT_ADDRESS && !state.exempt.has(address);
}

/** `enforceRateLimit` for the request's client address: the line a route puts before it reads any input. */
export async function enforceClientRateLimit(rule: RateLimitRule, request: Request, store?: RateLimitStore): Promise<void> {
  const address = clientAddress(request);
  if (isCountedClientAddress(address)) await enforceRateLimit(rule, address, store);
}

/**
 * What `checkRateLimit` would say once the limit is reached, without counting
 * a hit: for a rule that counts failures only (counted with `countRateLimitHit`
 * once the attempt has failed), so that reaching the limit refuses the next
 * attempt. A store that fails tells nothing: 0 hits.
 */
export async function peekRateLimit(rule: RateLimitRule, subject: string, store: RateLimitStore = rateLimitStore()): Promise<RateLimitVerdict & { count: number }> {
  assertValidRule(rule);
  try {
    const { count, resetInMs } = await store.peek(rateLimitKey(rule, subject), rule.windowMs);
    if (count < rule.limit) return { allowed: true, retryAfterSeconds: 0, count };
    return { allowed: false, retryAfterSeconds: wholeSeconds(resetInMs / 1000), count };
  } catch (error) {
    warnOfFailure(store, error);
    return { allowed: true, retryAfterSeconds: 0, count: 0 };
  }
}

/** Counts one hit without a verdict (a failed attempt); says the count, 0 when the store failed. */
export async function countRateLimitHit(rule: RateLimitRule, subject: string, store: RateLimitStore = rateLimitStore()): Promise<number> {
  assertValidRule(rule);
  try {
    return (await store.hit(rateLimitKey(rule, subject), rule.windowMs)).count;
  } catch (error) {
    warnOfFailure(store, error);
    return 0;
  }
}

/** Forgets the subject's count under the rule (a success ends a run of failures). */
export async function forgetRateLimit(rule: RateLimitRule, subject: string, store: RateLimitStore = rateLimitStore()): Promise<void> {
  assertValidRule(rule);
  try {
    await store.forget(rateLimitKey(rule, subject), rule.windowMs);
  } catch (error) {
    warnOfFailure(store, error);
  }
}

/**
 * The 429 for a refused request: a Dutch sentence that says when to try again,
 * and the same in `Retry-After` for clients that read it.
 */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  const seconds = wholeSeconds(retryAfterSeconds);
  return new ApiError(429, `Je hebt dit te vaak geprobeerd. Probeer het over ${waitInDutch(seconds)} opnieuw.`, [], { "retry-after": String(seconds) });
}

/**
 * "1 seconde", "45 seconden", "1 minuut", "3 minuten", "2 uur": rounded up, so
 * that whoever waits as long as it says is let in. Hours only from two on:
 * "over 1 uur" for 61 minutes would be too soon.
 */
function waitInDutch(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 seconde" : `${seconds} seconden`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? "1 minuut" : `${minutes} minuten`;
  return `${Math.ceil(minutes / 60)} uur`;
}

/** At least 1: "try again in 0 seconds" (or a `Retry-After: 0`) invites a client to try at once. */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : 1;
}

function assertValidRule(rule: RateLimitRule): void {
  if (!RULE_NAME.test(rule.name)) throw new TypeError(`Rate limit rule name "${rule.name}" may hold only lower-case letters, digits and single dashes`);
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new RangeError(`Rate limit rule ${rule.name}: limit must be a positive integer, not ${rule.limit}`);
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) throw new RangeError(`Rate limit rule ${rule.name}: windowMs must be a positive integer, not ${rule.windowMs}`);
}

function warnOfFailure(store: RateLimitStore, error: unknown): void {
  const now = Date.now();
  const warnings = state.warnings.get(store);
  if (warnings && now - warnings.lastWarningAt < WARNING_INTERVAL_MS) {
    warnings.unreported += 1;
    return;
  }
  const since = warnings?.unreported ? ` (${warnings.unreported} more failures since the last warning)` : "";
  const reason = error instanceof Error ? `requests are let through unlimited: ${error.message}` : String(error);
  console.warn(`[rate-limit] the ${store.kind} store failed, ${reason}${since}`);
  state.warnings.set(store, { lastWarningAt: now, unreported: 0 });
}
