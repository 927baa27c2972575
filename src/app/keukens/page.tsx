import type { Metadata } from "next";

import { KITCHENS_PAGE } from "@/config/paths";
import { kitchenOverviewTitle, kitchenOverviewUrl, parseKitchenFilters } from "@/domain/kitchens/kitchen";
import { JsonLd, breadcrumbListJsonLd, kitchenItemListJsonLd } from "@/features/kitchens/json-ld";
import { KitchenOverview } from "@/features/kitchens/kitchen-overview";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { getDatabase } from "@/server/db/client";
import { listKitchens } from "@/server/kitchens/list-kitchens";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

export async function generateMetadata({ searchParams }: PageProps<"/keukens">): Promise<Metadata> {
  const filters = parseKitchenFilters(await searchParams);
  const filtered = filters.style !== null || filters.layout !== null;
  return {
    title: filtered ? kitchenOverviewTitle(filters) : "Keukens op maat, met inbouwapparatuur",
    description:
      "Moderne, landelijke, industriële en klassieke keukens met inbouwapparatuur van topmerken. Bekijk prijzen vanaf, plan een bezoek aan onze showroom in Zoeterwoude of vraag gratis een offerte op maat aan.",
    alternates: { canonical: absoluteUrl(publicBaseUrl(), kitchenOverviewUrl(KITCHENS_PAGE, filters)) },
    // A filtered overview is the same kitchens again: followed, not indexed.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

/** /keukens/: every kitchen, with filters for style and layout as links. The same for every visitor. */
export default async function KitchensPage({ searchParams }: PageProps<"/keukens">) {
  sharePublicly();
  const filters = parseKitchenFilters(await searchParams);
  const kitchens = await listKitchens(await getDatabase(), filters);
  const crumbs = [{ name: "Home", href: "/" }, { name: "Keukens" }];
  const baseUrl = publicBaseUrl();
  const title = kitchenOverviewTitle(filters);
  return (
    <>
      <JsonLd data={kitchenItemListJsonLd(title, kitchens, baseUrl)} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, baseUrl, KITCHENS_PAGE)} />
      <KitchenOverview crumbs={crumbs} filters={filters} kitchens={kitchens} />
    </>
  );
}
