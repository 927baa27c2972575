/**
 * The cart as the API answers it (decisions §6, src/server/carts/cart-answer.ts),
 * money in euros. Only the parts the browser uses are typed.
 */
import type { CartMoneyTotals } from "@/domain/cart/totals";
import type { VatTreatment } from "@/domain/cart/vat";
import type { CartFieldsInput } from "@/schemas/cart-input";

export interface CartItemOptions {
  assembly: boolean;
  extraService: boolean;
  extraWarranty: boolean;
  pickUpDiscount: boolean;
}

export type CartOptionKey = keyof CartItemOptions;

export interface CartProductView {
  productId: number;
  name: string;
  ean?: string;
  brand: { slug: string; name: string };
  url: string;
  image: { url: string; alt: string };
  energyClass: string | null;
  categoryId: number;
  categoryName?: string;
  /** The unit price the shopper pays (after the cash-desk discount). */
  price: number;
  /** The list price the unit price is computed from. */
  listPrice: number;
  cashDeskDiscount: number | null;
  cashback: number | null;
  deliveryCost: number;
  assemblyPrice: number | null;
  assemblyPriceSecondary: number | null;
  extraServicePrice: number | null;
  extraWarrantyPrice: number | null;
  freeAssembly: boolean;
  freeAssemblyDismissable: boolean;
  freeExtraService: boolean;
  freeExtraWarranty: boolean;
  freeExtraWarrantyDismissable: boolean;
  pickUpDiscount: number | null;
  expired: boolean;
}

export interface CartItemView {
  productId: number;
  combinationId: number | null;
  qty: number;
  addToCartDate: string;
  itemDiscounts: { makeAmends?: number };
  options: CartItemOptions;
  product: CartProductView | null;
}

/**
 * The server's totals (the domain's, in cents) as the API sends them: euros, and
 * the VAT treatment. Line totals include VAT; `grandTotal` is what is paid
 * (excluding VAT with reverse charge; domain/cart/vat.ts).
 */
export type CartTotals = { [Total in keyof CartMoneyTotals]: number } & { vatTreatment: VatTreatment };

export interface PaymentMethodView {
  id: string;
  label: string;
  fee: number;
  online: boolean;
}

export type DeliveryTypeView = "default" | "extraService" | "assembly" | "pickUp";

export type VatNumberStatus = "valid" | "invalid" | "unknown";

export interface DeliveryDayOption {
  /** ISO date, "2026-11-24". */
  date: string;
  label: string;
}

export interface DeliveryWeekOption {
  /** ISO week, "2026-W49". */
  week: string;
  label: string;
  from: string;
  to: string;
}

/** The days and weeks the cart can be delivered (decisions §3), and the pick-up moment. */
export interface DeliveryOptions {
  available: boolean;
  days: DeliveryDayOption[];
  weeks: DeliveryWeekOption[];
  pickUp: { date: string | null; label: string };
  /** Optional (not yet sent by the server): the keys of the items that cannot be delivered yet. */
  unavailableItems?: string[];
}

/**
 * The fields a guest fills in while ordering, the delivery moment among them (the
 * shared schema's, src/schemas/cart-input.ts). Absent until first set; null when cleared.
 */
export type CartFieldsPatch = CartFieldsInput;

export type CartFieldName = keyof CartFieldsPatch;

export interface Cart extends Omit<CartFieldsPatch, "paymentMethod"> {
  cartId: string;
  version: number;
  locked: boolean;
  quoteRef?: { quoteId?: string | number | null } | null;
  items: Record<string, CartItemView>;
  deliveryType: DeliveryTypeView;
  paymentMethods: PaymentMethodView[];
  paymentMethod: string | null;
  totals: CartTotals;
  // Issue 5 (checkout): optional until every server answer carries them.
  acceptedTermsAndConditions?: boolean;
  orderRef?: string | null;
  /** Only in the answer that placed the order: where to pay (null for bank transfer and pin). */
  paymentUrl?: string | null;
  vatNumberStatus?: VatNumberStatus | null;
  itemsInStock?: boolean;
  disableFloorSelection?: boolean;
  minDeliveryDay?: string | null;
  minDeliveryWeek?: string | null;
  deliveryOptions?: DeliveryOptions;
}

/** What the browser sends for one item: the whole items map goes with every change. */
export interface CartItemInput {
  productId: number;
  combinationId: number | null;
  qty: number;
  options: CartItemOptions;
}

export type CartItemsInput = Record<string, CartItemInput>;

/** What an add needs to know of the product, for the tag manager's add_to_cart. */
export interface AddToCartProduct {
  productId: number;
  combinationId?: number | null;
  name: string;
  brand: string;
  category: string;
  ean?: string;
  /** Unit price in euros. */
  price: number;
  /** Discount per unit in euros. */
  discount?: number;
  url: string;
  image?: { url: string; alt: string };
}

export interface AppState {
  ipCountry: string | null;
  role: string;
  shop: string | null;
  userFingerprint: string;
  permissions?: unknown;
  ratings?: unknown;
}
