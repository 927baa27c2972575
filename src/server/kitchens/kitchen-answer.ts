/** The kitchens' API answers: cents to euros at the edge, the labels in Dutch, the quote page's link. */
import { quoteRequestPagePath } from "@/config/paths";
import { centsToEuros } from "@/domain/money";
import { KITCHEN_LAYOUT_LABELS, KITCHEN_STYLE_LABELS } from "@/domain/kitchens/kitchen";
import type { KitchenDetailAnswer, KitchenSummaryAnswer, ShowroomKitchenAnswer } from "@/schemas/answers/kitchen";

import type { KitchenDetail, KitchenSummary, ShowroomKitchen } from "./kitchen-views";

export function kitchenSummaryAnswer(kitchen: KitchenSummary): KitchenSummaryAnswer {
  return {
    kitchenId: kitchen.kitchenId,
    sku: kitchen.sku,
    slug: kitchen.slug,
    url: kitchen.url,
    name: kitchen.name,
    brand: kitchen.brand,
    style: kitchen.style,
    styleLabel: KITCHEN_STYLE_LABELS[kitchen.style],
    layout: kitchen.layout,
    layoutLabel: KITCHEN_LAYOUT_LABELS[kitchen.layout],
    dimensions: { width: kitchen.dimensions.widthCm, depth: kitchen.dimensions.depthCm, height: kitchen.dimensions.heightCm },
    front: kitchen.front,
    worktop: kitchen.worktop,
    priceFrom: centsToEuros(kitchen.priceFromCents),
    image: kitchen.image,
    showroomKitchenId: kitchen.showroomKitchenId,
  };
}

export function kitchenDetailAnswer(kitchen: KitchenDetail): KitchenDetailAnswer {
  return {
    ...kitchenSummaryAnswer(kitchen),
    description: kitchen.description,
    images: kitchen.images,
    appliances: kitchen.appliances.map((appliance) => ({
      productId: appliance.productId,
      name: appliance.name,
      brand: appliance.brand,
      category: appliance.category,
      url: appliance.url,
      price: centsToEuros(appliance.priceCents),
      image: appliance.image,
    })),
    showroom: kitchen.showroom
      ? {
          showroomKitchenId: kitchen.showroom.showroomKitchenId,
          location: kitchen.showroom.location,
          onShowSince: kitchen.showroom.onShowSince,
          salePrice: kitchen.showroom.salePriceCents === null ? null : centsToEuros(kitchen.showroom.salePriceCents),
          note: kitchen.showroom.note,
        }
      : null,
    quoteRequestUrl: quoteRequestPagePath(kitchen.kitchenId),
  };
}

export function showroomKitchenAnswer(entry: ShowroomKitchen): ShowroomKitchenAnswer {
  return {
    showroomKitchenId: entry.showroomKitchenId,
    location: entry.location,
    onShowSince: entry.onShowSince,
    salePrice: entry.salePriceCents === null ? null : centsToEuros(entry.salePriceCents),
    note: entry.note,
    kitchen: kitchenSummaryAnswer(entry.kitchen),
  };
}
