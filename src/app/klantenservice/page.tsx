import type { Metadata } from "next";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { CustomerServiceHub } from "@/features/customer-service/customer-service-hub";
import { currentServiceCopy, currentServiceFacts } from "@/features/customer-service/facts";
import { faqPageJsonLd } from "@/features/customer-service/json-ld";
import { HUB_CRUMBS } from "@/features/customer-service/navigation";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { publicBaseUrl } from "@/server/seo/base-url";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

import { SupportBox } from "../_support/support-box";
import { serviceMetadata } from "./_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return serviceMetadata(currentServiceCopy(await loadShopSettings()).hub);
}

/** /klantenservice/: phone numbers, e-mail and hours ("nu open" from the server's clock), the topics and the questions asked most. */
export default async function CustomerServicePage() {
  sharePublicly();
  const settings = await loadShopSettings();
  const { hub, faq } = currentServiceCopy(settings);
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(HUB_CRUMBS, publicBaseUrl(), hub.path)} />
      <JsonLd data={faqPageJsonLd(faq)} />
      <CustomerServiceHub now={new Date()} copy={hub} faq={faq} company={currentServiceFacts(settings).company} support={<SupportBox locationKey="klantenservice" />} />
    </>
  );
}
