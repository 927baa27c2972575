import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { companyDetails } from "@/config/company";
import { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { faqPageJsonLd } from "@/features/customer-service/json-ld";
import { crumbsFor } from "@/features/customer-service/navigation";
import { ServicePageView } from "@/features/customer-service/service-page";
import type { ServiceFacts, ServicePage } from "@/features/customer-service/types";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { contentVersionForPage } from "@/server/content/content-version-for-page";
import { loadPageView } from "@/server/pages/page-view";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { SupportBox } from "../../_support/support-box";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

/** Title, description and canonical address of a page. */
export function serviceMetadata(page: { path: string; metaTitle: string; description: string }): Metadata {
  return {
    title: page.metaTitle,
    description: page.description,
    alternates: { canonical: absoluteUrl(publicBaseUrl(), page.path) },
  };
}

/** The page at `path` as this reader may see it (the draft for staff in preview), or null when there is none for them. */
export async function findServicePage(path: string): Promise<ServicePage | null> {
  return loadPageView(path, await contentVersionForPage());
}

/** The page at `path`, or the 404 page. A published page is the same for every visitor, so it is shared by the page cache; a preview never is. */
export async function servicePage(path: string): Promise<ServicePage> {
  const version = await contentVersionForPage();
  const page = await loadPageView(path, version);
  if (page === null) notFound();
  if (version === "published") sharePublicly();
  return page;
}

export async function serviceFacts(): Promise<ServiceFacts> {
  return { settings: await loadShopSettings(), company: companyDetails() };
}

/** A page from the database: its breadcrumbs (and questions) as JSON-LD and its content, with "open now" from the clock. */
export async function ServiceRoute({ page }: { page: ServicePage }) {
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbsFor(page), publicBaseUrl(), page.path)} />
      {page.faq.length > 0 ? <JsonLd data={faqPageJsonLd(page.faq)} /> : null}
      {/* Issue 23: the support widget of the place the page is about. */}
      <ServicePageView page={page} facts={await serviceFacts()} now={new Date()} aside={<SupportBox locationKey={page.path === "/afhaalcentrum/" ? "afhaalcentrum" : "klantenservice"} />} />
    </>
  );
}

/** generateMetadata of a page route at a fixed path. */
export async function metadataFor(path: string): Promise<Metadata> {
  const page = await findServicePage(path);
  return page ? serviceMetadata(page) : {};
}
