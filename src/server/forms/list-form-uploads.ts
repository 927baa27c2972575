import "server-only";

/** A form's uploads (GET /api/buckets/forms/?formId=): for the holder of its genuine id, oldest first. Names and sizes only; the bytes are the staff's. */
import { asc, eq } from "drizzle-orm";

import type { FormUploadAnswer } from "@/schemas/answers/form-data";
import type { Database } from "@/server/db/client";
import { formUploads } from "@/server/db/schema";

import { requireGenuineFormId } from "./form-id";
import { formUploadAnswer } from "./upload-answer";

export async function listFormUploads(db: Database, formId: string): Promise<FormUploadAnswer[]> {
  requireGenuineFormId(formId);
  const rows = await db.select().from(formUploads).where(eq(formUploads.formId, formId)).orderBy(asc(formUploads.createdAt), asc(formUploads.uploadId));
  return rows.map(formUploadAnswer);
}
