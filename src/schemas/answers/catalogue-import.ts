/** The answers of the catalogue's import and export (issue 21, part E). */
import { z } from "zod";

import { IMPORT_COLUMNS } from "@/domain/catalogue-import/columns";

const column = z.enum(IMPORT_COLUMNS);

export const importRowReportSchema = z.strictObject({
  /** The row number a spreadsheet shows (the header is row 1). */
  line: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string().nullable(),
  outcome: z.enum(["change", "new", "unchanged", "refused"]),
  /** Each field the row changes, as the spreadsheet writes it (amounts "1299,00", flags ja/nee). */
  changes: z.array(z.strictObject({ field: column, from: z.string().nullable(), to: z.string().nullable() })),
  /** Why the row is refused: per column, or "row" for the row as a whole. */
  problems: z.array(z.strictObject({ field: z.union([column, z.literal("row")]), message: z.string() })),
});

export const importReportSchema = z.strictObject({
  dryRun: z.boolean(),
  applied: z.boolean(),
  columns: z.array(column),
  counts: z.strictObject({ change: z.number().int(), new: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  rows: z.array(importRowReportSchema),
});

export const spreadsheetFileSchema = z.string().describe("The file: CSV (semicolons, UTF-8 with a byte-order mark) or XLSX.");
