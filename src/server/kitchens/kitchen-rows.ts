import "server-only";

/** The one select of a kitchen with its showroom entry, shared by the kitchen reads. */
import { kitchenPagePath } from "@/config/paths";
import { KITCHEN_IMAGE_ALTS, KITCHEN_IMAGE_COUNT, KITCHEN_LAYOUT_LABELS, kitchenImageUrl } from "@/domain/kitchens/kitchen";
import { kitchens, showroomKitchens } from "@/server/db/schema";

import type { KitchenImage, KitchenSummary } from "./kitchen-views";

export const kitchenColumns = {
  kitchenId: kitchens.kitchenId,
  sku: kitchens.sku,
  slug: kitchens.slug,
  name: kitchens.name,
  brand: kitchens.brand,
  style: kitchens.style,
  layout: kitchens.layout,
  widthCm: kitchens.widthCm,
  depthCm: kitchens.depthCm,
  heightCm: kitchens.heightCm,
  front: kitchens.front,
  worktop: kitchens.worktop,
  priceFromCents: kitchens.priceFromCents,
  showroomKitchenId: showroomKitchens.showroomKitchenId,
};

export type KitchenSummaryRow = {
  kitchenId: number;
  sku: string;
  slug: string;
  name: string;
  brand: string;
  style: KitchenSummary["style"];
  layout: KitchenSummary["layout"];
  widthCm: number;
  depthCm: number;
  heightCm: number;
  front: string;
  worktop: string;
  priceFromCents: number;
  showroomKitchenId: number | null;
};

export function kitchenImages(kitchenId: number, name: string): KitchenImage[] {
  return Array.from({ length: KITCHEN_IMAGE_COUNT }, (_, index) => ({ url: kitchenImageUrl(kitchenId, index + 1), alt: `Keuken ${name}, ${KITCHEN_IMAGE_ALTS[index]}` }));
}

export function toKitchenSummary(row: KitchenSummaryRow): KitchenSummary {
  return {
    kitchenId: row.kitchenId,
    sku: row.sku,
    slug: row.slug,
    url: kitchenPagePath(row.slug),
    name: row.name,
    brand: row.brand,
    style: row.style,
    layout: row.layout,
    dimensions: { widthCm: row.widthCm, depthCm: row.depthCm, heightCm: row.heightCm },
    front: row.front,
    worktop: row.worktop,
    priceFromCents: row.priceFromCents,
    image: { url: kitchenImageUrl(row.kitchenId, 1), alt: `Keuken ${row.name}, ${KITCHEN_LAYOUT_LABELS[row.layout].toLowerCase()}` },
    showroomKitchenId: row.showroomKitchenId,
  };
}
