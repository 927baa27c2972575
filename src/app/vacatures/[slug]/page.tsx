import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { companyDetails } from "@/config/company";
import { jobPostingJsonLd } from "@/features/vacancies/json-ld";
import { VACANCIES_PAGE, vacancyPagePath } from "@/domain/vacancies/urls";
import { ApplicationForm } from "@/features/forms/application-form";
import { VacancyDetail } from "@/features/vacancies/vacancy-detail";
import { sharePublicly, shareUntil } from "@/host/page-cache/share-publicly";
import { contentVersionForPage } from "@/server/content/content-version-for-page";
import { getDatabase } from "@/server/db/client";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { vacancyForPage } from "@/server/vacancies/vacancy-for-page";

/** One read per request for the page and its metadata; the draft only for staff in preview. */
const loadVacancy = cache(async (slug: string) =>
  /^[a-z0-9-]{1,100}$/.test(slug)
    ? vacancyForPage(
        await getDatabase(),
        slug,
        await contentVersionForPage(),
        new Date(),
      )
    : null,
);

export async function generateMetadata({
  params,
}: PageProps<"/vacatures/[slug]">): Promise<Metadata> {
  const vacancy = await loadVacancy((await params).slug);
  if (!vacancy) return {};
  const url = absoluteUrl(publicBaseUrl(), vacancyPagePath(vacancy.slug));
  return {
    title: `Vacature ${vacancy.title} in ${vacancy.location}`,
    description: vacancy.summary,
    alternates: { canonical: url },
    openGraph: { title: vacancy.title, type: "website", url },
  };
}

/** /vacatures/{slug}/: one open vacancy with its JobPosting; a closed, unpublished or unknown one is the shop's 404. */
export default async function VacancyPage({
  params,
}: PageProps<"/vacatures/[slug]">) {
  // Shared only for guests: a member of staff's answer (preview) is never shared (mayShareWith).
  sharePublicly();
  const vacancy = await loadVacancy((await params).slug);
  if (!vacancy) notFound();
  // The shared copy ends when the vacancy closes: from then on the page is the 404.
  shareUntil(new Date(vacancy.openUntil));
  const crumbs = [
    { name: "Home", href: "/" },
    { name: "Vacatures", href: VACANCIES_PAGE },
    { name: vacancy.title },
  ];
  const baseUrl = publicBaseUrl();
  return (
    <>
      <JsonLd data={jobPostingJsonLd(vacancy, baseUrl, companyDetails())} />
      <JsonLd
        data={breadcrumbListJsonLd(
          crumbs,
          baseUrl,
          vacancyPagePath(vacancy.slug),
        )}
      />
      <VacancyDetail
        crumbs={crumbs}
        vacancy={vacancy}
        applicationForm={
          <ApplicationForm
            vacancyId={vacancy.vacancyId}
            vacancyTitle={vacancy.title}
          />
        }
      />
    </>
  );
}
