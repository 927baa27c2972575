import "server-only";

import type { z } from "zod";

import { FORM_KIND_LABELS } from "@/domain/forms/form-kinds";
import { formAbout } from "@/domain/forms/form-lines";
import type { formDataSummarySchema } from "@/schemas/answers/form-data";
import type { FormDataRow } from "@/server/db/schema";

export function formDataSummary(row: FormDataRow, uploadCount: number): z.infer<typeof formDataSummarySchema> {
  return {
    formDataId: row.formDataId,
    kind: row.kind,
    kindLabel: FORM_KIND_LABELS[row.kind],
    status: row.status,
    name: row.name,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    about: formAbout(row.kind, row.fields),
    uploadCount,
    receivedAt: row.receivedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
