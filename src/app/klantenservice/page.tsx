import type { Metadata } from "next";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { HUB_PATH, SERVICE_NAV } from "@/features/customer-service/copy";
import { CustomerServiceHub } from "@/features/customer-service/customer-service-hub";
import { faqPageJsonLd } from "@/features/customer-service/json-ld";
import { HUB_CRUMBS } from "@/features/customer-service/navigation";
import type { TopicCard } from "@/features/customer-service/types";
import { publicBaseUrl } from "@/server/seo/base-url";

import { SupportBox } from "../_support/support-box";

import { findServicePage, metadataFor, serviceFacts, servicePage } from "./_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(HUB_PATH);
}

/** The topics: each page of the side navigation that this reader may see, with its summary. */
async function topicCards(): Promise<TopicCard[]> {
  const pages = await Promise.all(SERVICE_NAV.map((item) => findServicePage(item.path)));
  return pages.flatMap((page, index) => (page ? [{ href: SERVICE_NAV[index]!.path, title: page.navLabel, text: page.summary }] : []));
}

/** /klantenservice/: phone numbers, e-mail and hours ("nu open" from the server's clock), the topics and the questions asked most (its page in the database). */
export default async function CustomerServicePage() {
  const hub = await servicePage(HUB_PATH);
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(HUB_CRUMBS, publicBaseUrl(), hub.path)} />
      {hub.faq.length > 0 ? <JsonLd data={faqPageJsonLd(hub.faq)} /> : null}
      <CustomerServiceHub now={new Date()} hub={hub} cards={await topicCards()} facts={await serviceFacts()} aside={<SupportBox locationKey="klantenservice" />} />
    </>
  );
}
