import "server-only";

/** GET /api/vacancies/ and /vacatures/: the published vacancies open now, the one closing first on top. */
import { isNotNull } from "drizzle-orm";

import type { PublicVacancy } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";

import { publicVacancyOf } from "./vacancy-rows";

export async function listOpenVacancies(db: Database, now: Date): Promise<PublicVacancy[]> {
  // Few rows (a shop has a handful of openings): the period is checked on the parsed version.
  const rows = await db.select().from(vacancies).where(isNotNull(vacancies.published));
  return rows
    .map((row) => publicVacancyOf(row, now))
    .filter((vacancy): vacancy is PublicVacancy => vacancy !== null)
    .sort((a, b) => a.openUntil.localeCompare(b.openUntil) || a.vacancyId - b.vacancyId);
}
