import "server-only";

/** GET /api/vacancies/{vacancyId}/?view=admin: both versions of one vacancy. */
import { eq } from "drizzle-orm";

import type { AdminVacancy } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";

import { adminVacancyOf } from "./vacancy-rows";

export async function loadVacancyForAdmin(db: Database, vacancyId: number, now: Date): Promise<AdminVacancy | null> {
  const [row] = await db.select().from(vacancies).where(eq(vacancies.vacancyId, vacancyId)).limit(1);
  return row ? adminVacancyOf(row, now) : null;
}
