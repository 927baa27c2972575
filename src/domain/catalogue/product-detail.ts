/** Everything the product page shows; the read side fills it. */
import type { ProductSummary } from "./product-summary";

export interface SpecificationRow {
  key: string;
  label: string;
  /** Formatted for people: "8 kg", "Ja". */
  value: string;
  help?: string;
}

export interface PricedOption {
  priceCents: number;
  /** For assembly: what every further assembled unit costs. */
  secondaryPriceCents?: number;
  /** Offered free by the shop. */
  free: boolean;
  /** A free option the customer may turn off. */
  dismissable: boolean;
}

export interface ProductOptions {
  assembly: PricedOption | null;
  extraService: PricedOption | null;
  extraWarranty: PricedOption | null;
  /** Discount when collected at the pick-up point. */
  pickUpDiscountCents: number | null;
}

export interface ProductCombination {
  combinationId: number;
  slug: string;
  name: string;
  discountCents: number;
  products: ProductSummary[];
  /** Sum of the parts' selling prices less the combination discount. */
  totalPriceCents: number;
}

export interface ProductDetail extends ProductSummary {
  ean: string;
  series: string;
  colour: string;
  description: string;
  productType: { code: string; name: string };
  hub: { slug: string; name: string };
  categoryId: number;
  images: { url: string; alt: string; view: string }[];
  specifications: SpecificationRow[];
  /** The list price before the cash-desk discount. */
  listPriceCents: number;
  cashDeskDiscountCents: number | null;
  makeAmendsDiscountCents: number | null;
  deliveryCostCents: number;
  options: ProductOptions;
  expired: boolean;
  stock: number;
  /** Floor delivery does not apply to small appliances (decisions §3). */
  floorSelectionDisabled: boolean;
  combinations: ProductCombination[];
  faq: { id: number; question: string; answer: string }[];
  tags: { id: number; slug: string; name: string }[];
  alternatives: ProductSummary[];
}
