/** What browsers report (specification §7): the browser logger's batches and Content-Security-Policy violations. */
import { CSP_REPORT_BODY_LIMIT, cspReportsSchema } from "@/schemas/csp-reports";
import { logBatchSchema } from "@/schemas/log-entries";
import { limitCspReports, receiveCspReports } from "@/server/logging/receive-csp-reports";
import { receiveClientLogs, requireLoggerToken } from "@/server/logging/receive-client-logs";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { CLIENT_LOG_BATCH_BYTES, CLIENT_LOG_BATCHES } from "@/server/rate-limit/rules";

import { endpoint } from "../declare";

/** The token is public, so batches are limited per client address and in size: what a script can write to the log. */
async function limitedLogger(request: Request): Promise<void> {
  await enforceClientRateLimit(CLIENT_LOG_BATCHES, request);
  requireLoggerToken(request);
}

export const loggingRoutes = [
  endpoint(
    {
      method: "POST",
      path: "/api/logger/",
      summary: "The browser logger's batches: the shop's fixed bearer token, at most 25 entries; answers 204.",
      role: "guest",
      answers: [{ status: 204, description: "Logged." }],
      failures: [401, 413, 415, 422, 429],
    },
    { authorize: limitedLogger, body: logBatchSchema, bodyLimitBytes: CLIENT_LOG_BATCH_BYTES },
    ({ request, body }) => {
      receiveClientLogs(body, request);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/csp-reports/",
      summary: "Browsers' Content-Security-Policy violation reports (report-uri and report-to); answers 204.",
      role: "guest",
      answers: [{ status: 204, description: "Received." }],
      failures: [413, 415, 422, 429],
    },
    { authorize: limitCspReports, body: cspReportsSchema, bodyLimitBytes: CSP_REPORT_BODY_LIMIT },
    ({ request, body }) => {
      receiveCspReports(body, request);
    },
  ),
];
