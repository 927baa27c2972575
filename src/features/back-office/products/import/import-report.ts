/** The import's report as the API answers it (schemas/answers/catalogue-import.ts), and what the screen picks from it. */
export interface ImportRowReport {
  line: number;
  productId: number | null;
  name: string | null;
  outcome: "change" | "new" | "unchanged" | "refused";
  changes: { field: string; from: string | null; to: string | null }[];
  problems: { field: string; message: string }[];
}

export interface ImportReport {
  dryRun: boolean;
  applied: boolean;
  columns: string[];
  counts: { change: number; new: number; unchanged: number; refused: number };
  rows: ImportRowReport[];
}

/** How many rows of each kind the screen lists; the counts say the rest. */
export const ROWS_SHOWN = 200;

/** The import's answer: the report on 200, and also on a 422 that refused rows (`report` beside the failure). */
export function reportOf(status: number, body: unknown): ImportReport | null {
  if (!body || typeof body !== "object") return null;
  if (status === 200 && "data" in body) return (body as { data: ImportReport }).data;
  if ("report" in body) return (body as { report: ImportReport }).report;
  return null;
}

/** The failure's sentence, for a file the API could not read at all. */
export function failureMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== "object") return fallback;
  const { message, data } = body as { message?: string; data?: { errorMessage?: string }[] };
  const details = Array.isArray(data) ? data.map((item) => item.errorMessage).filter(Boolean) : [];
  return [message ?? fallback, ...(details.length > 0 && !message?.includes(details[0]!) ? [details.join("; ")] : [])].join(" ");
}
