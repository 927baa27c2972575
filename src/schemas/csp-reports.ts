/**
 * What browsers send to POST /api/csp-reports/ when a page breaks its
 * Content-Security-Policy, in the two formats in use:
 *
 * - `report-uri` (application/csp-report): `{ "csp-report": { "document-uri", "violated-directive", … } }`;
 * - `report-to` (application/reports+json, the Reporting API): a list of
 *   `{ type: "csp-violation", url, body: { documentURL, effectiveDirective, … } }`.
 *
 * Both are read into one shape. The texts come from any browser (or anyone), so
 * each is cut to a length a log line can carry rather than refused: a report
 * about a long URL is still a report.
 */
import { z } from "zod";

/** A handful of reports fit; a page that breaks its policy a thousand times says so in the first ones. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
export const CSP_REPORT_BATCH_LIMIT = 20;
const TEXT_LIMIT = 500;

const text = z
  .string()
  .transform((value) => value.slice(0, TEXT_LIMIT))
  .optional()
  .catch(undefined);
const count = z.number().int().nonnegative().optional().catch(undefined);

export interface CspViolation {
  documentUrl?: string;
  blockedUrl?: string;
  directive?: string;
  disposition?: string;
  sourceFile?: string;
  line?: number;
  column?: number;
  sample?: string;
}

const legacyReport = z
  .object({
    "csp-report": z.object(
      {
        "document-uri": text,
        "blocked-uri": text,
        "effective-directive": text,
        "violated-directive": text,
        disposition: text,
        "source-file": text,
        "line-number": count,
        "column-number": count,
        "script-sample": text,
      },
      "csp-report moet een object zijn",
    ),
  })
  .transform(({ "csp-report": report }): CspViolation[] => [
    {
      documentUrl: report["document-uri"],
      blockedUrl: report["blocked-uri"],
      directive: report["effective-directive"] ?? report["violated-directive"],
      disposition: report.disposition,
      sourceFile: report["source-file"],
      line: report["line-number"],
      column: report["column-number"],
      sample: report["script-sample"],
    },
  ]);

const reportingApiReport = z.object({
  type: z.literal("csp-violation", "type moet csp-violation zijn"),
  url: text,
  body: z.object(
    {
      documentURL: text,
      blockedURL: text,
      effectiveDirective: text,
      disposition: text,
      sourceFile: text,
      lineNumber: count,
      columnNumber: count,
      sample: text,
    },
    "body moet een object zijn",
  ),
});

const reportingApiBatch = z
  .array(reportingApiReport, "Stuur een lijst met meldingen")
  .min(1, "Stuur minstens één melding")
  .max(CSP_REPORT_BATCH_LIMIT, `Stuur hoogstens ${CSP_REPORT_BATCH_LIMIT} meldingen tegelijk`)
  .transform((reports): CspViolation[] =>
    reports.map(({ url, body }) => ({
      documentUrl: body.documentURL ?? url,
      blockedUrl: body.blockedURL,
      directive: body.effectiveDirective,
      disposition: body.disposition,
      sourceFile: body.sourceFile,
      line: body.lineNumber,
      column: body.columnNumber,
      sample: body.sample,
    })),
  );

export const cspReportsSchema = z.union([legacyReport, reportingApiBatch], "Stuur een CSP-melding (application/csp-report) of een lijst uit de Reporting API (application/reports+json)");

export type CspReports = z.output<typeof cspReportsSchema>;
