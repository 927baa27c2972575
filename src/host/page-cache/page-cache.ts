/**
 * A cache of rendered pages and public API answers in front of Next.js, for
 * anonymous GET requests. Every anonymous visitor gets the same HTML (the colour
 * mode and the cart are applied in the browser), and rendering a page costs far
 * more CPU than serving it (docs/PERFORMANCE.md). Concurrent requests for a page
 * that is being rendered wait for that one render instead of starting their own.
 *
 * What is stored is decided by the answer, never by the path: only an answer
 * whose own `Cache-Control` says `public` (a page that called `sharePublicly()`,
 * see share-publicly.ts, or a catalogue API answer). Which requests may be
 * answered from it is decided by the request: never one of staff, with a
 * token, of Next.js's router, or with a path that the router would read as
 * another path. Copies are dropped when the catalogue changes (catalogue-changes.ts)
 * and never outlive the next cut-off or opening-hours change. docs/security/cache.md
 * gives the reasoning.
 *
 * It holds copies of answers, never state: a second instance with its own
 * copies answers the same.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import { nextClockBoundary } from "@/domain/page-freshness/next-clock-boundary";
import { isNextDataRequest } from "@/server/http/next-data-request";

import { isPublicCacheControl, mayShareWith } from "./share-publicly";

export interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export type Render = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/**
 * A path as the router will see it, so that the key is the page that answers.
 * Next.js resolves `.` and `..` segments, `%2e`, `%2f` and `%5c` escapes,
 * backslashes and repeated slashes before routing: `/x/../bestelling/1/` is the
 * order page. Such a path is never answered from or stored in the cache (Next.js
 * answers it by itself, usually with a redirect to the clean path).
 */
export function isRouterNormalPath(path: string): boolean {
  if (!path.startsWith("/") || path.includes("//") || path.includes("\\")) return false;
  if (/%(2e|2f|5c|00)/i.test(path)) return false;
  return !path.split("/").some((segment) => segment === "." || segment === "..");
}

export function isCacheable(request: IncomingMessage): boolean {
  if (request.method !== "GET") return false;
  // Staff, or a token (bearer or basic) that may unlock staff data: never from or into the shared cache.
  if (!mayShareWith(request)) return false;
  const url = request.url ?? "/";
  if (!isRouterNormalPath(url.split("?")[0] ?? "/")) return false;
  // The router's data, prefetches and server actions: their answer is not the page (a
  // middleware prefetch gets `200 {}`), and their headers are not in the key.
  if (isNextDataRequest(request)) return false;
  // A hard reload asks for a fresh page; the bench uses it to measure rendering itself.
  if (/no-cache/i.test(String(request.headers["cache-control"] ?? ""))) return false;
  return true;
}

/** The URL and the encodings the client accepts: a gzipped answer is not for a client without gzip. */
export function cacheKey(request: IncomingMessage): string {
  const encodings = String(request.headers["accept-encoding"] ?? "")
    .split(",")
    .map((token) => token.split(";")[0]!.trim().toLowerCase())
    .filter((token) => ["gzip", "br", "deflate"].includes(token))
    .sort()
    .join(",");
  return `${encodings}|${request.url ?? "/"}`;
}

/** Only answers that call themselves public, and of those only plain successes and not-founds without a cookie. */
function isShareable(page: CachedPage): boolean {
  if (page.headers["set-cookie"] !== undefined) return false;
  // An answer chosen by the Accept header (an uploaded photo as AVIF or WebP) is not
  // the same for every request of its key; browsers and CDNs keep it by its Vary.
  if (/(^|,)\s*accept\s*(,|$)/i.test(String(page.headers.vary ?? ""))) return false;
  if (page.status !== 200 && page.status !== 404) return false;
  return isPublicCacheControl(page.headers["cache-control"]);
}

/** How long a shared copy made now may live: the configured time, but not past the next clock boundary. */
export function sharedLifetimeMs(ttlMs: number, now: number): number {
  return Math.min(ttlMs, nextClockBoundary(now) - now);
}

/** The answer's own `s-maxage` in ms (a page whose content changes by the clock sooner says so: `shareUntil`). */
export function declaredSharedMs(headers: OutgoingHttpHeaders): number | null {
  const match = /\bs-maxage=(\d+)/i.exec(String(headers["cache-control"] ?? ""));
  return match ? Number(match[1]) * 1000 : null;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage & { expiresAt: number }>();
  private readonly renders = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;
  /** Bumped by every invalidation: a render that began before one is not stored after it. */
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every copy (a price, stock or content changed); renders under way are not kept either. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The one entry point for `npm start`: the cache for a request it may answer, the renderer for any other. */
  async answer(request: IncomingMessage, response: ServerResponse, render: Render): Promise<void> {
    if (isCacheable(request)) return this.serve(request, response, render);
    await render(request, response);
  }

  /** Answers from the cache, or renders once (for all who ask meanwhile) and keeps the answer. */
  async serve(request: IncomingMessage, response: ServerResponse, render: Render): Promise<void> {
    const key = cacheKey(request);
    const fresh = this.lookup(key);
    if (fresh) return send(response, fresh, "hit", this.now());

    const pending = this.renders.get(key);
    if (pending) {
      const page = await pending.catch(() => null);
      if (page) return send(response, page, "shared", this.now());
      // The render that we waited on was personal or failed: render our own.
      await render(request, response);
      return;
    }

    const capture = captureResponse(response);
    const generation = this.generation;
    const rendering = (async () => {
      const rendered = Promise.resolve(render(request, response));
      // The answer is settled when the response ends or its client goes away, not when the
      // renderer's promise settles: Next.js's handler never settles for some requests whose
      // client left early (its icon route, for one), and everyone asking for that URL after
      // would wait on it until the server restarts. A renderer that fails still fails here.
      const page = await Promise.race([capture.done, rendered.then(() => capture.done)]);
      if (!isShareable(page)) return null;
      if (generation === this.generation) this.store(key, page);
      return page;
    })();
    this.renders.set(key, rendering);
    try {
      await rendering;
    } finally {
      this.renders.delete(key);
    }
  }

  private lookup(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (this.now() >= page.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most used pages last.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  private store(key: string, page: CachedPage): void {
    const now = this.now();
    const declared = declaredSharedMs(page.headers);
    const lifetime = Math.min(sharedLifetimeMs(this.options.ttlMs, now), declared ?? Number.POSITIVE_INFINITY);
    this.entries.set(key, { ...page, storedAt: now, expiresAt: now + lifetime });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function send(response: ServerResponse, page: CachedPage, how: "hit" | "shared", now: number): void {
  const headers: OutgoingHttpHeaders = { ...page.headers, "content-length": page.body.length, "x-page-cache": how };
  // Age tells a CDN in front how much of the copy's s-maxage is used up already.
  if (how === "hit") headers.age = String(Math.max(0, Math.floor((now - page.storedAt) / 1000)));
  delete headers["transfer-encoding"];
  response.writeHead(page.status, headers);
  response.end(page.body);
}

/**
 * Lets the answer go to the client as usual while keeping a copy of the status,
 * the headers (also those passed straight to writeHead) and every byte written.
 */
function captureResponse(response: ServerResponse): { done: Promise<CachedPage> } {
  const chunks: Buffer[] = [];
  let headHeaders: OutgoingHttpHeaders = {};
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | null => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
    if (Buffer.isBuffer(chunk)) return Buffer.from(chunk);
    if (chunk instanceof Uint8Array) return Buffer.from(chunk);
    return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  };

  response.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null);
    if (headers && !Array.isArray(headers)) headHeaders = lowerCaseKeys(headers as OutgoingHttpHeaders);
    return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];

  const done = new Promise<CachedPage>((resolve) => {
    response.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
      const result = (original.end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      resolve({
        status: response.statusCode,
        headers: { ...lowerCaseKeys(response.getHeaders()), ...headHeaders },
        body: Buffer.concat(chunks),
        storedAt: 0,
      });
      return result;
    } as ServerResponse["end"];
    // A client that went away before the end leaves an incomplete answer: status 0 is never shared.
    response.once("close", () => resolve({ status: response.writableFinished ? response.statusCode : 0, headers: {}, body: Buffer.alloc(0), storedAt: 0 }));
  });
  return { done };
}

function lowerCaseKeys(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
