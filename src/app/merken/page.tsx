import type { Metadata } from "next";

import { BrandList } from "@/features/listing/brand-list";
import { JsonLd, breadcrumbListJsonLd } from "@/features/listing/json-ld";
import { getNavigation } from "@/server/catalogue/get-navigation";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

const PATH = "/merken/";
const CRUMBS = [{ name: "Home", href: "/" }, { name: "Merken" }];

export function generateMetadata(): Metadata {
  return {
    title: "Alle merken",
    description: "Apparaten van Siemens, Miele, Bosch, AEG, Samsung, Quooker en meer topmerken. Scherpe prijzen, voor 22:00 besteld, morgen in huis.",
    alternates: { canonical: absoluteUrl(publicBaseUrl(), PATH) },
  };
}

export default async function BrandsPage() {
  sharePublicly();
  const navigation = await getNavigation();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(CRUMBS, publicBaseUrl(), PATH)} />
      <BrandList brands={navigation.brands} crumbs={CRUMBS} />
    </>
  );
}
