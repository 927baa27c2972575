/**
 * Forms (issue 23, point 4; decisions §13): the forms bucket (a visitor's
 * uploads for a form, by the form's random, signed id) and form data (a sent
 * question, service request or application), stored, mailed and listed for
 * staff with a status. A plain HTML form (the contact page without
 * JavaScript) gets a 303 back to the contact page saying how it went.
 */
import { z } from "zod";

import { CONTACT_PAGE } from "@/config/paths";
import { FORM_UPLOAD_TYPES, MAX_FORM_UPLOAD_BYTES, MAX_FORM_UPLOADS } from "@/domain/forms/form-uploads";
import {
  formDataListAnswerSchema,
  formDataRecordAnswerSchema,
  formIdAnswerSchema,
  formReceivedAnswerSchema,
  formUploadAnswerSchema,
  formUploadListAnswerSchema,
} from "@/schemas/answers/form-data";
import {
  FORM_DATA_BODY_LIMIT,
  formDataInputSchema,
  formDataQuerySchema,
  formStatusInputSchema,
  formUploadRemovalQuerySchema,
  formUploadRemovalSchema,
  formUploadsQuerySchema,
} from "@/schemas/form-data";
import { getDatabase } from "@/server/db/client";
import { changeFormStatus } from "@/server/forms/change-form-status";
import { newFormId } from "@/server/forms/form-id";
import { listFormData } from "@/server/forms/list-form-data";
import { listFormUploads } from "@/server/forms/list-form-uploads";
import { loadFormData } from "@/server/forms/load-form-data";
import { readFormUpload } from "@/server/forms/read-form-upload";
import { removeFormUpload } from "@/server/forms/remove-form-upload";
import { submitForm } from "@/server/forms/submit-form";
import { uploadFormFile } from "@/server/forms/upload-form-file";
import { ApiError } from "@/server/http/api-error";
import { readBody } from "@/server/http/body";
import { readFormWithFiles } from "@/server/http/form-with-files";
import { type AnsweredCall, redirectFormNavigation } from "@/server/http/form-navigation";
import { idParam } from "@/server/http/params";
import { issuesToFieldErrors } from "@/server/http/validation";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { FORM_DATA, FORM_UPLOADS } from "@/server/rate-limit/rules";
import { requireStaff } from "@/server/staff/staff-request";

import { endpoint, type RouteDeclaration } from "../declare";

const formDataParams = z.object({ formDataId: idParam("formDataId") });
const uploadParams = z.object({ formDataId: idParam("formDataId"), formUploadId: z.string().uuid("formUploadId is onbekend") });
const uploadFileSchema = z.string().meta({ format: "binary" });
const MB = MAX_FORM_UPLOAD_BYTES / 1024 / 1024;

/** A plain HTML form's way back: the contact page, saying how it went (and which fields, for a refusal). */
function contactOutcome(answer: AnsweredCall): string {
  if (answer.status === 201) {
    const kind = (answer.data as { kind?: string } | undefined)?.kind ?? "contact";
    return `${CONTACT_PAGE}?verzonden=${encodeURIComponent(kind)}`;
  }
  const fields = [...new Set(answer.fields.filter((field) => /^[A-Za-z]{1,30}$/.test(field)))].join(",");
  return `${CONTACT_PAGE}?melding=${answer.status === 429 ? "te-vaak" : answer.status === 409 ? "al-verstuurd" : "niet-gelukt"}${fields ? `&velden=${fields}` : ""}`;
}

const statusChange = (method: "PUT" | "PATCH") =>
  endpoint(
    {
      method,
      path: "/api/form-data/{formDataId}/",
      summary: `Staff change a sent form's status (nieuw, in behandeling, afgehandeld); other fields sent with it are ignored. Answers the form as GET does.`,
      role: "staff",
      answers: [{ status: 200, description: "The form with its new status.", data: formDataRecordAnswerSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireStaff, params: formDataParams, body: formStatusInputSchema, bodyLimitBytes: FORM_DATA_BODY_LIMIT },
    async ({ auth: staff, params, body }) => changeFormStatus(await getDatabase(), params.formDataId, body.status, staff.staffMemberId, new Date()),
  );

export const formRoutes: RouteDeclaration[] = [
  endpoint(
    {
      method: "GET",
      path: "/api/form-data/id/",
      summary: "A fresh form id (random, signed by the shop) for one form: its uploads and its submit carry it, and it can be sent once. Never cached.",
      role: "guest",
      answers: [{ status: 200, description: "The form id.", data: formIdAnswerSchema }],
      failures: [],
    },
    { cache: "no-store" },
    () => ({ formId: newFormId() }),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/buckets/forms/",
      summary: `Adds one file to a form: multipart/form-data with \`formId\` and \`file\`. ${FORM_UPLOAD_TYPES.join(", ")} by the file's own bytes (never its name or declared type), at most ${MB} MB (a larger body 413), at most ${MAX_FORM_UPLOADS} per form, while the form is unsent (409 after). A refusal stores nothing. Limited per client address.`,
      role: "guest",
      answers: [{ status: 201, description: "The upload.", data: formUploadAnswerSchema }],
      failures: [400, 409, 413, 415, 422, 429],
    },
    {
      authorize: (request) => enforceClientRateLimit(FORM_UPLOADS, request),
      status: 201,
      cache: "no-store",
    },
    async ({ request }) => {
      const form = await readFormWithFiles(request, { fileField: "file", maxFiles: 1, maxFileBytes: MAX_FORM_UPLOAD_BYTES, maxFileText: `${MB} MB`, fieldsLimitBytes: 4096 });
      return uploadFormFile(await getDatabase(), { fields: form.fields, files: form.files, fileProblems: form.fileProblems }, new Date());
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/buckets/forms/",
      summary: "The uploads of a form (?formId=), oldest first: id, name, type and size. For the holder of the form's id; never cached.",
      role: "guest",
      answers: [{ status: 200, description: "The form's uploads.", data: formUploadListAnswerSchema }],
      failures: [400, 422],
    },
    { query: formUploadsQuerySchema, queryFailureStatus: 422, cache: "no-store" },
    async ({ query }) => listFormUploads(await getDatabase(), query.formId),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/buckets/forms/",
      summary: "Removes one upload of an unsent form: `formId` and `uploadId` in the query or the body. 404 for an upload the form does not have, or no longer (a sent form's files stay).",
      role: "guest",
      answers: [{ status: 200, description: "Removed.", data: z.object({ uploadId: z.string() }) }],
      failures: [400, 404, 413, 415, 422],
    },
    { query: formUploadRemovalQuerySchema, cache: "no-store" },
    async ({ request, query }) => {
      const given = query.formId && query.uploadId ? query : ((await readBody(request, { limitBytes: 4096 })) ?? {});
      const parsed = formUploadRemovalSchema.safeParse(given);
      if (!parsed.success) throw new ApiError(422, "Welk bestand moet weg?", issuesToFieldErrors(parsed.error.issues, "body"));
      return removeFormUpload(await getDatabase(), parsed.data.formId, parsed.data.uploadId);
    },
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/form-data/",
      summary:
        "Sends a form (JSON or a plain HTML form): formId, kind (contact, service, application) and the kind's fields. The form id's unsent uploads become the form's (a service request: photos or PDF; an application: the CV as PDF, required; a question: none). Stored with status nieuw; the customer's confirmation and the shop's notice are mailed (retried by the forms job). 422 per field, 409 for a form id sent before. Limited per client address.",
      role: "guest",
      answers: [
        { status: 201, description: "Received.", data: formReceivedAnswerSchema },
        { status: 303, description: "A plain HTML form's answer: the contact page, saying how it went." },
      ],
      failures: [400, 409, 413, 415, 422, 429],
    },
    { authorize: (request) => enforceClientRateLimit(FORM_DATA, request), status: 201, cache: "no-store", body: formDataInputSchema, bodyLimitBytes: FORM_DATA_BODY_LIMIT },
    async ({ body }) => submitForm(await getDatabase(), body, new Date()),
    (handler) => redirectFormNavigation(handler, contactOutcome),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/form-data/",
      summary: "The staff's inbox of sent forms: kind (contact, service, application), status (nieuw, in behandeling, afgehandeld), q (name, e-mail, order number), page, pageSize (≤ 100), sort (receivedAt, formDataId, status, kind, name), order. Newest first by default.",
      role: "staff",
      answers: [{ status: 200, description: "One page of forms and how many match.", data: formDataListAnswerSchema }],
      failures: [401, 403, 422],
    },
    { authorize: requireStaff, query: formDataQuerySchema, queryFailureStatus: 422 },
    async ({ query }) => listFormData(await getDatabase(), query),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/form-data/{formDataId}/",
      summary: "One sent form for staff: who, every field with its Dutch label, the uploads with their staff-only download address, and whether the mails went out.",
      role: "staff",
      answers: [{ status: 200, description: "The form.", data: formDataRecordAnswerSchema }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: formDataParams },
    async ({ params }) => loadFormData(await getDatabase(), params.formDataId),
  ),
  statusChange("PUT"),
  statusChange("PATCH"),
  endpoint(
    {
      method: "GET",
      path: "/api/form-data/{formDataId}/uploads/{formUploadId}/",
      summary: "A file of a sent form, for staff only: its checked type, as an attachment, never cached.",
      role: "staff",
      answers: [{ status: 200, description: "The file (an image or a PDF).", content: { type: "application/octet-stream", schema: uploadFileSchema } }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: uploadParams, cache: "no-store" },
    async ({ params }) => readFormUpload(await getDatabase(), params.formDataId, params.formUploadId),
  ),
];
