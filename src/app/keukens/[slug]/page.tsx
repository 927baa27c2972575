import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { KITCHENS_PAGE, kitchenPagePath } from "@/config/paths";
import { KITCHEN_LAYOUT_LABELS, KITCHEN_STYLE_LABELS } from "@/domain/kitchens/kitchen";
import { formatPrice } from "@/domain/money";
import { JsonLd, breadcrumbListJsonLd, kitchenJsonLd } from "@/features/kitchens/json-ld";
import { KitchenDetail } from "@/features/kitchens/kitchen-detail";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { getDatabase } from "@/server/db/client";
import { loadKitchenBySlug } from "@/server/kitchens/load-kitchen";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

/** One read per request for the page and its metadata. */
const loadKitchen = cache(async (slug: string) => (/^[a-z0-9-]{1,100}$/.test(slug) ? loadKitchenBySlug(await getDatabase(), slug, new Date()) : null));

export async function generateMetadata({ params }: PageProps<"/keukens/[slug]">): Promise<Metadata> {
  const kitchen = await loadKitchen((await params).slug);
  if (!kitchen) return {};
  const url = absoluteUrl(publicBaseUrl(), kitchen.url);
  return {
    title: `Keuken ${kitchen.name}: ${KITCHEN_LAYOUT_LABELS[kitchen.layout].toLowerCase()} vanaf ${formatPrice(kitchen.priceFromCents)}`,
    description: `${KITCHEN_STYLE_LABELS[kitchen.style]} ${KITCHEN_LAYOUT_LABELS[kitchen.layout].toLowerCase()} van ${kitchen.brand}: ${kitchen.front}, werkblad ${kitchen.worktop.toLowerCase()}. Met inbouwapparatuur, vanaf ${formatPrice(kitchen.priceFromCents)}. Vraag gratis een offerte op maat aan.`,
    alternates: { canonical: url },
    openGraph: { title: `Keuken ${kitchen.name}`, type: "website", url, images: kitchen.images.slice(0, 1).map((image) => absoluteUrl(publicBaseUrl(), image.url)) },
  };
}

/** /keukens/{slug}/: one kitchen. An unknown (or expired) kitchen is the shop's 404. */
export default async function KitchenPage({ params }: PageProps<"/keukens/[slug]">) {
  sharePublicly();
  const kitchen = await loadKitchen((await params).slug);
  if (!kitchen) notFound();
  const crumbs = [{ name: "Home", href: "/" }, { name: "Keukens", href: KITCHENS_PAGE }, { name: `Keuken ${kitchen.name}` }];
  const baseUrl = publicBaseUrl();
  return (
    <>
      <JsonLd data={kitchenJsonLd(kitchen, baseUrl)} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, baseUrl, kitchenPagePath(kitchen.slug))} />
      <KitchenDetail crumbs={crumbs} kitchen={kitchen} />
    </>
  );
}
