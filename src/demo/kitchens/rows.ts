/**
 * The rows of the demo kitchens, written out (src/demo may not import the
 * schema); seedCatalogue takes the tables' own insert types, so they cannot
 * drift unnoticed (see ../catalogue/rows.ts).
 */
import type { KitchenLayout, KitchenStyle } from "@/domain/kitchens/kitchen";

export interface KitchenInsert {
  kitchenId: number;
  sku: string;
  slug: string;
  name: string;
  brand: string;
  style: KitchenStyle;
  layout: KitchenLayout;
  widthCm: number;
  depthCm: number;
  heightCm: number;
  front: string;
  frontColour: string;
  worktop: string;
  applianceIds: number[];
  priceFromCents: number;
  description: string;
  expired?: boolean;
}

export interface ShowroomKitchenInsert {
  showroomKitchenId: number;
  kitchenId: number;
  location: string;
  onShowSince: string;
  salePriceCents: number | null;
  note: string | null;
}
