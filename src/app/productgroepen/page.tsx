import type { Metadata } from "next";

import { JsonLd, breadcrumbListJsonLd } from "@/features/listing/json-ld";
import { AllCategories } from "@/features/listing/all-categories";
import { getNavigation } from "@/server/catalogue/get-navigation";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

const PATH = "/productgroepen/";
const CRUMBS = [{ name: "Home", href: "/" }, { name: "Productgroepen" }];

export function generateMetadata(): Metadata {
  return {
    title: "Alle productgroepen",
    description: "Alle productgroepen van Stekker: wassen en drogen, koelen en vriezen, koken, inbouwen en kleine keukenapparaten. Voor 22:00 besteld, morgen in huis.",
    alternates: { canonical: absoluteUrl(publicBaseUrl(), PATH) },
  };
}

export default async function ProductGroupsPage() {
  sharePublicly();
  const navigation = await getNavigation();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(CRUMBS, publicBaseUrl(), PATH)} />
      <AllCategories hubs={navigation.hubs} crumbs={CRUMBS} />
    </>
  );
}
