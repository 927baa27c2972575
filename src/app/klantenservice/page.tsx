import type { Metadata } from "next";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { HUB_COPY, HUB_FAQ } from "@/features/customer-service/copy";
import { CustomerServiceHub } from "@/features/customer-service/customer-service-hub";
import { faqPageJsonLd } from "@/features/customer-service/json-ld";
import { HUB_CRUMBS } from "@/features/customer-service/navigation";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { publicBaseUrl } from "@/server/seo/base-url";

import { serviceMetadata } from "./_shared/service-route";

export function generateMetadata(): Metadata {
  return serviceMetadata(HUB_COPY);
}

/** /klantenservice/: phone and hours ("nu open" from the server's clock), the topics and the questions asked most. */
export default function CustomerServicePage() {
  sharePublicly();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(HUB_CRUMBS, publicBaseUrl(), HUB_COPY.path)} />
      <JsonLd data={faqPageJsonLd(HUB_FAQ)} />
      <CustomerServiceHub now={new Date()} />
    </>
  );
}
