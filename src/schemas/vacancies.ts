/**
 * A vacancy's version (issue 23, decisions §13): what the back office's editor
 * sends and what a row's `draft` and `published` hold. The same schema checks
 * the editor's input and the stored row on read, so a row changed by hand that
 * no longer fits is not shown. The rich-text parts are sanitised by the use
 * cases (server/vacancies), on save and on read.
 */
import { z } from "zod";

import { formNumber } from "./form-text";

export const VACANCY_BODY_LIMIT = 64 * 1024;
/** One rich-text part: generous for a long list, small enough that a page stays light. */
const RICH_TEXT_MAX = 20_000;

const text = (label: string, min: number, max: number) =>
  z.string(`${label} is verplicht`).trim().min(min, min <= 1 ? `${label} is verplicht` : `${label} moet minstens ${min} tekens lang zijn`).max(max, `${label} mag hoogstens ${max} tekens lang zijn`);
const richText = (label: string) => z.string(`${label} is verplicht`).trim().min(1, `${label} is verplicht`).max(RICH_TEXT_MAX, `${label} mag hoogstens ${RICH_TEXT_MAX} tekens lang zijn`);
const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label} moet een tijdstip zijn als 2027-01-31T23:59:00+01:00` });
const hours = (label: string) => z.preprocess(formNumber, z.number(`${label} is verplicht`).int(`${label} is een geheel aantal uren`).min(1, `${label} is minstens 1`).max(40, `${label} is hoogstens 40`));
const euros = (label: string) => z.preprocess(formNumber, z.number(`${label} is verplicht`).int(`${label} is een geheel bedrag in euro`).min(1, `${label} is minstens 1`).max(100_000, `${label} is hoogstens 100.000`));

export const VACANCY_KINDS = ["fulltime", "parttime"] as const;
export type VacancyKind = (typeof VACANCY_KINDS)[number];

export const vacancyVersionSchema = z
  .strictObject({
    title: text("title", 3, 120),
    slug: z
      .string("slug is verplicht")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug bestaat uit kleine letters, cijfers en streepjes")
      .max(100, "slug mag hoogstens 100 tekens lang zijn"),
    location: text("location", 2, 80),
    hoursMin: hours("hoursMin"),
    hoursMax: hours("hoursMax"),
    kind: z.enum(VACANCY_KINDS, "kind moet fulltime of parttime zijn"),
    summary: text("summary", 10, 300),
    whatYouDo: richText("whatYouDo"),
    whatYouBring: richText("whatYouBring"),
    whatWeOffer: richText("whatWeOffer"),
    /** Gross per month in whole euros; null when the vacancy names no salary. */
    salary: z.strictObject({ min: euros("salary.min"), max: euros("salary.max") }).nullable(),
    /** Open from (null: as soon as it is published) until (exclusive; JobPosting's validThrough). */
    openFrom: moment("openFrom").nullable(),
    openUntil: moment("openUntil"),
  })
  .superRefine((value, context) => {
    if (value.hoursMax < value.hoursMin) context.addIssue({ code: "custom", path: ["hoursMax"], message: "hoursMax mag niet kleiner zijn dan hoursMin" });
    if (value.salary && value.salary.max < value.salary.min) context.addIssue({ code: "custom", path: ["salary", "max"], message: "salary.max mag niet kleiner zijn dan salary.min" });
    if (value.openFrom !== null && Date.parse(value.openUntil) <= Date.parse(value.openFrom)) {
      context.addIssue({ code: "custom", path: ["openUntil"], message: "openUntil moet na openFrom liggen" });
    }
  });

export type VacancyVersion = z.output<typeof vacancyVersionSchema>;

/** PATCH /api/vacancies/{vacancyId}/: publish the draft, or take the vacancy off the site. */
export const publicationActionSchema = z.strictObject({ action: z.enum(["publish", "unpublish"], "action moet publish of unpublish zijn") });

// ── answers ──

/** What a guest gets: the published version of a vacancy open now. */
export const publicVacancySchema = z.strictObject({
  vacancyId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  location: z.string(),
  hoursMin: z.number().int(),
  hoursMax: z.number().int(),
  kind: z.enum(VACANCY_KINDS),
  summary: z.string(),
  whatYouDo: z.string(),
  whatYouBring: z.string(),
  whatWeOffer: z.string(),
  salary: z.strictObject({ min: z.number().int(), max: z.number().int() }).nullable(),
  openFrom: z.iso.datetime({ offset: true }).nullable(),
  openUntil: z.iso.datetime({ offset: true }),
  publishedAt: z.iso.datetime(),
});
export type PublicVacancy = z.output<typeof publicVacancySchema>;

/** What an admin gets: both versions, and whether guests see what the editor holds. */
export const adminVacancySchema = z.strictObject({
  vacancyId: z.number().int(),
  draft: vacancyVersionSchema,
  published: vacancyVersionSchema.nullable(),
  publishedAt: z.iso.datetime().nullable(),
  hasUnpublishedChanges: z.boolean(),
  /** Published and within its period: on the site right now. */
  live: z.boolean(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.number().int().nullable(),
});
export type AdminVacancy = z.output<typeof adminVacancySchema>;

export const vacancyListQuerySchema = z.strictObject({ view: z.enum(["public", "admin"], "view moet public of admin zijn").optional() });
