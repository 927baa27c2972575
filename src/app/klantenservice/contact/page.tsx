import type { Metadata } from "next";
import { connection } from "next/server";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { companyDetails } from "@/config/company";
import { CONTACT_PAGE } from "@/config/paths";
import { CUSTOMER_SERVICE_HOURS } from "@/config/site";
import { HUB_PATH, UI_COPY } from "@/features/customer-service/copy";
import { ServiceLayout } from "@/features/customer-service/service-layout";
import { ContactDetails } from "@/features/forms/contact-details";
import { type ContactChoice, ContactForms } from "@/features/forms/contact-forms";
import { ContactOutcome } from "@/features/forms/contact-outcome";
import { CONTACT_COPY } from "@/features/forms/copy";
import { newFormId } from "@/server/forms/form-id";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

export const metadata: Metadata = {
  title: CONTACT_COPY.metaTitle,
  description: CONTACT_COPY.description,
  alternates: { canonical: absoluteUrl(publicBaseUrl(), CONTACT_PAGE) },
};

const CRUMBS = [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb, href: HUB_PATH }, { name: CONTACT_COPY.crumb }];

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /klantenservice/contact/ (issue 23): the question and the service request
 * forms, the phone numbers, the e-mail address and the hours. Rendered per
 * request and never shared: each render carries its own form ids, so the
 * forms post without JavaScript too.
 */
export default async function ContactPage({ searchParams }: PageProps<"/klantenservice/contact">) {
  await connection();
  const query = await searchParams;
  const choice: ContactChoice = one(query.soort) === "service" ? "service" : "contact";
  const company = companyDetails();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(CRUMBS, publicBaseUrl(), CONTACT_PAGE)} />
      <ServiceLayout crumbs={CRUMBS} currentPath={CONTACT_PAGE} title={CONTACT_COPY.title} intro={CONTACT_COPY.intro}>
        <ContactOutcome sent={one(query.verzonden)} problem={one(query.melding)} fields={one(query.velden)} />
        <ContactForms initialChoice={choice} formIds={{ contact: newFormId(), service: newFormId() }} />
        <ContactDetails phones={company.phones} emailAddress={company.emailAddress} hours={CUSTOMER_SERVICE_HOURS} now={new Date()} />
      </ServiceLayout>
    </>
  );
}
