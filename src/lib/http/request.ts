/**
 * The one HTTP client of the shop (specification §7 and §8). Universal: it uses
 * only `fetch`, `AbortController` and timers, so client components and tests use
 * the same code. No Next.js or React here.
 */
import { ApiRequestError, type ApiFieldError } from "./api-request-error";
import { httpStatusText } from "@/domain/http/status-text";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type FormBody = URLSearchParams | Readonly<Record<string, string | number | boolean | null | undefined>>;

export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_DELAY_MS = 2000;
export const MAX_RETRIES = 3;
/** Statuses answered by a gateway or CDN in front of the shop that are worth another try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([504, 520, 522, 524]);

export interface RequestOptions {
  /** Sent as JSON (the default content type). */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of `body`. */
  form?: FormBody;
  /** Adds `Authorization: <tokenType> <token>`. */
  token?: string;
  /** Default "Bearer". A Basic token with a ":" in it is taken as "user:password" and base64-encoded. */
  tokenType?: "Bearer" | "Basic";
  timeoutMs?: number;
  retryDelayMs?: number;
  /** How many times to try again after the first attempt; default 3. */
  retries?: number;
  headers?: Readonly<Record<string, string>>;
  /** Origin the /api path is resolved against; default none (same origin in the browser). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The pause between attempts; injectable so that tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The address of an API call: always under the product's own `/api/`, always with
 * the trailing slash of decisions §6. `"carts/12"`, `"/carts/12/"` and
 * `"/api/carts/12/"` all become `/api/carts/12/`.
 */
export function apiPath(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) {
    throw new ApiRequestError({ status: 0, code: "URL_NOT_API", message: `Request not sent: only the shop's own /api paths may be called, not ${path}` });
  }
  const queryStart = path.search(/[?#]/);
  let pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const rest = queryStart === -1 ? "" : path.slice(queryStart);
  pathname = pathname.replace(/^\/+/, "");
  if (pathname !== "api" && !pathname.startsWith("api/")) pathname = `api/${pathname}`;
  if (!pathname.endsWith("/")) pathname += "/";
  return `/${pathname}${rest}`;
}

function authorization(token: string, tokenType: "Bearer" | "Basic"): string {
  if (tokenType === "Basic" && token.includes(":")) {
    const bytes = new TextEncoder().encode(token);
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `Basic ${btoa(binary)}`;
  }
  return `${tokenType} ${token}`;
}

function formBody(form: FormBody): URLSearchParams {
  if (form instanceof URLSearchParams) return form;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

const RESET_CODES = new Set(["ECONNRESET", "UND_ERR_SOCKET", "EPIPE"]);
const PROTOCOL_CODES = new Set(["EPROTO", "ERR_HTTP2_PROTOCOL_ERROR", "UND_ERR_INFO", "ERR_INVALID_HTTP_RESPONSE"]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * A connection reset or an HTTP protocol error, as Node's fetch reports them (a
 * TypeError whose cause carries the code). Browsers do not say why a fetch
 * failed, so there a bare "Failed to fetch" is not retried.
 */
export function isRetryableNetworkError(error: unknown): boolean {
  return errorCodes(error).some((code) => RESET_CODES.has(code) || PROTOCOL_CODES.has(code) || code.startsWith("HPE_"));
}

interface ParsedBody {
  error?: unknown;
  errors?: unknown;
  failed?: unknown;
  message?: unknown;
  data?: unknown;
}

function asObject(value: unknown): ParsedBody | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as ParsedBody) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function fieldErrorsOf(body: ParsedBody | undefined): { list: ApiFieldError[]; byField: Record<string, string> } {
  const list: ApiFieldError[] = [];
  const byField: Record<string, string> = {};
  if (!body) return { list, byField };
  if (Array.isArray(body.data)) {
    for (const entry of body.data) {
      const item = asObject(entry) as { errorMessage?: unknown; field?: unknown } | undefined;
      const errorMessage = nonEmptyString(item?.errorMessage);
      if (!errorMessage) continue;
      const field = nonEmptyString(item?.field);
      list.push(field ? { field, errorMessage } : { errorMessage });
      if (field && !(field in byField)) byField[field] = errorMessage;
    }
  }
  // `errors` as a map of field → message(s), or a list of { field, message | errorMessage }.
  const errors = body.errors;
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      const item = asObject(entry) as { field?: unknown; message?: unknown; errorMessage?: unknown } | undefined;
      const field = nonEmptyString(item?.field);
      const message = nonEmptyString(item?.errorMessage) ?? nonEmptyString(item?.message);
      if (field && message && !(field in byField)) byField[field] = message;
    }
  } else if (asObject(errors)) {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const message = Array.isArray(value) ? nonEmptyString(value[0]) : nonEmptyString(value);
      if (message && !(field in byField)) byField[field] = message;
    }
  }
  return { list, byField };
}

/** The error of an answer that failed, following §8. Exported for tests and for callers that get a Response elsewhere. */
export function errorFromResponse(status: number, statusText: string, parsed: unknown): ApiRequestError {
  const body = asObject(parsed);
  const { list, byField } = fieldErrorsOf(body);
  const errorMessages = list.map((entry) => entry.errorMessage);
  const standard = httpStatusText(status) ?? (nonEmptyString(statusText) || `HTTP ${status}`);
  let message: string;
  if (body && body.failed && status !== 200) {
    message = [nonEmptyString(body.message) ?? "Internal Server Error", ...errorMessages].join("\n");
  } else {
    message = nonEmptyString(body?.message) ?? nonEmptyString(body?.error) ?? standard;
  }
  return new ApiRequestError({ status, message, fieldErrors: byField, errorMessages, body: parsed, code: "HTTP" });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

class TimeoutSignal extends Error {}

async function attempt(url: string, init: RequestInit, timeoutMs: number, fetchImpl: typeof fetch): Promise<{ response: Response; parsed: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutSignal("timeout")), timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    // The body is read under the same timeout: a server that stalls mid-answer times out too.
    const parsed = await readBody(response);
    return { response, parsed };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiRequestError({ status: 504, message: "Gateway Timeout", code: "TIMEOUT", cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls the shop's API and answers the `data` of its `{ data }` body. Fails with
 * an `ApiRequestError`. Tries again (up to `retries` times, `retryDelayMs` apart)
 * on a connection reset, a protocol error, or a 504, 520, 522 or 524 answer. A
 * timeout is not tried again: it already took `timeoutMs`.
 */
export async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (path.includes("undefined")) {
    throw new ApiRequestError({
      status: 0,
      code: "URL_UNDEFINED",
      message: `Request not sent: the URL "${path}" contains "undefined" (a missing id?)`,
    });
  }
  const {
    body,
    form,
    token,
    tokenType = "Bearer",
    timeoutMs = REQUEST_TIMEOUT_MS,
    retryDelayMs = RETRY_DELAY_MS,
    retries = MAX_RETRIES,
    headers: extraHeaders,
    baseUrl = "",
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    sleep = defaultSleep,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, "")}${apiPath(path)}`;

  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: string | undefined;
  if (form !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    payload = formBody(form).toString();
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = authorization(token, tokenType);
  Object.assign(headers, extraHeaders);
  const init: RequestInit = { method, headers, body: payload, credentials: "same-origin" };

  for (let attemptNumber = 0; ; attemptNumber += 1) {
    const canRetry = attemptNumber < retries;
    let result: { response: Response; parsed: unknown };
    try {
      result = await attempt(url, init, timeoutMs, fetchImpl);
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      if (canRetry && isRetryableNetworkError(error)) {
        await sleep(retryDelayMs);
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiRequestError({ status: 0, code: "NETWORK", message: message || "Network Error", cause: error });
    }
    const { response, parsed } = result;
    if (canRetry && RETRY_STATUSES.has(response.status)) {
      await sleep(retryDelayMs);
      continue;
    }
    const failed = asObject(parsed)?.failed;
    if (!response.ok || (failed && response.status !== 200)) {
      throw errorFromResponse(response.status, response.statusText, parsed);
    }
    const object = asObject(parsed);
    return (object && "data" in object ? object.data : parsed) as T;
  }
}
