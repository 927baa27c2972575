import "server-only";

/**
 * A vacancies row as the API answers it. Each version is checked by its schema
 * and its rich text sanitised again on read (decisions §13: also a row written
 * by hand cannot reach a page unchecked); a published version that no longer
 * fits the schema is treated as not published.
 */
import { hasUnpublishedChanges } from "@/domain/content/publication";
import { isVacancyOpen } from "@/domain/vacancies/vacancy-period";
import { type AdminVacancy, type PublicVacancy, type VacancyVersion, vacancyVersionSchema } from "@/schemas/vacancies";
import { sanitizeRichText } from "@/server/content/rich-text";
import type { VacancyRow } from "@/server/db/schema";

export const VACANCY_NOT_FOUND = "Vacature niet gevonden";

/** The stored version, clean, or null when there is none or it does not fit. */
export function readVacancyVersion(stored: unknown): VacancyVersion | null {
  if (stored === null || stored === undefined) return null;
  const parsed = vacancyVersionSchema.safeParse(stored);
  return parsed.success ? cleanVacancyVersion(parsed.data) : null;
}

/** The editor's rich text through the sanitiser: what is stored is already safe. */
export function cleanVacancyVersion(version: VacancyVersion): VacancyVersion {
  return {
    ...version,
    whatYouDo: sanitizeRichText(version.whatYouDo),
    whatYouBring: sanitizeRichText(version.whatYouBring),
    whatWeOffer: sanitizeRichText(version.whatWeOffer),
  };
}

/** The guest's view, or null when the row is not published or not open at `now`. */
export function publicVacancyOf(row: VacancyRow, now: Date): PublicVacancy | null {
  const published = readVacancyVersion(row.published);
  if (published === null || row.publishedAt === null || !isVacancyOpen(published, now)) return null;
  return { vacancyId: row.vacancyId, ...published, publishedAt: row.publishedAt.toISOString() };
}

export function adminVacancyOf(row: VacancyRow, now: Date): AdminVacancy {
  // A draft that no longer fits (a hand-made row) is shown as it is to the admin, who can then fix it.
  const draft = readVacancyVersion(row.draft) ?? (row.draft as VacancyVersion);
  const published = readVacancyVersion(row.published);
  return {
    vacancyId: row.vacancyId,
    draft,
    published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges: hasUnpublishedChanges({ draft, published }),
    live: publicVacancyOf(row, now) !== null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
