/**
 * Which answers may be shared between visitors: those that say so themselves.
 *
 * Next.js 16 marks every page that renders per request
 * `private, no-cache, no-store` (next/dist/server/lib/cache-control.js), so a
 * page has no way of its own to say "I am the same for everyone". A page that
 * is calls `sharePublicly()` while it renders; `npm start` opens a context per
 * request around Next.js's handler, and when the answer's head goes out
 * (`writeHead`, which Node also calls for the first write) turns that mark into
 * `Cache-Control: public, max-age=0, s-maxage=<n>` with the `Vary` a shared cache
 * needs. The shop's page cache, and a CDN or proxy in front, store only answers
 * that say `public`: a page that forgets to call it is merely rendered per
 * request, and a personal page can never be shared by where it lives.
 *
 * The context lives on `globalThis` under a `Symbol.for` key: Next.js bundles
 * the pages apart from the start script, so a module-level store would be two
 * stores.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

interface Sharing {
  /** False for a member of staff or a caller with a token: their answers are never shared. */
  allowed: boolean;
  /** The page said it is the same for every visitor. */
  requested: boolean;
  /** The moment (ms) from which the page would look different by the clock alone (a message's period starts or ends). */
  until?: number;
}

const STORAGE_KEY = Symbol.for("stekker.page-cache.sharing");

function storage(): AsyncLocalStorage<Sharing> {
  const holder = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<Sharing> };
  return (holder[STORAGE_KEY] ??= new AsyncLocalStorage<Sharing>());
}

/**
 * Called by a page whose HTML is the same for every visitor who is not staff
 * (the catalogue, the customer-service pages). Call it first thing in the page,
 * before anything is awaited. Never from a page that shows a session's cart,
 * order, token or staff data, and never from a layout, `not-found.tsx` or
 * another boundary: React renders those inside every page (the root not-found
 * is rendered with the cart page too), so they would mark every page. The 404
 * page is marked by its route instead (`sharedRoute` of `withSharing`).
 */
export function sharePublicly(): void {
  const sharing = storage().getStore();
  if (sharing) sharing.requested = true;
}

/**
 * Says that this page's shared copy must not outlive `moment`: something on it
 * (a message, a banner, a block) starts or ends its period then, without any
 * change in the database to drop the copy. Unlike `sharePublicly()` it may be
 * called from a layout: it never makes a page shared, only shortens a shared
 * copy's life. The earliest moment of all calls counts.
 */
export function shareUntil(moment: Date | null): void {
  const sharing = storage().getStore();
  if (!sharing || moment === null) return;
  const time = moment.getTime();
  if (sharing.until === undefined || time < sharing.until) sharing.until = time;
}

/** Seconds a shared copy may live: the host's own limit, cut at the page's `until` (0 when that is within the second). */
export function sharedSecondsFor(hostSeconds: number, until: number | undefined, now: number): number {
  if (until === undefined) return hostSeconds;
  return Math.max(0, Math.min(hostSeconds, Math.floor((until - now) / 1000)));
}

const STAFF_COOKIE = /(?:^|;\s*)stekker_staff=/;

/** A signed-in member of staff or a caller with a token (bearer or basic) sees other data: never shared. */
export function mayShareWith(request: Pick<IncomingMessage, "method" | "headers">): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.authorization !== undefined) return false;
  return !STAFF_COOKIE.test(request.headers.cookie ?? "");
}

/**
 * What a shared cache must key a public answer on besides the URL (see
 * docs/security/cache.md): the encoding of the bytes, and the Authorization
 * header, which may turn a guest into staff. Next.js's own router headers stay
 * as Next.js sets them.
 */
export const SHARED_VARY = ["Accept-Encoding", "Authorization"] as const;

/** Next.js's own header for an answer made for one request. */
export const NOT_SHARED = "private, no-cache, no-store, max-age=0, must-revalidate";

export function isPublicCacheControl(value: unknown): boolean {
  const text = String(value ?? "");
  return /\bpublic\b/i.test(text) && !/\b(private|no-store)\b/i.test(text);
}

/**
 * Runs `handler` (Next.js, the API's lane) in a sharing context for this
 * request, and settles the answer's `Cache-Control` and `Vary` as its head goes
 * out. `sharedSeconds` is how long a shared copy may live from now;
 * `sharedRoute` marks a route as public that cannot mark itself (the 404 page).
 */
export function withSharing<T>(request: IncomingMessage, response: ServerResponse, sharedSeconds: () => number, handler: () => T, sharedRoute = false): T {
  const sharing: Sharing = { allowed: mayShareWith(request), requested: sharedRoute };
  const writeHead = response.writeHead;
  response.writeHead = function settledWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, statusCode, ...settleCacheHeaders(this, statusCode, rest, sharing, sharedSeconds));
  } as ServerResponse["writeHead"];
  return storage().run(sharing, handler);
}

function settleCacheHeaders(response: ServerResponse, status: number, rest: unknown[], sharing: Sharing, sharedSeconds: () => number): unknown[] {
  const index = rest.findIndex((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
  const passed = index >= 0 ? { ...(rest[index] as OutgoingHttpHeaders) } : undefined;
  const keyOf = (name: string) => (passed ? Object.keys(passed).find((key) => key.toLowerCase() === name) : undefined);
  const read = (name: string) => {
    const key = keyOf(name);
    return key !== undefined ? passed![key] : response.getHeader(name);
  };
  const write = (name: string, value: string) => {
    const key = keyOf(name);
    if (key !== undefined) passed![key] = value;
    else response.setHeader(name, value);
  };

  // An answer that sets a cookie is somebody's own; only a plain page or a not-found is the same for all.
  const setsCookie = read("set-cookie") !== undefined;
  const shared = sharing.requested && sharing.allowed && !setsCookie && (status === 200 || status === 404);
  const seconds = sharedSecondsFor(sharedSeconds(), sharing.until, Date.now());
  if (shared && seconds > 0) {
    write("cache-control", `public, max-age=0, s-maxage=${seconds}`);
  } else if (isPublicCacheControl(read("cache-control")) && (setsCookie || (status === 404 && !shared))) {
    // A not-found borrowed from the 404 page (not-found.ts) is public only
    // when the page that was asked for said so: a stranger's order number must not leave a
    // shared 404 that its owner would get. And no cookie ever goes into a shared cache.
    write("cache-control", NOT_SHARED);
  }
  if (isPublicCacheControl(read("cache-control"))) write("vary", mergeVary(read("vary")));

  if (!passed) return rest;
  const settled = [...rest];
  settled[index] = passed;
  return settled;
}

function mergeVary(current: unknown): string {
  const names = String(current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of SHARED_VARY) if (!names.some((existing) => existing.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(", ");
}
