import "server-only";

/**
 * A visitor adds one file to a form (POST /api/buckets/forms/): the form id
 * genuine, the file a JPEG, PNG, WebP, HEIC or PDF by its own bytes and at most
 * 10 MB, at most five per form, the form not sent yet. Every check comes before
 * anything is kept: a refusal stores nothing, neither a row nor bytes. The row
 * and the bytes are written under the form's lock; bytes whose row did not
 * commit are removed again.
 */
import { randomUUID } from "node:crypto";

import { and, count, eq } from "drizzle-orm";

import { FORM_UPLOAD_TYPES_TEXT, formUploadTypeOf, MAX_FORM_UPLOADS, safeFormUploadName } from "@/domain/forms/form-uploads";
import type { FormUploadAnswer } from "@/schemas/answers/form-data";
import { formIdField } from "@/schemas/form-data";
import type { Database } from "@/server/db/client";
import { formData, formUploads } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";
import type { FormFile } from "@/server/http/form-with-files";

import { requireGenuineFormId } from "./form-id";
import { lockForm } from "./form-lock";
import { formUploadAnswer } from "./upload-answer";
import { uploadStore } from "./upload-store";

export interface FormUploadCall {
  fields: Record<string, unknown>;
  files: readonly FormFile[];
  /** What the form reader found (too large, too many). */
  fileProblems: readonly FieldError[];
}

const REFUSED = "Dit bestand kunnen we niet aannemen.";

export async function uploadFormFile(db: Database, call: FormUploadCall, now: Date): Promise<FormUploadAnswer> {
  const formIdCheck = formIdField.safeParse(call.fields.formId);
  const problems: FieldError[] = [...call.fileProblems];
  if (!formIdCheck.success) problems.unshift({ field: "formId", errorMessage: formIdCheck.error.issues[0]!.message });
  if (call.files.length === 0 && call.fileProblems.length === 0) problems.push({ field: "file", errorMessage: "Kies een bestand om toe te voegen" });
  if (call.files.length > 1) problems.push({ field: "file", errorMessage: "Stuur één bestand per keer" });
  const file = call.files[0];
  const type = file ? formUploadTypeOf(file.bytes) : null;
  if (file && !type) problems.push({ field: "file", errorMessage: `${safeName(file.name)} is geen ${FORM_UPLOAD_TYPES_TEXT}; stuur een foto of een PDF` });
  if (problems.length > 0 || !formIdCheck.success || !file || !type) throw new ApiError(422, REFUSED, problems);
  const formId = formIdCheck.data;
  requireGenuineFormId(formId);

  const uploadId = randomUUID();
  const storageKey = `form-uploads/${uploadId}`;
  const store = await uploadStore();
  let stored = false;
  try {
    const row = await db.transaction(async (tx) => {
      await lockForm(tx, formId);
      const [sent] = await tx.select({ formDataId: formData.formDataId }).from(formData).where(eq(formData.formId, formId));
      if (sent) throw new ApiError(409, "Dit formulier is al verstuurd; er kan geen bestand meer bij.");
      const [{ uploads } = { uploads: 0 }] = await tx.select({ uploads: count() }).from(formUploads).where(and(eq(formUploads.formId, formId)));
      if (Number(uploads) >= MAX_FORM_UPLOADS) throw new ApiError(422, REFUSED, [{ field: "file", errorMessage: `Je kunt hoogstens ${MAX_FORM_UPLOADS} bestanden toevoegen; verwijder er eerst een` }]);
      const [inserted] = await tx
        .insert(formUploads)
        .values({ uploadId, formId, formDataId: null, fileName: safeFormUploadName(file.name, type), contentType: type, byteSize: file.bytes.byteLength, storageKey, createdAt: now })
        .returning();
      // The bytes last, inside the transaction: a store that fails rolls the row back.
      await store.put(storageKey, file.bytes, type);
      stored = true;
      return inserted!;
    });
    return formUploadAnswer(row);
  } catch (error) {
    if (stored) await store.remove(storageKey).catch((removal: unknown) => console.error(`[forms] upload ${uploadId} was stored without its row and could not be removed:`, removal));
    throw error;
  }
}

/** The name as the message shows it: the last path part, short, no control characters. */
function safeName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 80) || "Dit bestand";
}
