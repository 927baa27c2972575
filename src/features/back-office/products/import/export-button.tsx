"use client";
/**
 * The catalogue's export as a download (GET /api/catalogue/export/, admins
 * only): the same columns the import reads, so export → edit → import works.
 * Part A's product list shows it in its toolbar; the import screen too.
 */
import DownloadIcon from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import { useCanAccess } from "react-admin";

import { IMPORT_COPY as COPY } from "./copy";

export const EXPORT_URL = "/api/catalogue/export/";

export function ExportButton({ format = "csv" }: { format?: "csv" | "xlsx" }) {
  const { canAccess } = useCanAccess({ resource: "catalogue-import", action: "create" });
  if (!canAccess) return null;
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={`${EXPORT_URL}?format=${format}`} download>
      {format === "csv" ? COPY.exportCsv : COPY.exportXlsx}
    </Button>
  );
}
