import "server-only";

/**
 * A visitor takes a file off a form before sending it (DELETE
 * /api/buckets/forms/): the row first, under the form's lock and only while the
 * form is unsent, then the bytes. 404 for an upload the form does not have (or
 * no longer: a sent form's files are the shop's).
 */
import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { formUploads } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { requireGenuineFormId } from "./form-id";
import { lockForm } from "./form-lock";
import { uploadStore } from "./upload-store";

export async function removeFormUpload(db: Database, formId: string, uploadId: string): Promise<{ uploadId: string }> {
  requireGenuineFormId(formId);
  const removed = await db.transaction(async (tx) => {
    await lockForm(tx, formId);
    const [row] = await tx
      .delete(formUploads)
      .where(and(eq(formUploads.uploadId, uploadId), eq(formUploads.formId, formId), isNull(formUploads.formDataId)))
      .returning({ storageKey: formUploads.storageKey });
    return row;
  });
  if (!removed) throw new ApiError(404, "Dit bestand staat niet (meer) bij dit formulier.");
  await (await uploadStore()).remove(removed.storageKey);
  return { uploadId };
}
