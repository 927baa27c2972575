import "server-only";

/**
 * POST /api/csp-reports/: a browser tells that a page broke its
 * Content-Security-Policy (src/host/security-headers.ts). Each report
 * becomes one JSON line in the server's log, beside the browser logger's, so
 * that an operator sees a blocked injection, or a page of the shop's own that
 * the policy breaks, in the same place.
 *
 * Anyone can post here (reports come without a session or token), so it is
 * rate-limited per client address and size-limited; a line holds only the
 * report's bounded fields, never what else a sender put in.
 */
import type { CspReports } from "@/schemas/csp-reports";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { CSP_REPORTS_PER_CLIENT } from "@/server/rate-limit/rules";

/** Refuses a client that reports more than a browser would, before its body is read. */
export async function limitCspReports(request: Request): Promise<void> {
  await enforceClientRateLimit(CSP_REPORTS_PER_CLIENT, request);
}

export function receiveCspReports(reports: CspReports, request: Request, write: (line: string) => void = (line) => console.log(line)): void {
  const userAgent = (request.headers.get("user-agent") ?? "").slice(0, 200);
  for (const report of reports) write(JSON.stringify({ source: "csp", severity: "warning", ...report, userAgent }));
}
