import "server-only";

/**
 * /vacatures/{slug}/: the published vacancy with that slug while it is open,
 * or, for a member of staff in preview, the draft with that slug whatever its
 * period (they check a vacancy before it opens).
 */
import { sql } from "drizzle-orm";

import type { ContentVersion } from "@/domain/content/publication";
import type { PublicVacancy } from "@/schemas/vacancies";
import type { Database } from "@/server/db/client";
import { vacancies } from "@/server/db/schema";

import { publicVacancyOf, readVacancyVersion } from "./vacancy-rows";

export async function vacancyForPage(db: Database, slug: string, version: ContentVersion, now: Date): Promise<PublicVacancy | null> {
  if (version === "published") {
    const rows = await db.select().from(vacancies).where(sql`${vacancies.published} ->> 'slug' = ${slug}`);
    return rows.map((row) => publicVacancyOf(row, now)).find((vacancy) => vacancy !== null) ?? null;
  }
  const [row] = await db.select().from(vacancies).where(sql`${vacancies.draft} ->> 'slug' = ${slug}`).limit(1);
  const draft = row ? readVacancyVersion(row.draft) : null;
  if (!row || !draft) return null;
  return { vacancyId: row.vacancyId, ...draft, publishedAt: (row.publishedAt ?? row.updatedAt).toISOString() };
}
