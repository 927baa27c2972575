/**
 * Reads a request body once, within a size limit, as JSON (the default) or as an
 * HTML form (application/x-www-form-urlencoded), as the specification's §7 asks.
 * Every way a body can be wrong is a 4xx with a Dutch sentence, never a 500.
 */
import { ApiError } from "./api-error";
import { bodyNotReceived } from "./client-failure";

/** 1 MiB: the largest thing the shop accepts is a cart with its addresses, far below. */
export const DEFAULT_BODY_LIMIT = 1_048_576;

// A form may nest (`items[123][qty]=2`), but not without bound.
const MAX_FORM_DEPTH = 6;
const MAX_FORM_FIELDS = 1000;
// JSON is the default (specification §7): no type, and fetch's default for a
// string body (text/plain), are read as JSON.
// application/csp-report is the JSON browsers send to a Content-Security-Policy's report-uri.
const JSON_TYPES = new Set(["", "application/json", "text/plain", "application/csp-report"]);
// Keys that would reach Object.prototype through bracket notation.
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

export interface ReadBodyOptions {
  limitBytes?: number;
}

/** The parsed body, or `undefined` when the request has none. */
export async function readBody(request: Request, options: ReadBodyOptions = {}): Promise<unknown> {
  const limit = options.limitBytes ?? DEFAULT_BODY_LIMIT;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const type = mediaType(request.headers.get("content-type"));
  const isForm = type === "application/x-www-form-urlencoded";
  if (!isForm && !JSON_TYPES.has(type) && !type.endsWith("+json")) {
    throw new ApiError(415, "Stuur de gegevens als JSON (application/json) of als formulier (application/x-www-form-urlencoded).");
  }
  const text = await readText(request, limit);
  if (text.trim() === "") return undefined;
  return isForm ? parseForm(text) : parseJson(text);
}

function mediaType(header: string | null): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * A body the API's lane (src/host/node-lane.ts) already read whole, kept on the
 * Request instead of in a stream: making and reading that stream costs more
 * than the rest of a cart call's HTTP handling. A symbol of this module: the
 * lane and the application share it.
 */
const REQUEST_BODY = Symbol("stekker.requestBody");

export function withWholeBody(request: Request, body: Uint8Array): Request {
  return Object.assign(request, { [REQUEST_BODY]: body });
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "De gegevens zijn geen geldige UTF-8-tekst.");
  }
}

async function readText(request: Request, limit: number): Promise<string> {
  return decodeUtf8(await readBodyBytes(request, limit));
}

/** The body's bytes as sent, within a size limit: a file (an uploaded image, the catalogue import) that is neither JSON nor a form. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const whole = (request as Request & { [REQUEST_BODY]?: unknown })[REQUEST_BODY];
  if (whole instanceof Uint8Array) {
    if (whole.byteLength > limit) throw tooLarge(limit);
    return whole;
  }
  if (!request.body) return new Uint8Array(0);
  // Count while reading: Content-Length may be missing (chunked) or lie.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      // The transport failed (a malformed chunk, a body cut short, a client gone): the client's failure, not ours.
      throw bodyNotReceived(request.method, pathOf(request), error);
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return concat(chunks, size);
}

function pathOf(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "?";
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

export function tooLarge(limit: number): ApiError {
  const size = limit >= 1_048_576 ? `${Math.round(limit / 1_048_576)} MB` : `${Math.round(limit / 1024)} kB`;
  return new ApiError(413, `De gegevens zijn te groot; het maximum is ${size}.`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "De gegevens zijn geen geldige JSON.");
  }
}

/**
 * A form as an object. `a=1&a=2` gives an array; brackets nest:
 * `items[123][qty]=2` gives `{ items: { "123": { qty: "2" } } }`. Values stay
 * text; the route's zod schema coerces them.
 */
export function parseForm(text: string): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const result: Record<string, unknown> = {};
  let fields = 0;
  for (const [name, value] of params) {
    if (++fields > MAX_FORM_FIELDS) throw new ApiError(413, `Het formulier heeft te veel velden; het maximum is ${MAX_FORM_FIELDS}.`);
    assign(result, fieldPath(name), value, name);
  }
  return result;
}

function fieldPath(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  // A name that is not `a[b][c]` is taken literally.
  const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)] : [name];
  if (path.length > MAX_FORM_DEPTH) throw new ApiError(400, `Het formulierveld ${name} is te diep genest.`);
  if (path.some((key) => FORBIDDEN_KEYS.has(key))) throw new ApiError(400, `Het formulierveld ${name} is niet toegestaan.`);
  return path;
}

function assign(target: Record<string, unknown>, path: string[], value: string, name: string): void {
  const [key, ...rest] = path as [string, ...string[]];
  const existing = Object.hasOwn(target, key) ? target[key] : undefined;
  if (rest.length === 0) {
    // `a[]=1&a[]=2` and `a=1&a=2` both collect into a list.
    if (existing === undefined) target[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === "string") target[key] = [existing, value];
    else throw conflict(name);
    return;
  }
  if (rest[0] === "") {
    if (rest.length > 1) throw new ApiError(400, `Het formulierveld ${name} kan na [] niet verder genest worden.`);
    if (existing === undefined) target[key] = [value];
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === "string") target[key] = [existing, value];
    else throw conflict(name);
    return;
  }
  if (existing === undefined) target[key] = {};
  const next = target[key];
  if (typeof next !== "object" || next === null || Array.isArray(next)) throw conflict(name);
  assign(next as Record<string, unknown>, rest, value, name);
}

function conflict(name: string): ApiError {
  return new ApiError(400, `Het formulierveld ${name} komt zowel als losse waarde als als groep voor.`);
}
