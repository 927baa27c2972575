export { JsonLd, breadcrumbListJsonLd } from "@/components/seo/json-ld";
import { centsToEuros } from "@/domain/money";

import type { KitchenDetailData } from "./kitchen-detail";

/**
 * schema.org Product of a kitchen: sold by quote, so its offer is an
 * AggregateOffer with the price "vanaf" as lowPrice (and the ex-display price
 * of the showroom's kitchen as a second offer when it is sold as it stands).
 */
export function kitchenJsonLd(kitchen: KitchenDetailData & { url: string }, baseUrl: string) {
  const url = `${baseUrl}${kitchen.url}`;
  const offerCount = kitchen.showroom?.salePriceCents != null ? 2 : 1;
  const low = Math.min(kitchen.priceFromCents, kitchen.showroom?.salePriceCents ?? Number.POSITIVE_INFINITY);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: `Keuken ${kitchen.name}`,
    description: kitchen.description,
    sku: kitchen.sku,
    brand: { "@type": "Brand", name: kitchen.brand },
    category: "Keukens",
    image: kitchen.images.map((image) => `${baseUrl}${image.url}`),
    url,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: centsToEuros(low).toFixed(2),
      offerCount,
      availability: "https://schema.org/PreOrder",
      url,
    },
  };
}

/** schema.org ItemList of the kitchens on the overview: positions and pages. */
export function kitchenItemListJsonLd(name: string, kitchens: { url: string }[], baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: kitchens.map((kitchen, index) => ({ "@type": "ListItem", position: index + 1, url: `${baseUrl}${kitchen.url}` })),
  };
}
