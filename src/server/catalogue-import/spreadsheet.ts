import "server-only";

/**
 * Reading and writing the catalogue's spreadsheet (issue 21, part E) with two
 * well-kept libraries (docs/DEPENDENCIES.md): csv-parse and csv-stringify for
 * CSV, exceljs for XLSX. Every cell is read as text, whatever the file held
 * (an XLSX number, date or yes/no), so that one set of cell rules (the zod
 * schema of import-row.ts) judges both formats alike.
 *
 * CSV as Dutch Excel writes it: semicolons (commas and tabs are recognised
 * too, from the header line), a byte-order mark or none, UTF-8 or, when the
 * bytes are no UTF-8, Windows-1252 (Excel's "CSV (gescheiden door
 * lijstscheidingsteken)").
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";

import { FORMULA_START } from "@/domain/export/csv";
import { ApiError } from "@/server/http/api-error";

export type SpreadsheetFormat = "csv" | "xlsx";

export interface SheetRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  line: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

/** A cell of the export: text, a number (XLSX keeps it a number) or empty. */
export type SheetCell = string | number | null;

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];

/** XLSX is a zip file; anything else is read as CSV. */
export function formatOf(bytes: Uint8Array): SpreadsheetFormat {
  return ZIP_START.every((byte, i) => bytes[i] === byte) ? "xlsx" : "csv";
}

const unreadable = (detail: string) => new ApiError(422, `Het bestand is niet te lezen: ${detail}`, [{ field: "file", errorMessage: detail }]);

export async function readSpreadsheet(bytes: Uint8Array): Promise<Sheet> {
  const records = formatOf(bytes) === "xlsx" ? await xlsxRecords(bytes) : csvRecords(bytes);
  const [first, ...rest] = records;
  if (!first || first.cells.every((cell) => cell.trim() === "")) throw unreadable("het is leeg, of de eerste regel heeft geen kolomnamen");
  const rows = rest.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  return { header: first.cells.map((cell) => cell.trim()), rows };
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function csvRecords(bytes: Uint8Array): SheetRow[] {
  const text = decode(bytes).replace(/^\uFEFF/, "");
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (sign: string) => headerLine.split(sign).length - 1;
  const delimiter = [";", ",", "\t"].reduce((best, sign) => (count(sign) > count(best) ? sign : best), ";");
  try {
    const records: string[][] = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: false });
    return records.map((cells, index) => ({ line: index + 1, cells }));
  } catch (error) {
    const where = error && typeof error === "object" && "lines" in error ? ` (rond regel ${String(error.lines)})` : "";
    throw unreadable(`de CSV klopt niet${where}; staat er een aanhalingsteken te veel of te weinig?`);
  }
}

async function xlsxRecords(bytes: Uint8Array): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types name Node's Buffer; its loader takes any ArrayBuffer view.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw unreadable("het is geen geldig XLSX-bestand");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable("het XLSX-bestand heeft geen werkblad");
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value));
    rows.push({ line, cells });
  });
  return rows;
}

/** An XLSX cell's value as the text a CSV would hold. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    // A spreadsheet's sums leave 12.499999999: an amount with cents is meant.
    const cents = Math.round(value * 100);
    return Math.abs(value * 100 - cents) < 1e-6 ? String(cents / 100) : String(value);
  }
  if (typeof value === "boolean") return value ? "ja" : "nee";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

/** A cell a spreadsheet would run as a formula gets an apostrophe (CSV injection); the import takes it off. */
const guarded = (cell: SheetCell): string => (cell === null ? "" : typeof cell === "number" ? String(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell);

/** CSV for a Dutch spreadsheet: semicolons, CRLF, a byte-order mark; a cell with a comma or tab quoted, as the shop's other exports do. */
export function writeCsv(header: readonly string[], rows: readonly (readonly SheetCell[])[]): string {
  return stringify([header as string[], ...rows.map((row) => row.map(guarded))], { delimiter: ";", record_delimiter: "windows", bom: true, quoted_match: /[,\t]/ });
}

/** The same columns as a workbook: amounts and counts as numbers, the rest as text; the header fixed at the top. */
export async function writeXlsx(header: readonly string[], rows: readonly (readonly SheetCell[])[], numberFormats: Readonly<Record<number, string>> = {}): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Stekker";
  const sheet = workbook.addWorksheet("Producten", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(header as string[]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null));
  for (const [index, format] of Object.entries(numberFormats)) sheet.getColumn(Number(index) + 1).numFmt = format;
  header.forEach((name, index) => (sheet.getColumn(index + 1).width = Math.max(12, Math.min(40, name.length + 4))));
  return new Uint8Array(await workbook.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}
