/**
 * The client logger (specification §7, §8 and §9): entries
 * `{ message, payload, timestamp, severity }` are queued and sent in batches of
 * 25 to `POST /api/logger/` with a fixed bearer token. Errors that only say a
 * request was aborted, a load failed, something timed out or a code chunk did
 * not load are not worth logging and are dropped. Unhandled UI errors are
 * deduplicated by the first 100 characters of their message and sent after 1 s
 * of quiet. A queue that cannot be sent (the logger endpoint is down) is trimmed
 * to the newest 50 entries when it holds more than 100, checked every 30 s.
 */
import { LOGGER_TOKEN } from "@/config/logger-token";

import { request } from "./http/request";

export type LogSeverity = "debug" | "info" | "warning" | "error" | "critical";

export interface LogEntry {
  message: string;
  payload: Record<string, unknown>;
  /** ISO 8601, UTC. */
  timestamp: string;
  severity: LogSeverity;
}

export type LogTransport = (entries: LogEntry[]) => Promise<unknown>;

export interface LoggerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const LOGGER_PATH = "/api/logger/";
export const LOG_BATCH_SIZE = 25;
export const LOG_QUEUE_LIMIT = 100;
export const LOG_QUEUE_TRIM_TO = 50;
export const LOG_QUEUE_CHECK_MS = 30_000;
export const LOG_FLUSH_DELAY_MS = 5000;
export const UI_ERROR_DEBOUNCE_MS = 1000;
export const UI_ERROR_KEY_LENGTH = 100;
/** How many distinct UI error messages are remembered for deduplication before the memory starts over. */
export const UI_ERROR_MEMORY = 500;

const IGNORED_ERRORS: readonly RegExp[] = [
  /abort/i, // AbortError, "The operation was aborted", "Fetch is aborted", "signal is aborted without reason"
  /load failed/i, // Safari's network failure
  /time(d)?\s*out/i, // TimeoutError, "Gateway Timeout", "timed out"
  /chunk/i, // ChunkLoadError, "Loading chunk 123 failed", "Loading CSS chunk … failed"
];

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string") {
    return (error as { message: string }).message;
  }
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** True for the errors §8 says to ignore: fetch aborted, load failed, timeout, chunk loading. */
export function isIgnoredError(error: unknown): boolean {
  const name = error && typeof error === "object" && typeof (error as { name?: unknown }).name === "string" ? (error as { name: string }).name : "";
  const text = `${name} ${errorMessage(error)}`;
  return IGNORED_ERRORS.some((pattern) => pattern.test(text));
}

function errorPayload(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { name: error.name, stack: error.stack };
  return {};
}

export interface LoggerOptions {
  transport?: LogTransport;
  /** Epoch milliseconds. */
  clock?: () => number;
  timers?: LoggerTimers;
  batchSize?: number;
  /** How long a small batch waits for company before it is sent. */
  flushDelayMs?: number;
}

export interface Logger {
  log(severity: LogSeverity, message: string, payload?: Record<string, unknown>): boolean;
  info(message: string, payload?: Record<string, unknown>): boolean;
  warning(message: string, payload?: Record<string, unknown>): boolean;
  /** Logs an error unless it is one of the ignored kinds; answers whether it was queued. */
  error(error: unknown, payload?: Record<string, unknown>): boolean;
  /** An unhandled UI error: ignored kinds dropped, deduplicated, sent after 1 s of quiet. Answers whether it was accepted. */
  reportUiError(error: unknown, payload?: Record<string, unknown>): boolean;
  /** Sends everything queued now, in batches. */
  flush(): Promise<void>;
  /** The entries waiting to be sent (not those of a send under way). */
  pending(): readonly LogEntry[];
  /** Starts the 30 s queue check. */
  start(): void;
  /** Stops every timer (entries stay queued). */
  stop(): void;
  /** The 30 s check itself: trims the queue to 50 when it holds more than 100. */
  trimQueue(): void;
}

export const defaultLogTransport: LogTransport = (entries) =>
  request("POST", LOGGER_PATH, { body: entries, token: LOGGER_TOKEN, tokenType: "Bearer", retries: 0 });

const browserTimers: LoggerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createLogger(options: LoggerOptions = {}): Logger {
  const { transport = defaultLogTransport, clock = Date.now, timers = browserTimers, batchSize = LOG_BATCH_SIZE, flushDelayMs = LOG_FLUSH_DELAY_MS } = options;
  let queue: LogEntry[] = [];
  let flushTimer: unknown = null;
  let checkTimer: unknown = null;
  let inFlight: Promise<void> | null = null;

  const uiErrorKeys = new Set<string>();
  let uiErrorBuffer: { message: string; payload: Record<string, unknown>; timestamp: string }[] = [];
  let uiErrorTimer: unknown = null;

  function scheduleFlush(): void {
    if (flushTimer !== null) return;
    flushTimer = timers.setTimeout(() => {
      flushTimer = null;
      void flush();
    }, flushDelayMs);
  }

  async function sendAll(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batch.length);
      try {
        await transport(batch);
      } catch {
        // The logger never logs its own failure; the entries wait for the next flush.
        queue = [...batch, ...queue];
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (flushTimer !== null) {
      timers.clearTimeout(flushTimer);
      flushTimer = null;
    }
    // A send under way also sends what was queued meanwhile (or stops at a failure).
    if (inFlight) return inFlight;
    inFlight = sendAll().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function enqueue(entry: LogEntry): void {
    queue.push(entry);
    if (queue.length >= batchSize) void flush();
    else scheduleFlush();
  }

  function log(severity: LogSeverity, message: string, payload: Record<string, unknown> = {}): boolean {
    enqueue({ message, payload, timestamp: new Date(clock()).toISOString(), severity });
    return true;
  }

  function error(thrown: unknown, payload: Record<string, unknown> = {}): boolean {
    if (isIgnoredError(thrown)) return false;
    return log("error", errorMessage(thrown), { ...errorPayload(thrown), ...payload });
  }

  function releaseUiErrors(): void {
    if (uiErrorTimer !== null) {
      timers.clearTimeout(uiErrorTimer);
      uiErrorTimer = null;
    }
    const buffered = uiErrorBuffer;
    uiErrorBuffer = [];
    for (const entry of buffered) enqueue({ ...entry, severity: "error" });
  }

  function reportUiError(thrown: unknown, payload: Record<string, unknown> = {}): boolean {
    if (isIgnoredError(thrown)) return false;
    const message = errorMessage(thrown);
    const key = message.slice(0, UI_ERROR_KEY_LENGTH);
    if (uiErrorKeys.has(key)) return false;
    if (uiErrorKeys.size >= UI_ERROR_MEMORY) uiErrorKeys.clear();
    uiErrorKeys.add(key);
    uiErrorBuffer.push({ message, payload: { ...errorPayload(thrown), ...payload, unhandled: true }, timestamp: new Date(clock()).toISOString() });
    if (uiErrorTimer !== null) timers.clearTimeout(uiErrorTimer);
    if (uiErrorBuffer.length >= batchSize) releaseUiErrors();
    else uiErrorTimer = timers.setTimeout(releaseUiErrors, UI_ERROR_DEBOUNCE_MS);
    return true;
  }

  function trimQueue(): void {
    if (queue.length > LOG_QUEUE_LIMIT) queue = queue.slice(-LOG_QUEUE_TRIM_TO);
  }

  return {
    log,
    info: (message, payload) => log("info", message, payload),
    warning: (message, payload) => log("warning", message, payload),
    error,
    reportUiError,
    flush,
    pending: () => [...queue],
    start() {
      if (checkTimer === null) checkTimer = timers.setInterval(trimQueue, LOG_QUEUE_CHECK_MS);
    },
    stop() {
      if (flushTimer !== null) timers.clearTimeout(flushTimer);
      if (uiErrorTimer !== null) timers.clearTimeout(uiErrorTimer);
      if (checkTimer !== null) timers.clearInterval(checkTimer);
      flushTimer = uiErrorTimer = checkTimer = null;
    },
    trimQueue,
  };
}

/**
 * Sends the window's unhandled errors and promise rejections to the logger.
 * Answers the function that removes the listeners.
 */
export function installGlobalErrorHandlers(logger: Pick<Logger, "reportUiError">, target: EventTarget): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    logger.reportUiError(error ?? message, { source: "window.onerror" });
  };
  const onRejection = (event: Event) => {
    logger.reportUiError((event as PromiseRejectionEvent).reason, { source: "unhandledrejection" });
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
