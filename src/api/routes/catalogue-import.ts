/**
 * The catalogue as a spreadsheet (issue 21, part E; decisions §12: admins
 * only): the export of every product, and the import of an edited export or a
 * supplier's list, first as a dry run that changes nothing.
 */
import { z } from "zod";

import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { importReportSchema, spreadsheetFileSchema } from "@/schemas/answers/catalogue-import";
import { exportCatalogue } from "@/server/catalogue-import/export-catalogue";
import { importCatalogue } from "@/server/catalogue-import/import-catalogue";
import { readImportFile } from "@/server/catalogue-import/import-file";
import { getDatabase } from "@/server/db/client";
import { NO_STORE } from "@/server/http/responses";
import { requireAdmin } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const exportQuery = z.strictObject({
  format: z.enum(["csv", "xlsx"], "format moet csv of xlsx zijn").default("csv"),
});

const importQuery = z.strictObject({
  dryRun: z.enum(["true", "false"], "dryRun moet true of false zijn").default("true").transform((value) => value === "true"),
});

export const catalogueImportRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/export/",
      summary:
        "Every product in the import's columns, as CSV for a Dutch spreadsheet (?format=csv, the default: semicolons, a byte-order mark, amounts as 1299,00, flags ja/nee) or as a workbook (?format=xlsx). Never cached.",
      role: "admin",
      answers: [
        {
          status: 200,
          description: "The file, as a download.",
          content: { type: "text/csv", schema: spreadsheetFileSchema },
        },
      ],
      failures: [400, 401, 403],
    },
    { authorize: requireAdmin, query: exportQuery },
    async ({ query }) => {
      const file = await exportCatalogue(await getDatabase(), query.format);
      const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
      return new Response(file.body, {
        headers: {
          "content-type": file.contentType,
          "content-disposition": `attachment; filename="stekker-producten-${isoDay(today)}.${file.extension}"`,
          "cache-control": NO_STORE,
          "x-content-type-options": "nosniff",
        },
      });
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/catalogue/import/",
      summary:
        "Reads a CSV or XLSX file of products, prices and stock (the export's columns, or some of them with productId or ean), sent as the body or as the field `file` of a multipart form. ?dryRun=true (the default) reports what every row would change (field: from → to), leave alone or refuse and why, and writes nothing; ?dryRun=false writes it all in one transaction, or nothing (422 with the report) when any row is refused.",
      role: "admin",
      answers: [{ status: 200, description: "The report: per row what it changes, or would change, or why it is refused.", data: importReportSchema }],
      failures: [400, 401, 403, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, query: importQuery },
    async ({ request, query }) => {
      const bytes = await readImportFile(request);
      const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
      return importCatalogue(await getDatabase(), bytes, { dryRun: query.dryRun, today: isoDay(today) });
    },
  ),
];
