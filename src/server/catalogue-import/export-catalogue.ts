import "server-only";

/**
 * GET /api/catalogue/export/ (issue 21, part E): every product in the columns
 * the import reads, as CSV for a Dutch spreadsheet or as XLSX, so that export →
 * edit → import changes exactly what was edited.
 */
import { AMOUNT_COLUMNS, fieldOfColumn, IMPORT_COLUMNS } from "@/domain/catalogue-import/columns";
import { cellText } from "@/domain/catalogue-import/plan-import";
import type { Database } from "@/server/db/client";

import { catalogueValues, categoryRefs } from "./catalogue-values";
import { type SheetCell, type SpreadsheetFormat, writeCsv, writeXlsx } from "./spreadsheet";

const AMOUNTS = new Set<string>(AMOUNT_COLUMNS);
const NUMBERS = new Set<string>(["productId", "stock"]);

export interface ExportedFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  extension: SpreadsheetFormat;
}

export async function exportCatalogue(db: Database, format: SpreadsheetFormat): Promise<ExportedFile> {
  const [rows, categories] = [await catalogueValues(db), await categoryRefs(db)];
  if (format === "csv") {
    const body = writeCsv(
      IMPORT_COLUMNS,
      rows.map((row) => IMPORT_COLUMNS.map((column) => cellText(column, row[fieldOfColumn(column)], categories))),
    );
    return { body, contentType: "text/csv; charset=utf-8", extension: "csv" };
  }
  // In a workbook amounts are numbers in euros (formatted 0.00) and counts whole numbers, so a spreadsheet can sum them.
  const cells = rows.map((row) =>
    IMPORT_COLUMNS.map((column): SheetCell => {
      const value = row[fieldOfColumn(column)];
      if (value !== null && AMOUNTS.has(column)) return (value as number) / 100;
      if (NUMBERS.has(column)) return value as number;
      return cellText(column, value, categories);
    }),
  );
  const formats = Object.fromEntries(IMPORT_COLUMNS.flatMap((column, index) => (AMOUNTS.has(column) ? [[index, "0.00"]] : [])));
  return { body: await writeXlsx(IMPORT_COLUMNS, cells, formats), contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" };
}
