/**
 * The whole cart as the API answers it (decisions §6): the stored fields and
 * items, each item with its product's details, and everything derived computed
 * here and now from the server's prices: the delivery type (§4), the payment
 * methods of the shipping country (§5) and the totals, with the VAT the
 * customer's VAT number decides (decisions §1). Money leaves in euros.
 */
import type { CombinationTerms } from "@/domain/cart/combination-discount";
import { deriveDeliveryType } from "@/domain/cart/delivery-type";
import { effectivePaymentMethod } from "@/domain/cart/payment-methods";
import { type CartTotals, computeTotals } from "@/domain/cart/totals";
import { vatTreatment } from "@/domain/cart/vat";
import { centsToEuros } from "@/domain/money";
import { inEuros } from "@/server/api/euros";

import type { CheckoutContext } from "./checkout-context";

import type { CartProductDetails } from "./cart-products";
import type { CartRecord } from "./cart-record";

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
) {
  const { methods, chosen } = effectivePaymentMethod(cart);
  const totals = computeTotals({ items: cart.items, products, paymentFeeCents: chosen?.feeCents ?? 0, combinations, vatTreatment: vatTreatment(cart.fields, deriveDeliveryType(cart.items)) });
  const items = Object.fromEntries(
    Object.entries(cart.items).map(([key, item]) => {
      const product = products.get(item.productId);
      return [
        key,
        {
          ...item,
          itemDiscounts: { makeAmends: item.itemDiscounts.makeAmends === undefined ? undefined : centsToEuros(item.itemDiscounts.makeAmends) },
          // The unit price the shopper pays, and the list price it is computed from.
          product: product ? productAnswer(product) : null,
        },
      ];
    }),
  );
  return {
    cartId: cart.cartId,
    version: cart.version,
    userId: "guest",
    locked: cart.locked,
    ...cart.fields,
    deliveryDay: cart.fields.deliveryDay ?? null,
    deliveryWeek: cart.fields.deliveryWeek ?? null,
    vatNumberStatus: cart.fields.vatNumberStatus ?? null,
    paymentMethod: chosen?.id ?? null,
    acceptedTermsAndConditions: order !== null,
    orderRef: order?.orderRef ?? null,
    ...(order && order.paymentUrl !== undefined ? { paymentUrl: order.paymentUrl } : {}),
    itemsInStock: checkout.itemsInStock,
    minDeliveryDay: checkout.minDeliveryDay,
    minDeliveryWeek: checkout.minDeliveryWeek,
    disableFloorSelection: checkout.disableFloorSelection,
    // A cart that became an order has nothing left to choose: no days or weeks to send.
    deliveryOptions: cart.locked ? { ...checkout.deliveryOptions, days: [], weeks: [] } : checkout.deliveryOptions,
    items,
    deliveryType: deriveDeliveryType(cart.items),
    paymentMethods: inEuros(methods),
    totals: totalsInEuros(totals),
    updatedAt: cart.updatedAt.toISOString(),
    expiresAt: cart.expiresAt.toISOString(),
  };
}

/** The totals as JSON carries them: the money in euros, the VAT treatment as it is. */
export function totalsInEuros({ vatTreatment: treatment, ...money }: CartTotals) {
  return { ...(Object.fromEntries(Object.entries(money).map(([name, cents]) => [name, centsToEuros(cents)])) as Record<keyof typeof money, number>), vatTreatment: treatment };
}

/** The unit price the shopper pays and the list price it comes from; stock as a yes or no, not a count. */
function productAnswer({ stock, ...product }: CartProductDetails) {
  return {
    ...inEuros({ ...product, priceCents: product.priceCents - (product.cashDeskDiscountCents ?? 0), listPriceCents: product.priceCents }),
    inStock: stock > 0,
  };
}
