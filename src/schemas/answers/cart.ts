/**
 * The cart as the API answers it (decisions §6: create, read and every change
 * answer the whole cart), money in euros. Every field of specification §3's
 * Cart, Cart item, Combination, Totals and the address fields is there under
 * its §3 name; a field the customer has not filled in yet is null, not absent.
 * The shop's own extras (version, payment methods, the delivery calendar, the
 * VAT figures) stand beside them.
 */
import { z } from "zod";

import { PAYMENT_METHODS } from "@/domain/cart/payment-methods";
import { DELIVERY_ONLY_SERVICES } from "@/domain/cart/pick-up-switch";

import { euros, productPricesSchema } from "./product";

const maybeText = z.string().nullable();
const maybeFlag = z.boolean().nullable();
const country = z.enum(["NL", "BE"]).nullable();

export const DELIVERY_TYPES = ["default", "extraService", "assembly", "pickUp"] as const;
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);

/** §3 Cart item options. */
export const itemOptionsSchema = z.strictObject({
  assembly: z.boolean(),
  extraService: z.boolean(),
  extraWarranty: z.boolean(),
  pickUpDiscount: z.boolean(),
});

/** §3 Cart item. `itemDiscounts.makeAmends` is the per-unit discount customer service granted, null when none. */
export const cartItemAnswerSchema = z.strictObject({
  productId: z.number().int(),
  combinationId: z.number().int().nullable(),
  qty: z.number().int(),
  addToCartDate: z.string(),
  itemDiscounts: z.strictObject({ makeAmends: euros.nullable() }),
  options: itemOptionsSchema,
});

/**
 * A product in the cart's `products` map: §3's Product fields (the prices as in
 * the product answer), and what the cart shows of it. `combinations` holds the
 * ids of the combinations the product is part of.
 */
export const cartProductAnswerSchema = z.strictObject({
  ...productPricesSchema.shape,
  productId: z.number().int(),
  brand: z.strictObject({ slug: z.string(), name: z.string() }),
  name: z.string(),
  ean: z.string(),
  productType: z.string(),
  combinations: z.array(z.number().int()),
  url: z.string(),
  image: z.strictObject({ url: z.string(), alt: z.string() }),
  energyClass: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  inStock: z.boolean(),
  /** The product's warranty in years (its own, or the shop's default) and what the extra warranty adds. */
  warranty: z.strictObject({ years: z.number().int(), extraYears: z.number().int() }),
});

/** §3 Totals, and the order's VAT beside them (decisions §1). Line totals include VAT. */
export const cartTotalsAnswerSchema = z.strictObject({
  assemblyTotal: euros,
  cashbackTotal: euros,
  deliveryTotal: euros,
  discountTotal: euros,
  discountExtra: euros,
  extraServiceTotal: euros,
  extraWarrantyTotal: euros,
  pickUpDiscountTotal: euros,
  shippingTotal: euros,
  grandTotal: euros,
  itemsTotal: euros,
  paymentFee: euros,
  vatTotal: euros,
  grandTotalExclVat: euros,
  vatTreatment: z.enum(["standard", "reverseCharge"]),
});

/**
 * §3 Combination, for each combination the cart's items name: its parts, the
 * options on (every one of) its items in the cart, and the totals of those items
 * on their own (no small-order fee or payment fee: those are the cart's).
 */
export const cartCombinationAnswerSchema = z.strictObject({
  combinationId: z.number().int(),
  products: z.array(z.number().int()),
  options: itemOptionsSchema,
  totals: cartTotalsAnswerSchema,
});

const paymentMethodAnswerSchema = z.strictObject({
  id: z.enum(PAYMENT_METHODS),
  label: z.string(),
  fee: euros,
  online: z.boolean(),
});

/** The days the customer may choose (no weeks: specification §9), the pick-up moment, and what cannot be delivered. */
export const deliveryOptionsAnswerSchema = z.strictObject({
  available: z.boolean(),
  days: z.array(z.strictObject({ date: z.string(), label: z.string() })),
  weeks: z.array(z.strictObject({ week: z.string(), label: z.string(), from: z.string(), to: z.string() })),
  pickUp: z.strictObject({ date: z.string().nullable(), label: z.string() }),
  unavailableItems: z.array(z.string()),
});

export const cartAnswerSchema = z.strictObject({
  userId: z.string(),
  cartId: z.string(),
  version: z.number().int(),
  items: z.record(z.string(), cartItemAnswerSchema),
  products: z.record(z.string(), cartProductAnswerSchema),
  combinations: z.record(z.string(), cartCombinationAnswerSchema),
  /** Null until quotes exist (decisions §11). */
  quoteRef: z.strictObject({ quoteId: z.string(), items: z.record(z.string(), cartItemAnswerSchema), discountTotal: euros }).nullable(),
  locked: z.boolean(),
  acceptedTermsAndConditions: z.boolean(),
  company: maybeFlag,
  companyName: maybeText,
  firstName: maybeText,
  lastName: maybeText,
  emailAddress: maybeText,
  phoneNumber: maybeText,
  vatNumber: maybeText,
  vatNumberStatus: z.enum(["valid", "invalid", "unknown"]).nullable(),
  newsletter: maybeFlag,
  notes: maybeText,
  reference: maybeText,
  orderRef: maybeText,
  /** Only in the answer that placed the order: where to pay (null for bank transfer and pin). */
  paymentUrl: z.string().nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentMethods: z.array(paymentMethodAnswerSchema),
  deliveryType: deliveryTypeSchema,
  /** Whose crew brings the order: the delivery type whose days it delivers on; null for pick-up. */
  deliveryTypeCarrier: z.enum(["default", "extraService"]).nullable(),
  deliveryDay: maybeText,
  deliveryWeek: maybeText,
  minDeliveryDay: maybeText,
  minDeliveryWeek: maybeText,
  disableCurrentDaySelection: z.boolean(),
  disableFloorSelection: z.boolean(),
  floor: z.number().int().nullable(),
  elevator: maybeFlag,
  takeRetour: maybeFlag,
  /** What choosing pick-up set aside (installation, extra service per item; the take-back), to bring back with delivery; null when nothing is. */
  deliveryChoicesBeforePickUp: z.strictObject({ items: z.record(z.string(), z.array(z.enum(DELIVERY_ONLY_SERVICES))), takeRetour: z.boolean() }).nullable(),
  itemsInStock: z.boolean(),
  itemsShopOnly: z.boolean(),
  deliveryOptionOrder: z.array(deliveryTypeSchema),
  deliveryOptions: deliveryOptionsAnswerSchema,
  shippingStreet: maybeText,
  shippingHouseNumber: maybeText,
  shippingHouseNumberAddition: maybeText,
  shippingPostalCode: maybeText,
  shippingCity: maybeText,
  shippingCountry: country,
  shippingManualEntry: maybeFlag,
  invoiceStreet: maybeText,
  invoiceHouseNumber: maybeText,
  invoiceHouseNumberAddition: maybeText,
  invoicePostalCode: maybeText,
  invoiceCity: maybeText,
  invoiceCountry: country,
  invoiceManualEntry: maybeFlag,
  invoiceAddress: maybeFlag,
  totals: cartTotalsAnswerSchema,
  updatedAt: z.string(),
  expiresAt: z.string(),
});

export type ItemOptionsAnswer = z.infer<typeof itemOptionsSchema>;
export type CartItemAnswer = z.infer<typeof cartItemAnswerSchema>;
export type CartProductAnswer = z.infer<typeof cartProductAnswerSchema>;
export type CartTotalsAnswer = z.infer<typeof cartTotalsAnswerSchema>;
export type CartCombinationAnswer = z.infer<typeof cartCombinationAnswerSchema>;
export type PaymentMethodAnswer = z.infer<typeof paymentMethodAnswerSchema>;
export type DeliveryOptionsAnswer = z.infer<typeof deliveryOptionsAnswerSchema>;
export type DeliveryTypeAnswer = z.infer<typeof deliveryTypeSchema>;
export type CartAnswer = z.infer<typeof cartAnswerSchema>;
