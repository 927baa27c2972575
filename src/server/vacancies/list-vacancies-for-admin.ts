import "server-only";

/** GET /api/vacancies/?view=admin: every vacancy with both versions, newest change first (the back office's list). */
import { desc } from "drizzle-orm";

import type { AdminVacancy } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";

import { adminVacancyOf } from "./vacancy-rows";

export async function listVacanciesForAdmin(db: Database, now: Date): Promise<AdminVacancy[]> {
  const rows = await db.select().from(vacancies).orderBy(desc(vacancies.updatedAt), desc(vacancies.vacancyId));
  return rows.map((row) => adminVacancyOf(row, now));
}
