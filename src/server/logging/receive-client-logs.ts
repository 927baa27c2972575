import "server-only";

/**
 * POST /api/logger/: the browser's errors (specification §7, §8) go to the
 * server's log, one JSON line per entry, marked as coming from a browser, so the
 * operator's log collection picks them up with the server's own. The token is
 * fixed and public (every browser sends it): it keeps casual noise out, it is
 * no security; entries are bounded in number and size by the schema.
 */
import { LOGGER_TOKEN } from "@/config/logger-token";
import type { LogBatch } from "@/schemas/log-entries";
import { ApiError } from "@/server/http/api-error";

export function requireLoggerToken(request: Request): void {
  if (request.headers.get("authorization") !== `Bearer ${LOGGER_TOKEN}`) {
    throw new ApiError(401, "Het logboek neemt alleen regels aan met het token van de winkel.", [], { "www-authenticate": 'Bearer realm="logger"' });
  }
}

export function receiveClientLogs(entries: LogBatch, request: Request, write: (line: string) => void = (line) => console.log(line)): void {
  const userAgent = (request.headers.get("user-agent") ?? "").slice(0, 200);
  for (const entry of entries) {
    write(JSON.stringify({ source: "browser", severity: entry.severity, message: entry.message, timestamp: entry.timestamp, payload: entry.payload, userAgent }));
  }
}
