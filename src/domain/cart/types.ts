/**
 * The cart as the rules see it (specification §3, decisions §2). Money in cents.
 * Only the server's copy of a product's prices counts; a client's is ignored.
 */
export type ItemKey = string;

/** The delivery choices that exclude each other across the whole cart (§4). */
export const DELIVERY_CHOICES = ["assembly", "extraService", "pickUpDiscount"] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

export interface ItemOptions {
  assembly: boolean;
  extraService: boolean;
  extraWarranty: boolean;
  pickUpDiscount: boolean;
}

export interface CartItem {
  productId: number;
  combinationId: number | null;
  qty: number;
  /** ISO timestamp; keeps the cart's order (the first assembled unit pays the full assembly price). */
  addToCartDate: string;
  /** A discount granted on this item by customer service, per unit ("makeAmends"). */
  itemDiscounts: { makeAmends?: number };
  options: ItemOptions;
}

export type CartItems = Readonly<Record<ItemKey, CartItem>>;

/** What the rules need to know of a product: the server's prices. */
export interface CartProduct {
  productId: number;
  priceCents: number;
  cashDeskDiscountCents: number | null;
  cashbackCents: number | null;
  deliveryCostCents: number;
  assemblyPriceCents: number | null;
  assemblyPriceSecondaryCents: number | null;
  extraServicePriceCents: number | null;
  extraWarrantyPriceCents: number | null;
  freeAssembly: boolean;
  freeAssemblyDismissable: boolean;
  freeExtraService: boolean;
  freeExtraWarranty: boolean;
  freeExtraWarrantyDismissable: boolean;
  pickUpDiscountCents: number | null;
  expired: boolean;
  /** In stock or expected (decisions §3); a sold-out product without a date cannot be added. */
  deliverable: boolean;
}

export type DeliveryType = "default" | "extraService" | "assembly" | "pickUp";

export const NO_OPTIONS: ItemOptions = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };
