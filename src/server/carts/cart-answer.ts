/**
 * The whole cart as the API answers it (decisions §6; schemas/answers/cart.ts):
 * every field of specification §3's Cart under its §3 name (null when not
 * filled in yet), the items, the `products` and `combinations` maps, and
 * everything derived computed here and now from the server's prices: the
 * delivery type (§4) and its carrier, the delivery types on offer, the
 * payment methods of the shipping country (§5) and the totals, with the VAT the
 * customer's VAT number decides (decisions §1). Money leaves in euros.
 */
import type { CombinationTerms } from "@/domain/cart/combination-discount";
import { combinationSummaries } from "@/domain/cart/combination-summary";
import { deliveryOptionOrder, deliveryTypeCarrier } from "@/domain/cart/delivery-selector";
import { deriveDeliveryType } from "@/domain/cart/delivery-type";
import { effectivePaymentMethod } from "@/domain/cart/payment-methods";
import { itemsShopOnly } from "@/domain/cart/shop-only";
import { type CartTotals, computeTotals } from "@/domain/cart/totals";
import type { CartItem } from "@/domain/cart/types";
import { vatTreatment } from "@/domain/cart/vat";
import { warrantyTerms } from "@/domain/catalogue/warranty";
import { centsToEuros } from "@/domain/money";
import type { CartAnswer, CartCombinationAnswer, CartItemAnswer, CartProductAnswer, CartTotalsAnswer } from "@/schemas/answers/cart";
import { productPricesAnswer } from "@/server/api/product-answer";

import type { CheckoutContext } from "./checkout-context";
import type { QuoteCartRef } from "./cart-quote-ref";
import type { CartProductDetails } from "./cart-products";
import type { CartRecord } from "./cart-record";

/** A cart item as the API answers it: the item discount in euros (null when none). */
export function cartItemAnswer(item: CartItem): CartItemAnswer {
  const makeAmends = item.itemDiscounts.makeAmends;
  return {
    productId: item.productId,
    combinationId: item.combinationId,
    qty: item.qty,
    addToCartDate: item.addToCartDate,
    itemDiscounts: { makeAmends: makeAmends === undefined ? null : centsToEuros(makeAmends) },
    options: item.options,
  };
}

/** A quote cart's `quoteRef` (cart-quote-ref.ts): the quote's lines as cart items, money in euros. */
export function quoteRefAnswer(ref: QuoteCartRef | null): CartAnswer["quoteRef"] {
  if (!ref) return null;
  return { quoteId: ref.quoteId, items: Object.fromEntries(Object.entries(ref.items).map(([key, item]) => [key, cartItemAnswer(item)])), discountTotal: centsToEuros(ref.discountTotalCents) };
}

/** A placed order's number, and where to pay it (only in the answer that placed it or repeats that). */
export interface CartOrder {
  orderRef: string;
  paymentUrl?: string | null;
}

export function cartAnswer(
  cart: CartRecord,
  products: ReadonlyMap<number, CartProductDetails>,
  checkout: CheckoutContext,
  order: CartOrder | null = null,
  combinations: ReadonlyMap<number, CombinationTerms> = new Map(),
  /** A quote cart's quote (cart-quote-ref.ts): its discount counts in the totals. */
  quote: QuoteCartRef | null = null,
): CartAnswer {
  const { fields } = cart;
  const deliveryType = deriveDeliveryType(cart.items);
  const treatment = vatTreatment(fields, deliveryType);
  const { settings } = checkout;
  const { methods, chosen } = effectivePaymentMethod(cart, settings.paymentFees);
  const totals = computeTotals({ items: cart.items, products, smallOrder: settings.smallOrder, paymentFeeCents: chosen?.feeCents ?? 0, combinations, vatTreatment: treatment, quoteDiscountCents: quote?.discountTotalCents ?? 0 });

  const items: Record<string, CartItemAnswer> = {};
  const cartProducts: Record<string, CartProductAnswer> = {};
  for (const [key, item] of Object.entries(cart.items)) {
    items[key] = cartItemAnswer(item);
    const product = products.get(item.productId);
    if (product && !cartProducts[product.productId]) cartProducts[product.productId] = cartProductAnswer(product, settings.warrantyYears);
  }
  // A quote line the customer removed is still named (the cart page lists what differs from the quote).
  for (const item of Object.values(quote?.items ?? {})) {
    const product = products.get(item.productId);
    if (product && !cartProducts[product.productId]) cartProducts[product.productId] = cartProductAnswer(product, settings.warrantyYears);
  }
  const combinationAnswers: Record<string, CartCombinationAnswer> = {};
  for (const summary of combinationSummaries(cart.items, products, combinations, treatment)) {
    combinationAnswers[summary.combinationId] = {
      combinationId: summary.combinationId,
      products: [...summary.productIds],
      options: summary.options,
      totals: totalsInEuros(summary.totals),
    };
  }

  return {
    userId: "guest",
    cartId: cart.cartId,
    version: cart.version,
    items,
    products: cartProducts,
    combinations: combinationAnswers,
    quoteRef: quoteRefAnswer(quote),
    locked: cart.locked,
    acceptedTermsAndConditions: order !== null,
    company: fields.company ?? null,
    companyName: fields.companyName ?? null,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    emailAddress: fields.emailAddress ?? null,
    phoneNumber: fields.phoneNumber ?? null,
    vatNumber: fields.vatNumber ?? null,
    vatNumberStatus: fields.vatNumberStatus ?? null,
    newsletter: fields.newsletter ?? null,
    notes: fields.notes ?? null,
    reference: fields.reference ?? null,
    orderRef: order?.orderRef ?? null,
    ...(order && order.paymentUrl !== undefined ? { paymentUrl: order.paymentUrl } : {}),
    paymentMethod: chosen?.id ?? null,
    paymentMethods: methods.map((method) => ({ id: method.id, label: method.label, fee: centsToEuros(method.feeCents), online: method.online })),
    deliveryType,
    deliveryTypeCarrier: deliveryTypeCarrier(deliveryType),
    deliveryDay: fields.deliveryDay ?? null,
    deliveryWeek: fields.deliveryWeek ?? null,
    minDeliveryDay: checkout.minDeliveryDay,
    minDeliveryWeek: checkout.minDeliveryWeek,
    // A cart that became an order has nothing left to choose.
    disableCurrentDaySelection: cart.locked || checkout.disableCurrentDaySelection,
    disableFloorSelection: checkout.disableFloorSelection,
    floor: fields.floor ?? null,
    elevator: fields.elevator ?? null,
    takeRetour: fields.takeRetour ?? null,
    deliveryChoicesBeforePickUp: fields.deliveryChoicesBeforePickUp ?? null,
    itemsInStock: checkout.itemsInStock,
    itemsShopOnly: itemsShopOnly(cart.items, products),
    deliveryOptionOrder: deliveryOptionOrder(cart.items, products),
    // A cart that became an order has nothing left to choose: no days or weeks to send.
    deliveryOptions: cart.locked ? { ...checkout.deliveryOptions, days: [], weeks: [] } : checkout.deliveryOptions,
    shippingStreet: fields.shippingStreet ?? null,
    shippingHouseNumber: fields.shippingHouseNumber ?? null,
    shippingHouseNumberAddition: fields.shippingHouseNumberAddition ?? null,
    shippingPostalCode: fields.shippingPostalCode ?? null,
    shippingCity: fields.shippingCity ?? null,
    shippingCountry: fields.shippingCountry ?? null,
    shippingManualEntry: fields.shippingManualEntry ?? null,
    invoiceStreet: fields.invoiceStreet ?? null,
    invoiceHouseNumber: fields.invoiceHouseNumber ?? null,
    invoiceHouseNumberAddition: fields.invoiceHouseNumberAddition ?? null,
    invoicePostalCode: fields.invoicePostalCode ?? null,
    invoiceCity: fields.invoiceCity ?? null,
    invoiceCountry: fields.invoiceCountry ?? null,
    invoiceManualEntry: fields.invoiceManualEntry ?? null,
    invoiceAddress: fields.invoiceAddress ?? null,
    totals: totalsInEuros(totals),
    updatedAt: cart.updatedAt.toISOString(),
    expiresAt: cart.expiresAt.toISOString(),
  };
}

/** The totals as JSON carries them: the money in euros, the VAT treatment as it is. */
export function totalsInEuros(totals: CartTotals): CartTotalsAnswer {
  return {
    assemblyTotal: centsToEuros(totals.assemblyTotal),
    cashbackTotal: centsToEuros(totals.cashbackTotal),
    deliveryTotal: centsToEuros(totals.deliveryTotal),
    discountTotal: centsToEuros(totals.discountTotal),
    discountExtra: centsToEuros(totals.discountExtra),
    extraServiceTotal: centsToEuros(totals.extraServiceTotal),
    extraWarrantyTotal: centsToEuros(totals.extraWarrantyTotal),
    pickUpDiscountTotal: centsToEuros(totals.pickUpDiscountTotal),
    shippingTotal: centsToEuros(totals.shippingTotal),
    grandTotal: centsToEuros(totals.grandTotal),
    itemsTotal: centsToEuros(totals.itemsTotal),
    paymentFee: centsToEuros(totals.paymentFee),
    vatTotal: centsToEuros(totals.vatTotal),
    grandTotalExclVat: centsToEuros(totals.grandTotalExclVat),
    vatTreatment: totals.vatTreatment,
  };
}

/** §3's Product fields as in the product answer (no make-amends: that is staff-only), stock as a yes or no, not a count. */
function cartProductAnswer(product: CartProductDetails, shopWarrantyYears: number): CartProductAnswer {
  return {
    productId: product.productId,
    brand: product.brand,
    name: product.name,
    ean: product.ean,
    productType: product.productType,
    ...productPricesAnswer({ ...product, listPriceCents: product.priceCents }, { withMakeAmends: false }),
    combinations: product.combinationIds,
    url: product.url,
    image: product.image,
    energyClass: product.energyClass,
    categoryId: product.categoryId,
    categoryName: product.categoryName,
    inStock: product.stock > 0,
    warranty: warrantyTerms(product.ownWarranty, shopWarrantyYears),
  };
}
