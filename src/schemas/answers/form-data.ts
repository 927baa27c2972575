/**
 * What the forms' routes answer (issue 23, point 4): a new form id, an upload,
 * a form's uploads, a sent form, and the staff's list and record.
 */
import { z } from "zod";

import { FORM_KINDS, FORM_STATUSES } from "@/domain/forms/form-kinds";
import { FORM_UPLOAD_TYPES } from "@/domain/forms/form-uploads";

export const formIdAnswerSchema = z.object({ formId: z.string() });

export const formUploadAnswerSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  contentType: z.enum(FORM_UPLOAD_TYPES),
  size: z.number().int(),
});
export type FormUploadAnswer = z.infer<typeof formUploadAnswerSchema>;

export const formUploadListAnswerSchema = z.array(formUploadAnswerSchema);

export const formReceivedAnswerSchema = z.object({
  formDataId: z.number().int(),
  kind: z.enum(FORM_KINDS),
  receivedAt: z.string(),
});

export const formDataSummarySchema = z.object({
  formDataId: z.number().int(),
  kind: z.enum(FORM_KINDS),
  kindLabel: z.string(),
  status: z.enum(FORM_STATUSES),
  name: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  /** The subject, the product or the vacancy: one line for the inbox. */
  about: z.string(),
  uploadCount: z.number().int(),
  receivedAt: z.string(),
  updatedAt: z.string(),
});

export const formDataListAnswerSchema = z.object({ items: z.array(formDataSummarySchema), total: z.number().int() });

export const formDataRecordAnswerSchema = formDataSummarySchema.extend({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The fields with their Dutch labels, in the form's order, for the back office's screen. */
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
  uploads: z.array(formUploadAnswerSchema.extend({ url: z.string() })),
  customerMailSentAt: z.string().nullable(),
  shopMailSentAt: z.string().nullable(),
});
export type FormDataRecordAnswer = z.infer<typeof formDataRecordAnswerSchema>;
