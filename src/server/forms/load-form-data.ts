import "server-only";

/** One sent form for staff (GET /api/form-data/{formDataId}/): every field with its Dutch label, the uploads with their staff-only download address, the mails' state. */
import { asc, eq } from "drizzle-orm";

import { formLines } from "@/domain/forms/form-lines";
import type { FormDataRecordAnswer } from "@/schemas/answers/form-data";
import type { Database } from "@/server/db/client";
import { formData, formUploads } from "@/server/db/schema";
import { orNotFound } from "@/server/http/api-error";

import { formDataSummary } from "./form-data-answer";
import { formUploadAnswer } from "./upload-answer";

export const formUploadDownloadPath = (formDataId: number, uploadId: string) => `/api/form-data/${formDataId}/uploads/${uploadId}/`;

export async function loadFormData(db: Database, formDataId: number): Promise<FormDataRecordAnswer> {
  const [row] = await db.select().from(formData).where(eq(formData.formDataId, formDataId));
  const form = orNotFound(row, "Dit formulier bestaat niet.");
  const uploads = await db.select().from(formUploads).where(eq(formUploads.formDataId, formDataId)).orderBy(asc(formUploads.createdAt), asc(formUploads.uploadId));
  return {
    ...formDataSummary(form, uploads.length),
    fields: form.fields,
    lines: formLines(form.kind, form.fields),
    uploads: uploads.map((upload) => ({ ...formUploadAnswer(upload), url: formUploadDownloadPath(formDataId, upload.uploadId) })),
    customerMailSentAt: form.customerMailSentAt?.toISOString() ?? null,
    shopMailSentAt: form.shopMailSentAt?.toISOString() ?? null,
  };
}
