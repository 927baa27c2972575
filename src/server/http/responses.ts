/**
 * The two answer shapes of the API (decisions §6): `{ data }` on success and
 * `{ failed, message, data: [{ errorMessage, field }] }` on failure.
 */
import type { FieldError } from "./api-error";
import { statusText } from "./status-text";

const JSON_TYPE = "application/json; charset=utf-8";

/** Public catalogue data: a minute fresh, then served stale while a new copy loads. */
export const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** Anything personal or failing must not be kept by browsers or CDNs. */
export const NO_STORE = "no-store";

function jsonHeaders(init: HeadersInit | undefined, cacheControl: string | null): Headers {
  const headers = new Headers(init);
  headers.set("content-type", JSON_TYPE);
  // A browser must never read an answer as HTML, whatever text it holds.
  headers.set("x-content-type-options", "nosniff");
  if (cacheControl) headers.set("cache-control", cacheControl);
  else if (!headers.has("cache-control")) headers.set("cache-control", NO_STORE);
  return headers;
}

/**
 * The text of a JSON answer, kept on the Response for the server that writes
 * answers itself (src/server/direct-routes): reading a Response's stream back
 * costs more CPU than building it. A global symbol, because that server and the
 * compiled routes load this file as two separate modules.
 */
export const ANSWER_TEXT = Symbol.for("stekker.answerText");
/** Marks the Requests the direct lane made: their answers need only that text, no body stream. */
export const DIRECT_REQUEST = Symbol.for("stekker.directRequest");

export function isDirectRequest(request: Request): boolean {
  return (request as Request & { [DIRECT_REQUEST]?: unknown })[DIRECT_REQUEST] === true;
}

function jsonResponse(text: string, status: number, headers: Headers, textOnly = false): Response {
  return Object.assign(new Response(textOnly ? null : text, { status, headers }), { [ANSWER_TEXT]: text });
}

export function dataResponse(data: unknown, init: { status?: number; headers?: HeadersInit; textOnly?: boolean } = {}): Response {
  return jsonResponse(JSON.stringify({ data }), init.status ?? 200, jsonHeaders(init.headers, null), init.textOnly);
}

export function failureResponse(
  status: number,
  message?: string,
  errors: readonly FieldError[] = [],
  extraHeaders: HeadersInit = {},
  extra: Readonly<Record<string, unknown>> = {},
  textOnly = false,
): Response {
  // The three fields of the shape come last, so an extra field can never replace them.
  const body = { ...extra, failed: true, message: message || statusText(status), data: errors };
  return jsonResponse(JSON.stringify(body), status, jsonHeaders(extraHeaders, NO_STORE), textOnly);
}

/**
 * A permanent move (rewrites of old URLs): the new place in `Location`, and data
 * in the body for clients that do not follow redirects.
 */
export function movedPermanently(location: string, data: unknown): Response {
  return dataResponse(data, { status: 301, headers: { location, "cache-control": PUBLIC_CACHE } });
}

/** Files crawlers fetch now and then (sitemaps, robots.txt): an hour is fresh enough. */
export const CRAWLER_CACHE = "public, max-age=3600, stale-while-revalidate=86400";

/** A non-JSON answer (XML, plain text) with its type and caching. */
export function textResponse(body: string, contentType: string, cacheControl = CRAWLER_CACHE, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": contentType, "cache-control": cacheControl, "x-content-type-options": "nosniff" } });
}
