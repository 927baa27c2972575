import type { FormUploadType } from "@/domain/forms/form-uploads";
import type { FormUploadAnswer } from "@/schemas/answers/form-data";
import type { FormUploadRow } from "@/server/db/schema";

export function formUploadAnswer(row: FormUploadRow): FormUploadAnswer {
  return { uploadId: row.uploadId, fileName: row.fileName, contentType: row.contentType as FormUploadType, size: row.byteSize };
}
