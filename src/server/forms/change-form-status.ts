import "server-only";

/** Staff move a sent form along (PUT/PATCH /api/form-data/{formDataId}/): nieuw, in behandeling, afgehandeld, in any order (a form can be reopened); who and when are kept. */
import { eq } from "drizzle-orm";

import type { FormStatus } from "@/domain/forms/form-kinds";
import type { FormDataRecordAnswer } from "@/schemas/answers/form-data";
import type { Database } from "@/server/db/client";
import { formData } from "@/server/db/schema";
import { orNotFound } from "@/server/http/api-error";

import { loadFormData } from "./load-form-data";

export async function changeFormStatus(db: Database, formDataId: number, status: FormStatus, staffMemberId: number, now: Date): Promise<FormDataRecordAnswer> {
  const [row] = await db.update(formData).set({ status, updatedAt: now, updatedBy: staffMemberId }).where(eq(formData.formDataId, formDataId)).returning({ formDataId: formData.formDataId });
  orNotFound(row, "Dit formulier bestaat niet.");
  return loadFormData(db, formDataId);
}
