import type { Metadata } from "next";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { VACANCY_COPY } from "@/features/vacancies/copy";
import { VACANCIES_PAGE } from "@/domain/vacancies/urls";
import { VacancyList } from "@/features/vacancies/vacancy-list";
import { sharePublicly, shareUntil } from "@/host/page-cache/share-publicly";
import { getDatabase } from "@/server/db/client";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { listOpenVacancies } from "@/server/vacancies/list-open-vacancies";

export function generateMetadata(): Metadata {
  return { title: VACANCY_COPY.listMetaTitle, description: VACANCY_COPY.listDescription, alternates: { canonical: absoluteUrl(publicBaseUrl(), VACANCIES_PAGE) } };
}

/**
 * /vacatures/: the published vacancies open now. Shared by the page cache: a
 * publish drops the copies (the table's trigger); a vacancy that closes by its
 * date is gone once the copy expires (PAGE_CACHE_SECONDS at most).
 */
export default async function VacanciesPage() {
  sharePublicly();
  const vacancies = await listOpenVacancies(await getDatabase(), new Date());
  // The shared copy ends when the first of these vacancies closes, so a closed one never lingers in it.
  for (const vacancy of vacancies) shareUntil(new Date(vacancy.openUntil));
  const crumbs = [{ name: "Home", href: "/" }, { name: "Vacatures" }];
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, publicBaseUrl(), VACANCIES_PAGE)} />
      <VacancyList crumbs={crumbs} vacancies={vacancies} />
    </>
  );
}
