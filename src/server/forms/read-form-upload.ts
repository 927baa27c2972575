import "server-only";

/**
 * A file of a sent form, for staff only (GET /api/form-data/{formDataId}/uploads/{uploadId}/):
 * with its checked type, as an attachment (never shown inline from the shop's
 * origin), never cached.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { formUploads } from "@/server/db/schema";
import { orNotFound } from "@/server/http/api-error";

import { uploadStore } from "./upload-store";

export async function readFormUpload(db: Database, formDataId: number, uploadId: string): Promise<Response> {
  const [row] = await db.select().from(formUploads).where(and(eq(formUploads.formDataId, formDataId), eq(formUploads.uploadId, uploadId)));
  const upload = orNotFound(row, "Dit bestand hoort niet bij dit formulier.");
  const bytes = orNotFound(await (await uploadStore()).get(upload.storageKey), "Dit bestand is niet meer beschikbaar.");
  const asciiName = upload.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": upload.contentType,
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
