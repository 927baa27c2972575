/**
 * CSV as Dutch spreadsheets open it: semicolons between cells (Excel with
 * Dutch settings takes the comma as the decimal sign), CRLF between rows, a
 * byte-order mark so that é and ë survive, and amounts with a decimal comma.
 *
 * A cell in which a formula could start (=, +, -, @, a tab or a carriage
 * return at its start, or after a comma, where a spreadsheet set to split on
 * commas starts a new cell) gets a leading apostrophe: a spreadsheet would
 * otherwise run it, and a customer's name is not to be trusted with that (CSV
 * injection, OWASP). Cells with a comma or a tab are quoted for the same reason.
 */
export type CsvCell = string | number | null;

const NEEDS_QUOTES = /[";,\t\r\n]/;
export const FORMULA_START = /(^|,)\s*[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/** Euro cents as "1234,50": a number a Dutch spreadsheet reads as one. */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, "0")}`;
}
