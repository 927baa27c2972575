import "server-only";

/**
 * POST /api/vacancies/ (a new vacancy, a draft only) and PUT
 * /api/vacancies/{vacancyId}/ (the draft replaced): guests see nothing of it
 * until it is published. Two vacancies cannot share a slug, in either version.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";

import type { AdminVacancy, VacancyVersion } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { adminVacancyOf, cleanVacancyVersion, VACANCY_NOT_FOUND } from "./vacancy-rows";

export async function saveVacancyDraft(db: Database, input: VacancyVersion, staffMemberId: number, now: Date, vacancyId?: number): Promise<AdminVacancy> {
  const draft = cleanVacancyVersion(input);
  const sameSlug = or(sql`${vacancies.draft} ->> 'slug' = ${draft.slug}`, sql`${vacancies.published} ->> 'slug' = ${draft.slug}`);
  const [taken] = await db
    .select({ vacancyId: vacancies.vacancyId })
    .from(vacancies)
    .where(vacancyId === undefined ? sameSlug : and(sameSlug, ne(vacancies.vacancyId, vacancyId)))
    .limit(1);
  if (taken) throw new ApiError(422, "Er is al een vacature met deze slug.", [{ field: "slug", errorMessage: "Er is al een vacature met deze slug" }]);
  const values = { draft, updatedAt: now, updatedBy: staffMemberId };
  const [row] =
    vacancyId === undefined
      ? await db.insert(vacancies).values(values).returning()
      : await db.update(vacancies).set(values).where(eq(vacancies.vacancyId, vacancyId)).returning();
  if (!row) throw new ApiError(404, VACANCY_NOT_FOUND);
  return adminVacancyOf(row, now);
}
