import "server-only";

/**
 * PATCH /api/vacancies/{vacancyId}/ with action publish (the draft becomes what
 * guests see, in one UPDATE) or unpublish (guests see nothing; the draft stays).
 * The table's trigger drops the shared page copies.
 */
import { eq, sql } from "drizzle-orm";

import type { AdminVacancy } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { adminVacancyOf, readVacancyVersion, VACANCY_NOT_FOUND } from "./vacancy-rows";

export async function setVacancyPublication(db: Database, vacancyId: number, action: "publish" | "unpublish", staffMemberId: number, now: Date): Promise<AdminVacancy> {
  if (action === "publish") {
    const [current] = await db.select({ draft: vacancies.draft }).from(vacancies).where(eq(vacancies.vacancyId, vacancyId)).limit(1);
    if (!current) throw new ApiError(404, VACANCY_NOT_FOUND);
    // A draft stored before a rule tightened could not be shown: it is fixed first, not published broken.
    if (readVacancyVersion(current.draft) === null) throw new ApiError(422, "Het concept is niet volledig; sla het eerst opnieuw op.", [{ field: "draft", errorMessage: "Het concept is niet volledig" }]);
  }
  const [row] = await db
    .update(vacancies)
    .set(action === "publish" ? { published: sql`${vacancies.draft}`, publishedAt: now, updatedAt: now, updatedBy: staffMemberId } : { published: null, publishedAt: null, updatedAt: now, updatedBy: staffMemberId })
    .where(eq(vacancies.vacancyId, vacancyId))
    .returning();
  if (!row) throw new ApiError(404, VACANCY_NOT_FOUND);
  return adminVacancyOf(row, now);
}
