import type { PublicVacancy } from "@/schemas/vacancies";

import { vacancyPagePath } from "@/domain/vacancies/urls";

/**
 * schema.org JobPosting (Google's job search): the description is the page's
 * own sanitised rich text, `validThrough` the end of the vacancy's period, so a
 * closed vacancy is not offered after its date.
 */
export function jobPostingJsonLd(vacancy: PublicVacancy, baseUrl: string, company: { legalName: string; street: string; postalCode: string; city: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    description: `<p>${escapeHtml(vacancy.summary)}</p>${vacancy.whatYouDo}${vacancy.whatYouBring}${vacancy.whatWeOffer}`,
    identifier: { "@type": "PropertyValue", name: company.legalName, value: String(vacancy.vacancyId) },
    datePosted: vacancy.openFrom ?? vacancy.publishedAt,
    validThrough: vacancy.openUntil,
    employmentType: vacancy.kind === "fulltime" ? "FULL_TIME" : "PART_TIME",
    hiringOrganization: { "@type": "Organization", name: company.legalName, sameAs: baseUrl },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", streetAddress: company.street, postalCode: company.postalCode, addressLocality: company.city, addressCountry: "NL" },
    },
    ...(vacancy.salary
      ? { baseSalary: { "@type": "MonetaryAmount", currency: "EUR", value: { "@type": "QuantitativeValue", minValue: vacancy.salary.min, maxValue: vacancy.salary.max, unitText: "MONTH" } } }
      : {}),
    url: `${baseUrl}${vacancyPagePath(vacancy.slug)}`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
