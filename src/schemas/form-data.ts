/**
 * What the forms take (issue 23, point 4): the form id every upload and the
 * submit carry, and per kind the fields of `POST /api/form-data/` (JSON or a
 * plain HTML form, every value then text). Each field has its own Dutch
 * message, so the form puts it beside that field; the forms in the browser
 * check with the same schemas. The staff's list query and status change.
 */
import { z } from "zod";

import { FORM_KINDS, FORM_STATUSES, normaliseOrderNumber, ORDER_NUMBER_PATTERN, SERVICE_REQUEST_TYPES, type FormKind } from "@/domain/forms/form-kinds";

import { formNumber } from "./form-text";

/** The fields as JSON or form text: a few kilobytes of text. */
export const FORM_DATA_BODY_LIMIT = 32 * 1024;
export const FORM_TEXT_LIMITS = { name: 100, subject: 150, productName: 150, message: 4000 } as const;
export const FORM_DATA_PAGE_SIZE = 25;

/** `<22 random characters>.<43 characters of HMAC>` (server/forms/form-id.ts); checked for its signature there. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

const MAX_INT4 = 2_147_483_647;
const blankToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string(missing).trim().min(1, missing).max(max, tooLong));

const FORM_ID_MESSAGE = "Dit formulier is verlopen of onbekend; laad de pagina opnieuw";
export const formIdField = z.string(FORM_ID_MESSAGE).regex(FORM_ID_PATTERN, FORM_ID_MESSAGE);

const name = requiredText("Vul je naam in", FORM_TEXT_LIMITS.name, `Je naam mag hoogstens ${FORM_TEXT_LIMITS.name} tekens lang zijn`);
const emailAddress = z.preprocess(
  blankToUndefined,
  z.string("Vul je e-mailadres in").trim().max(254, "Dit e-mailadres is te lang").pipe(z.email("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl")),
);
const phone = z
  .string("Vul je telefoonnummer in")
  .trim()
  .max(20, "Dit telefoonnummer is te lang")
  .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, "Vul een geldig telefoonnummer in, bijvoorbeeld 071 760 00 00 of +32 2 123 45 67");
const phoneNumber = z.preprocess(blankToUndefined, phone);
const optionalPhoneNumber = z.preprocess(blankToUndefined, phone.optional());
const longText = (missing: string) => requiredText(missing, FORM_TEXT_LIMITS.message, `Hoogstens ${FORM_TEXT_LIMITS.message} tekens`);

export const contactFormSchema = z.object({
  formId: formIdField,
  kind: z.literal("contact"),
  name,
  emailAddress,
  phoneNumber: optionalPhoneNumber,
  subject: requiredText("Vul een onderwerp in", FORM_TEXT_LIMITS.subject, `Het onderwerp mag hoogstens ${FORM_TEXT_LIMITS.subject} tekens lang zijn`),
  message: longText("Schrijf je vraag of bericht"),
});

export const serviceFormSchema = z.object({
  formId: formIdField,
  kind: z.literal("service"),
  name,
  emailAddress,
  phoneNumber,
  orderNumber: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(normaliseOrderNumber(value)) : blankToUndefined(value)),
    z.string("Het bestelnummer is tekst").regex(ORDER_NUMBER_PATTERN, "Een bestelnummer heeft 8 cijfers, bijvoorbeeld 40000123; je vindt het in je bevestigingsmail").optional(),
  ),
  productName: requiredText("Welk apparaat gaat het om? Bijvoorbeeld het merk en type", FORM_TEXT_LIMITS.productName, `Hoogstens ${FORM_TEXT_LIMITS.productName} tekens`),
  requestType: z.enum(SERVICE_REQUEST_TYPES, "Kies wat je nodig hebt: storing, reparatie, installatie of iets anders"),
  description: longText("Beschrijf het probleem of wat je nodig hebt"),
});

export const applicationFormSchema = z.object({
  formId: formIdField,
  kind: z.literal("application"),
  vacancyId: z.preprocess(
    (value) => formNumber(blankToUndefined(value)),
    z.number("Deze vacature kennen we niet").int("Deze vacature kennen we niet").positive("Deze vacature kennen we niet").max(MAX_INT4, "Deze vacature kennen we niet"),
  ),
  name,
  emailAddress,
  phoneNumber,
  motivation: longText("Vertel ons kort waarom je bij ons wilt werken"),
});

export const FORM_SCHEMAS = { contact: contactFormSchema, service: serviceFormSchema, application: applicationFormSchema } as const satisfies Record<FormKind, z.ZodType>;
export type ContactFormInput = z.output<typeof contactFormSchema>;
export type ServiceFormInput = z.output<typeof serviceFormSchema>;
export type ApplicationFormInput = z.output<typeof applicationFormSchema>;
export type FormInput = ContactFormInput | ServiceFormInput | ApplicationFormInput;

/** The body of POST /api/form-data/, for the OpenAPI document: one of the three kinds. */
export const formDataInputSchema = z.discriminatedUnion("kind", [contactFormSchema, serviceFormSchema, applicationFormSchema], { error: "Kies het soort formulier: contact, service of application" });

export const formKindField = z.enum(FORM_KINDS, "Kies het soort formulier: contact, service of application");

/** GET /api/buckets/forms/?formId= and the DELETE's query or body. */
export const formUploadsQuerySchema = z.strictObject({ formId: formIdField });
export const formUploadRemovalSchema = z.object({ formId: formIdField, uploadId: z.string("Kies het bestand").uuid("Dit bestand kennen we niet") });
export const formUploadRemovalQuerySchema = z.strictObject({ formId: formIdField.optional(), uploadId: z.string().max(40).optional() });

const text = z.string({ error: "moet één waarde zijn" });
const wholeNumberText = (min: number, max: number) =>
  text
    .regex(/^\d{1,6}$/, { error: `moet een geheel getal van ${min} tot en met ${max} zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `is minimaal ${min}` }).max(max, { error: `is hoogstens ${max}` }));

export const FORM_DATA_SORTS = ["receivedAt", "formDataId", "status", "kind", "name"] as const;

/** GET /api/form-data/: kind, status, q (name, e-mail, order number), page, pageSize (≤ 100), sort, order. */
export const formDataQuerySchema = z.strictObject(
  {
    kind: z.enum(FORM_KINDS, { error: `kies uit ${FORM_KINDS.join(", ")}` }).optional(),
    status: z.enum(FORM_STATUSES, { error: `kies uit ${FORM_STATUSES.join(", ")}` }).optional(),
    q: text.max(100, { error: "is hoogstens 100 tekens lang" }).optional(),
    page: wholeNumberText(1, 10_000).default(1),
    pageSize: wholeNumberText(1, 100).default(FORM_DATA_PAGE_SIZE),
    sort: z.enum(FORM_DATA_SORTS, { error: `kies uit ${FORM_DATA_SORTS.join(", ")}` }).default("receivedAt"),
    order: z.enum(["asc", "desc"], { error: "kies asc of desc" }).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);
export type FormDataQuery = z.output<typeof formDataQuerySchema>;

/** PUT/PATCH /api/form-data/{formDataId}/: the status (other fields of the record sent back by the back office are ignored). */
export const formStatusInputSchema = z.object({ status: z.enum(FORM_STATUSES, `Kies een status: ${FORM_STATUSES.join(", ")}`) });
