import { CSP_REPORT_BODY_LIMIT, cspReportsSchema } from "@/schemas/csp-reports";
import { defineRoute, handle } from "@/server/http/route-handler";
import { limitCspReports, receiveCspReports } from "@/server/logging/receive-csp-reports";

/** Browsers' Content-Security-Policy violation reports (report-uri and report-to); answers 204. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: limitCspReports, body: cspReportsSchema, bodyLimitBytes: CSP_REPORT_BODY_LIMIT }, ({ request, body }) => {
    receiveCspReports(body, request);
  }),
});
