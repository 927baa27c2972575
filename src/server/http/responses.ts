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
 * The text of a JSON answer, kept on the Response for the API's lane in
 * `npm start` (src/host/node-lane.ts), which writes answers itself: reading a
 * Response's stream back costs more CPU than building it. A symbol of this
 * module: the lane and the application share this module, nothing else needs it.
 */
const ANSWER_TEXT = Symbol("stekker.answerText");
/** Marks the Requests the lane made: their answers need only that text, no body stream. */
const TEXT_ONLY_REQUEST = Symbol("stekker.textOnlyRequest");

export function asTextOnlyRequest(request: Request): Request {
  return Object.assign(request, { [TEXT_ONLY_REQUEST]: true });
}

export function isDirectRequest(request: Request): boolean {
  return (request as Request & { [TEXT_ONLY_REQUEST]?: unknown })[TEXT_ONLY_REQUEST] === true;
}

/** The JSON text of an answer made here, or null for any other Response. */
export function answerText(response: Response): string | null {
  const text = (response as Response & { [ANSWER_TEXT]?: unknown })[ANSWER_TEXT];
  return typeof text === "string" ? text : null;
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
