import "server-only";

/**
 * A visitor sends a form (POST /api/form-data/): the kind's fields checked
 * (schemas/form-data.ts, a 422 per field), the form id genuine and never sent
 * before (409), the uploads of that id checked against what the kind takes
 * (none for a question, photos or a PDF for a service request, the CV as a
 * PDF for an application), then the form stored and its uploads made its own
 * in one transaction under the form's lock. The two mails are the outbox's:
 * sent right after the commit, and by the `forms` job when that failed, so a
 * mail server that is away never loses a form.
 */
import { and, eq, isNull } from "drizzle-orm";

import { FORM_KIND_UPLOADS, type FormKind } from "@/domain/forms/form-kinds";
import { normaliseEmailAddress } from "@/domain/email-address";
import type { z } from "zod";
import { FORM_SCHEMAS, formIdField, formKindField, type FormInput } from "@/schemas/form-data";
import type { formReceivedAnswerSchema } from "@/schemas/answers/form-data";
import type { Database } from "@/server/db/client";
import { formData, formUploads } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";
import { issuesToFieldErrors } from "@/server/http/validation";
import { wakeJob } from "@/server/job-wake/job-wake";
import { loadOpenVacancy } from "@/server/vacancies/load-open-vacancy";

import { requireGenuineFormId } from "./form-id";
import { lockForm } from "./form-lock";
import { sendFormMails } from "./send-form-mails";

const INVALID_MESSAGE = "Niet alles is goed ingevuld. Kijk de velden met een melding na.";
const VACANCY_UNKNOWN_MESSAGE = "Deze vacature kennen we niet, of ze is gesloten. Kijk op /vacatures/ welke open zijn.";
export const ALREADY_SENT_MESSAGE = "Dit formulier is al verstuurd. Wil je nog iets kwijt? Laad de pagina opnieuw en stuur een nieuw bericht.";

function parseForm(body: unknown): FormInput {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const kind = formKindField.safeParse(fields.kind);
  if (!kind.success) {
    const errors: FieldError[] = [{ field: "kind", errorMessage: kind.error.issues[0]!.message }];
    if (!formIdField.safeParse(fields.formId).success) errors.unshift({ field: "formId", errorMessage: "Dit formulier is verlopen of onbekend; laad de pagina opnieuw" });
    throw new ApiError(422, INVALID_MESSAGE, errors);
  }
  const parsed = FORM_SCHEMAS[kind.data].safeParse(fields);
  if (!parsed.success) throw new ApiError(422, INVALID_MESSAGE, issuesToFieldErrors(parsed.error.issues, "body"));
  return parsed.data;
}

/** The fields kept in `fields`: everything but who (own columns) and the form id. */
function ownFields(input: FormInput): Record<string, string | number | null> {
  const { formId: _formId, kind: _kind, name: _name, emailAddress: _email, phoneNumber: _phone, ...rest } = input;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? null])) as Record<string, string | number | null>;
}

function uploadProblems(kind: FormKind, types: readonly string[]): FieldError[] {
  const allowed = FORM_KIND_UPLOADS[kind];
  if (kind === "contact" && types.length > 0) return [{ field: "uploads", errorMessage: "Bij een vraag kun je geen bestanden meesturen; kies 'Service of reparatie aanvragen' voor foto's" }];
  if (types.some((type) => !allowed.includes(type))) return [{ field: "uploads", errorMessage: "Stuur je cv als PDF" }];
  if (kind === "application" && types.length === 0) return [{ field: "uploads", errorMessage: "Voeg je cv toe (PDF)" }];
  return [];
}

async function openVacancyTitle(db: Database, vacancyId: number, now: Date): Promise<string> {
  const vacancy = await loadOpenVacancy(db, vacancyId, now);
  if (vacancy === null) throw new ApiError(422, INVALID_MESSAGE, [{ field: "vacancyId", errorMessage: VACANCY_UNKNOWN_MESSAGE }]);
  return vacancy.title;
}

export async function submitForm(db: Database, body: unknown, now: Date): Promise<z.infer<typeof formReceivedAnswerSchema>> {
  const input = parseForm(body);
  requireGenuineFormId(input.formId);
  // An application is for a vacancy open now; its title rides along, so the shop's mail names it.
  const vacancyTitle = input.kind === "application" ? await openVacancyTitle(db, input.vacancyId, now) : null;
  const row = await db.transaction(async (tx) => {
    await lockForm(tx, input.formId);
    const [sent] = await tx.select({ formDataId: formData.formDataId }).from(formData).where(eq(formData.formId, input.formId));
    if (sent) throw new ApiError(409, ALREADY_SENT_MESSAGE, [{ field: "formId", errorMessage: ALREADY_SENT_MESSAGE }]);
    const uploads = await tx.select({ uploadId: formUploads.uploadId, contentType: formUploads.contentType }).from(formUploads).where(and(eq(formUploads.formId, input.formId), isNull(formUploads.formDataId)));
    const problems = uploadProblems(input.kind, uploads.map((upload) => upload.contentType));
    if (problems.length > 0) throw new ApiError(422, INVALID_MESSAGE, problems);
    const [inserted] = await tx
      .insert(formData)
      .values({
        formId: input.formId,
        kind: input.kind,
        status: "nieuw",
        name: input.name,
        emailAddress: normaliseEmailAddress(input.emailAddress),
        phoneNumber: input.phoneNumber ?? null,
        fields: vacancyTitle === null ? ownFields(input) : { ...ownFields(input), vacancyTitle },
        receivedAt: now,
        updatedAt: now,
      })
      .returning();
    if (uploads.length > 0) await tx.update(formUploads).set({ formDataId: inserted!.formDataId }).where(and(eq(formUploads.formId, input.formId), isNull(formUploads.formDataId)));
    return inserted!;
  });
  // After the commit: a failure leaves the mail in the outbox for the job.
  const allSent = await sendFormMails(db, row.formDataId, now).catch((error: unknown) => {
    console.error(`[forms] the mails of form ${row.formDataId} wait for the next round:`, error);
    return false;
  });
  if (!allSent) wakeJob("forms");
  return { formDataId: row.formDataId, kind: row.kind, receivedAt: row.receivedAt.toISOString() };
}
