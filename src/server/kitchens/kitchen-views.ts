/**
 * What the kitchen pages and the API read of a kitchen, money in cents (the
 * answers turn it into euros at the edge: kitchen-answer.ts).
 */
import type { KitchenDimensions, KitchenLayout, KitchenStyle } from "@/domain/kitchens/kitchen";

export interface KitchenImage {
  url: string;
  alt: string;
}

export interface KitchenSummary {
  kitchenId: number;
  sku: string;
  slug: string;
  url: string;
  name: string;
  brand: string;
  style: KitchenStyle;
  layout: KitchenLayout;
  dimensions: KitchenDimensions;
  front: string;
  worktop: string;
  priceFromCents: number;
  image: KitchenImage;
  /** The showroom entry when it stands in Zoeterwoude. */
  showroomKitchenId: number | null;
}

export interface KitchenAppliance {
  productId: number;
  name: string;
  brand: string;
  url: string;
  priceCents: number;
  image: KitchenImage;
  category: string;
}

export interface ShowroomEntry {
  showroomKitchenId: number;
  location: string;
  onShowSince: string;
  salePriceCents: number | null;
  note: string | null;
}

export interface KitchenDetail extends KitchenSummary {
  description: string;
  images: KitchenImage[];
  appliances: KitchenAppliance[];
  showroom: ShowroomEntry | null;
  updatedAt: string;
}

export interface ShowroomKitchen extends ShowroomEntry {
  kitchen: KitchenSummary;
}
