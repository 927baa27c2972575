/**
 * A request whose body never arrives whole: a malformed chunked encoding, a
 * body cut short, a client that went away (issue 17, finding 7). That is the
 * client's failure, not the shop's: it is answered 400 (if anyone is still
 * listening) and logged as one short warning line, not through the 500 path
 * with a stack trace and an error id. The warnings are throttled, so that a
 * stream of broken requests cannot flood the log either.
 */
import { ApiError } from "./api-error";

export const BODY_NOT_RECEIVED = "De gegevens kwamen niet volledig aan. Stuur ze opnieuw.";

/** At most one warning line per window; the lines in between are counted in the next one. */
const WARN_WINDOW_MS = 10_000;
let lastWarnedAt = -Infinity;
let unreported = 0;

/** Marks the ApiError so that tests and the API's lane can tell it from a handler's own 400. */
export class ClientFailure extends ApiError {
  override name = "ClientFailure";
}

/** The 400 for a body that did not arrive, after a (throttled) warning naming the request and the transport's reason. */
export function bodyNotReceived(method: string, path: string, cause: unknown, now = Date.now()): ClientFailure {
  warnThrottled(`[http] ${method} ${path}: client closed or sent a malformed body (${describe(cause)}); answered 400`, now);
  return new ClientFailure(400, BODY_NOT_RECEIVED);
}

function describe(cause: unknown): string {
  if (cause && typeof cause === "object") {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    return [code, message].filter((part) => typeof part === "string" && part !== "").join(" ") || "unknown";
  }
  return String(cause);
}

function warnThrottled(line: string, now: number): void {
  if (now - lastWarnedAt < WARN_WINDOW_MS) {
    unreported += 1;
    return;
  }
  const more = unreported > 0 ? ` (and ${unreported} more like it in the last ${Math.round((now - lastWarnedAt) / 1000)} s)` : "";
  lastWarnedAt = now;
  unreported = 0;
  console.warn(`${line}${more}`);
}

/** For tests: start counting afresh. */
export function resetClientFailureLog(): void {
  lastWarnedAt = -Infinity;
  unreported = 0;
}
