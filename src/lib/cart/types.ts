/**
 * The browser's cart types. The cart itself is the API's answer as the one
 * adapter at the edge makes it (src/lib/api/answers.ts: the schema's type, money
 * in cents); only what the browser alone has is written here: what it sends,
 * and what an add tells the tag manager.
 */
import type { AppStateAnswer } from "@/schemas/answers/app-state";
import type { DeliveryTypeAnswer, ItemOptionsAnswer } from "@/schemas/answers/cart";
import type { CartFieldsInput } from "@/schemas/cart-input";

export type { Cart, CartItemView, CartProductView, PaymentMethodView } from "@/lib/api/answers";

export type CartItemOptions = ItemOptionsAnswer;

export type CartOptionKey = keyof CartItemOptions;

export type DeliveryTypeView = DeliveryTypeAnswer;

/**
 * The fields a guest fills in while ordering, the delivery moment among them (the
 * shared schema's, src/schemas/cart-input.ts). Absent until first set; null when cleared.
 */
export type CartFieldsPatch = CartFieldsInput;

export type CartFieldName = keyof CartFieldsPatch;

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
  /** The unit price the shopper pays, in cents. */
  priceCents: number;
  url: string;
  image?: { url: string; alt: string };
}

/** The app state as the browser keeps it: the answer, with the fingerprint the browser made (§3). */
export type AppState = Omit<AppStateAnswer, "userFingerprint"> & { userFingerprint: string };
