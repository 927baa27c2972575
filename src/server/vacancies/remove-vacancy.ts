import "server-only";

/** DELETE /api/vacancies/{vacancyId}/: the vacancy and both its versions are gone. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { VACANCY_NOT_FOUND } from "./vacancy-rows";

export async function removeVacancy(db: Database, vacancyId: number): Promise<void> {
  const removed = await db.delete(vacancies).where(eq(vacancies.vacancyId, vacancyId)).returning({ vacancyId: vacancies.vacancyId });
  if (removed.length === 0) throw new ApiError(404, VACANCY_NOT_FOUND);
}
