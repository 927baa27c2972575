/**
 * A database that is away (restarting, failed over, unreachable) is not a bug in
 * the shop: the request was fine and will work again in a few seconds. The
 * fault test (tests/faults) restarts PostgreSQL under load and saw such
 * requests answered as an internal error (500, a stack in the log per request).
 * The right answer is 503 with Retry-After, in the failure shape of decisions
 * §6, so that clients and load balancers retry and the log says what happened
 * in one line.
 *
 * Drizzle wraps the driver's error (`Failed query: …`, the driver's error as
 * `cause`), so the chain of causes is searched.
 */
import { ApiError } from "./api-error";

/** The socket could not reach the server, or lost it. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** postgres.js's own codes for a connection that closed, ended or never opened in time. */
const DRIVER_CODES = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]);
/**
 * SQLSTATEs of a server that is going or not yet there: 57P01 admin_shutdown
 * (`pg_ctl stop -m fast` ends the sessions), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down). Class 08 is a connection
 * exception.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03"]);
const MAX_CAUSES = 5;

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || DRIVER_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    current = current.cause;
  }
  return false;
}

/** The 503 for a request that met an absent database; Dutch, as a shopper reads it. */
export function databaseUnavailable(): ApiError {
  return new ApiError(503, "De winkel kan even niet bij zijn gegevens. Probeer het over een paar seconden opnieuw.", [], { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
}
