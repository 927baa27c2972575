/**
 * A short-lived cache of rendered pages (and of public catalogue API answers) in
 * front of Next.js, for anonymous GET requests. Every anonymous visitor gets the same HTML (the colour mode and,
 * later, the cart are applied in the browser), and rendering a page costs far
 * more CPU than serving it (docs/PERFORMANCE.md). Concurrent requests for a page
 * that is being rendered wait for that one render instead of starting their own.
 *
 * It holds copies of answers for a few seconds, never state: a second instance
 * with its own copies answers the same.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import { isNextDataRequest } from "@/server/http/next-data-request";

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

/** Paths that are never pages, or never the same for everyone (the newsletter's link pages carry a personal token). */
const NOT_CACHED_PATHS = /^\/(_next|afbeeldingen|winkelwagen|bestellen|bestelling|betalen|account|medewerkers|nieuwsbrief\/(bevestigen|afmelden))(\/|$)/;
/** API answers are shared only when they say so themselves (`Cache-Control: public`): catalogue data, never a cart. */
const API_PATH = /^\/api\//;
/** A signed-in member of staff sees other prices and filters: never from the shared cache. */
const PERSONAL_COOKIE = /(?:^|;\s*)stekker_staff=/;

export function isCacheable(request: IncomingMessage): boolean {
  if (request.method !== "GET") return false;
  const url = request.url ?? "/";
  const path = url.split("?")[0] ?? "/";
  if (NOT_CACHED_PATHS.test(path)) return false;
  if (isNextDataRequest(request)) return false;
  if (PERSONAL_COOKIE.test(request.headers.cookie ?? "")) return false;
  // A token (bearer or basic) may unlock staff data: never from or into the shared cache.
  if (request.headers.authorization !== undefined) return false;
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

/**
 * Only plain successes and not-founds are shared; anything that sets a cookie is
 * personal. An API answer must also call itself public.
 */
function isShareable(page: CachedPage, path: string): boolean {
  if (page.headers["set-cookie"] !== undefined) return false;
  if (API_PATH.test(path)) return page.status === 200 && /\bpublic\b/.test(String(page.headers["cache-control"] ?? ""));
  return page.status === 200 || page.status === 404;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Answers from the cache, or renders once (for all who ask meanwhile) and keeps the answer. */
  async serve(request: IncomingMessage, response: ServerResponse, render: Render): Promise<void> {
    const key = cacheKey(request);
    const fresh = this.lookup(key);
    if (fresh) return send(response, fresh, "hit");

    const pending = this.renders.get(key);
    if (pending) {
      const page = await pending.catch(() => null);
      if (page) return send(response, page, "shared");
      // The render that we waited on was personal or failed: render our own.
      await render(request, response);
      return;
    }

    const capture = captureResponse(response);
    const rendering = (async () => {
      const rendered = Promise.resolve(render(request, response));
      // The answer is settled when the response ends or its client goes away, not when the
      // renderer's promise settles: Next.js's handler never settles for some requests whose
      // client left early (its icon route, for one), and everyone asking for that URL after
      // would wait on it until the server restarts. A renderer that fails still fails here.
      const page = await Promise.race([capture.done, rendered.then(() => capture.done)]);
      if (!isShareable(page, (request.url ?? "/").split("?")[0] ?? "/")) return null;
      this.store(key, page);
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
    if (this.now() - page.storedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most used pages last.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, { ...page, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function send(response: ServerResponse, page: CachedPage, how: "hit" | "shared"): void {
  const headers: OutgoingHttpHeaders = { ...page.headers, "content-length": page.body.length, "x-page-cache": how };
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
