/**
 * Every "page not found" answers with the 404 page rendered on the server.
 *
 * Why this exists: Next.js 16 answers a page's `notFound()` with an empty error
 * shell (`<html id="__next_error__">`) and leaves drawing the 404 page to React
 * in the browser (vercel/next.js#62228). Without JavaScript the page is blank,
 * and the shell lacks the root layout's colour-mode script, so a visitor in dark
 * mode gets it in light colours. The shop's `[slug]` pages match every path, so
 * every unknown URL comes through `notFound()`. Only a request for Next.js's own
 * `/_not-found/` route gets the real page: `<html lang="nl">`, the layout and the
 * 404 text in the HTML.
 *
 * So a 404 HTML answer to a page request is swapped, before any byte of it
 * leaves, for the answer to `/_not-found/`, fetched over loopback as a fresh
 * request (a fresh pass through Next.js, the page cache included, without
 * reusing any of Next.js's per-request state). The browser keeps its URL and
 * the status stays 404. Pages that exist pay nothing: the decision is made from
 * the status and content type as the headers would go out. A 404 costs one
 * wasted render of the shell plus the loopback request; the 404 page itself is
 * the same for every anonymous visitor and comes from the page cache.
 *
 * Remove this once Next.js renders `notFound()` on the server again.
 */
import { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, request as httpRequest, type ServerResponse } from "node:http";

import { isNextDataRequest } from "@/server/http/next-data-request";
import { SECURITY_HEADER_NAMES } from "./security-headers";

/** Next.js's own route for the root not-found page (with the trailing slash: without it, the slash rule answers 308). */
export const NOT_FOUND_PATH = "/_not-found/";

/** What is passed on to the loopback request: what the 404 page may depend on (staff cookie, compression) and nothing else. */
const FORWARDED_HEADERS = ["host", "cookie", "accept", "accept-encoding", "accept-language", "user-agent", "authorization"] as const;
/** Headers about one connection, not about the answer. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "x-page-cache"]);

export interface Loopback {
  host: string;
  port: number;
}

/** The loopback request for the 404 page itself (or anyone asking for it): the same page for every visitor. */
export function isNotFoundPageRequest(request: Pick<IncomingMessage, "url">): boolean {
  return (request.url ?? "/").split("?")[0] === NOT_FOUND_PATH;
}

/** A request for a page as a document: the only kind whose 404 needs the rendered page. */
export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = (request.url ?? "/").split("?")[0] ?? "/";
  if (path === NOT_FOUND_PATH || path.startsWith("/_next/") || path.startsWith("/api/")) return false;
  // The router draws the 404 page from its data answer itself.
  return !isNextDataRequest(request);
}

/**
 * Watches this response; when it turns out to be a 404 HTML page, nothing of it
 * is sent and the answer to `/_not-found/` goes out in its place.
 */
export function renderNotFoundOnTheServer(request: IncomingMessage, response: ServerResponse, loopback: () => Loopback): void {
  if (!isPageRequest(request)) return;
  // Next.js's compression wraps the response's methods after us; restoring this
  // snapshot takes its half-used layer off again before the real page goes out.
  const ownMethods = snapshotOwnMethods(response);
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  let decision: "send" | "swap" | undefined;
  let swapped = false;

  const decide = (status: number, contentType: unknown): "send" | "swap" => {
    decision ??= status === 404 && /text\/html/i.test(String(contentType ?? "")) ? "swap" : "send";
    return decision;
  };

  response.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg)) as OutgoingHttpHeaders | undefined;
    const contentType = headerValue(headers, "content-type") ?? this.getHeader("content-type");
    if (decide(statusCode, contentType) === "swap") return this;
    return (original.writeHead as (...a: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];

  response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (decide(this.statusCode, this.getHeader("content-type")) === "send") {
      return (original.write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    }
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (decide(this.statusCode, this.getHeader("content-type")) === "send") {
      return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    }
    if (!swapped) {
      swapped = true;
      restoreOwnMethods(response, ownMethods);
      void sendNotFoundPage(request, response, loopback());
    }
    return this;
  } as ServerResponse["end"];
}

async function sendNotFoundPage(request: IncomingMessage, response: ServerResponse, loopback: Loopback): Promise<void> {
  // The discarded shell's headers go, except the security headers set before it: the loopback answer
  // brings its own, but the plain page below, sent when that fails, must not go out without them.
  for (const name of response.getHeaderNames()) if (!SECURITY_HEADER_NAMES.includes(name)) response.removeHeader(name);
  try {
    const page = await fetchNotFoundPage(request, loopback);
    response.writeHead(404, answerHeaders(page.headers));
    for await (const chunk of page) {
      if (!response.write(chunk as Buffer)) await drainedOrClosed(response);
      // A client that left gets no more; the loopback answer is dropped with it.
      if (response.destroyed) {
        page.destroy();
        return;
      }
    }
    response.end();
  } catch (error) {
    // The shop is up (it just answered), so this is rare; a plain page beats a hung request.
    console.error("De 404-pagina kon niet worden opgehaald:", error);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    response.end('<!DOCTYPE html><html lang="nl"><title>Pagina niet gevonden</title><h1>Deze pagina bestaat niet (meer)</h1><p><a href="/">Naar de homepage</a></p></html>');
  }
}

/** Waits for room to write, or for the client to go away (then "drain" never comes). */
function drainedOrClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.on("drain", done);
    response.on("close", done);
  });
}

function fetchNotFoundPage(request: IncomingMessage, loopback: Loopback): Promise<IncomingMessage> {
  const headers: OutgoingHttpHeaders = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: loopback.host, port: loopback.port, path: NOT_FOUND_PATH, method: request.method, headers }, resolve);
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function answerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)));
}

function headerValue(headers: OutgoingHttpHeaders | undefined, name: string): unknown {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

type OwnMethods = Map<string, unknown>;

function snapshotOwnMethods(response: ServerResponse): OwnMethods {
  return new Map(Object.entries(response).filter(([, value]) => typeof value === "function"));
}

function restoreOwnMethods(response: ServerResponse, snapshot: OwnMethods): void {
  const target = response as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(response)) {
    if (typeof value !== "function") continue;
    if (snapshot.has(name)) target[name] = snapshot.get(name);
    else delete target[name];
  }
}
