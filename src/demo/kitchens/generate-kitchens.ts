/**
 * The demo kitchens and what stands in the showroom, for a generated
 * catalogue: each kitchen gets one appliance of every type it comes with,
 * picked from the catalogue's own products (so its cards link to real product
 * pages), the same ones for the same catalogue. A pure function.
 */
import { KITCHEN_LAYOUT_LABELS } from "@/domain/kitchens/kitchen";

import { KITCHEN_MODELS } from "./kitchen-models";
import type { KitchenInsert, ShowroomKitchenInsert } from "./rows";

/** Kitchens have ids of their own, far from the products'. */
export const FIRST_KITCHEN_ID = 5001;
const DAY_MS = 86_400_000;

export function kitchenSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface ProductFacts {
  productId: number;
  productType: string;
  expired?: boolean;
}

/** Which kitchens stand in Zoeterwoude: how long, and the one sold as it stands. */
const SHOWROOM = [
  { model: 0, daysOnShow: 210, salePriceEuros: null, note: "Met werkende kookplaat: kom proefkoken op zaterdag." },
  { model: 1, daysOnShow: 120, salePriceEuros: null, note: null },
  { model: 3, daysOnShow: 400, salePriceEuros: 14_950, note: "Showroomkeuken te koop: af te halen na 1 februari, montage mogelijk." },
  { model: 8, daysOnShow: 45, salePriceEuros: null, note: "Nieuw in de showroom." },
] as const;

export function generateKitchens(products: readonly ProductFacts[], now: Date): { kitchens: KitchenInsert[]; showroomKitchens: ShowroomKitchenInsert[] } {
  const byType = new Map<string, number[]>();
  for (const product of products) {
    if (product.expired) continue;
    const list = byType.get(product.productType) ?? [];
    list.push(product.productId);
    byType.set(product.productType, list);
  }
  for (const list of byType.values()) list.sort((a, b) => a - b);

  const kitchens = KITCHEN_MODELS.map((model, index): KitchenInsert => {
    const kitchenId = FIRST_KITCHEN_ID + index;
    const applianceIds = model.applianceTypes.flatMap((type, typeIndex) => {
      const candidates = byType.get(type) ?? [];
      if (candidates.length === 0) return [];
      return [candidates[(index * 7 + typeIndex * 3) % candidates.length]!];
    });
    return {
      kitchenId,
      sku: `KEU-${kitchenId}`,
      slug: kitchenSlug(`${model.name} ${KITCHEN_LAYOUT_LABELS[model.layout]}`),
      name: model.name,
      brand: model.brand,
      style: model.style,
      layout: model.layout,
      widthCm: model.widthCm,
      depthCm: model.depthCm,
      heightCm: model.heightCm,
      front: model.front,
      frontColour: model.frontColour,
      worktop: model.worktop,
      applianceIds,
      priceFromCents: model.priceFromEuros * 100,
      description: model.description,
    };
  });

  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const showroomKitchens = SHOWROOM.map(
    (entry, index): ShowroomKitchenInsert => ({
      showroomKitchenId: index + 1,
      kitchenId: FIRST_KITCHEN_ID + entry.model,
      location: "Zoeterwoude",
      onShowSince: new Date(today - entry.daysOnShow * DAY_MS).toISOString().slice(0, 10),
      salePriceCents: entry.salePriceEuros === null ? null : entry.salePriceEuros * 100,
      note: entry.note,
    }),
  );
  return { kitchens, showroomKitchens };
}
