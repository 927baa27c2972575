import "server-only";

/** GET /api/vacancies/{vacancyId}/: one published vacancy, only while it is open; 404 otherwise, also for a draft. */
import { eq } from "drizzle-orm";

import type { PublicVacancy } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";

import { publicVacancyOf } from "./vacancy-rows";

export async function loadOpenVacancy(db: Database, vacancyId: number, now: Date): Promise<PublicVacancy | null> {
  const [row] = await db.select().from(vacancies).where(eq(vacancies.vacancyId, vacancyId)).limit(1);
  return row ? publicVacancyOf(row, now) : null;
}
