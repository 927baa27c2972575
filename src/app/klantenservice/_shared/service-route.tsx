import type { Metadata } from "next";

import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import type { ServicePageKey } from "@/features/customer-service/copy";
import { currentServiceCopy } from "@/features/customer-service/facts";
import { crumbsFor } from "@/features/customer-service/navigation";
import { ServicePageView } from "@/features/customer-service/service-page";
import type { ServicePage } from "@/features/customer-service/types";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";
import { SupportBox } from "../../_support/support-box";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

/** Title, description and canonical address of a customer-service page. */
export function serviceMetadata(page: { path: string; metaTitle: string; description: string }): Metadata {
  return {
    title: page.metaTitle,
    description: page.description,
    alternates: { canonical: absoluteUrl(publicBaseUrl(), page.path) },
  };
}

/** A customer-service page (or the pick-up point) as the shop's settings and company details fill it. */
export async function servicePage(key: ServicePageKey | "afhaalcentrum"): Promise<ServicePage> {
  const copy = currentServiceCopy(await loadShopSettings());
  return key === "afhaalcentrum" ? copy.pickUpPage : copy.pages[key];
}

/** A customer-service page (or the pick-up point): its breadcrumbs as JSON-LD and its content, with "open now" from the clock. */
export function ServiceRoute({ page }: { page: ServicePage }) {
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbsFor(page), publicBaseUrl(), page.path)} />
      {/* Issue 23: the support widget of the place the page is about. */}
      <ServicePageView page={page} now={new Date()} support={<SupportBox locationKey={page.path === "/afhaalcentrum/" ? "afhaalcentrum" : "klantenservice"} />} />
    </>
  );
}
