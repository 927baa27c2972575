import "server-only";

/** The vacancy pages for the sitemap of pages: the list, and each vacancy open now with the moment it was published. */
import { VACANCIES_PAGE, vacancyPagePath } from "@/domain/vacancies/urls";
import type { Database } from "@/server/db/client";
import { listOpenVacancies } from "@/server/vacancies/list-open-vacancies";

export async function loadVacancySitemapPaths(db: Database, now: Date): Promise<{ path: string; lastmod?: string }[]> {
  const open = await listOpenVacancies(db, now);
  return [{ path: VACANCIES_PAGE }, ...open.map((vacancy) => ({ path: vacancyPagePath(vacancy.slug), lastmod: `${vacancy.publishedAt.slice(0, 19)}Z` }))];
}
