import { deriveDeliveryType } from "./delivery-type";
import type { CartItems, DeliveryType } from "./types";

/** Payment method ids (decisions §4). */
export const PAYMENT_METHODS = ["banktransfer", "bancontact", "creditcard", "ideal", "pinOnDelivery", "pinOnPickup"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type Country = "NL" | "BE";

export interface PaymentMethodInfo {
  id: PaymentMethod;
  label: string;
  feeCents: number;
  online: boolean;
}

export interface PaymentFees {
  creditcardCents: number;
  pinOnDeliveryCents: number;
}

/**
 * Days a bank transfer stays open (decisions §10): the order ships once it is
 * paid, a reminder goes out after PAYMENT_REMINDER_DAYS (domain/orders/order-state.ts),
 * and after these days the order is cancelled and its stock released.
 */
export const BANK_TRANSFER_DAYS = 7;

/**
 * Specification §9: credit card 0 (one provider variant 9.95), pin at delivery
 * 4.95 (an override). The defaults of `CREDITCARD_FEE` and `PIN_ON_DELIVERY_FEE`
 * (config/shop-settings.ts).
 */
export const DEFAULT_PAYMENT_FEES: PaymentFees = { creditcardCents: 0, pinOnDeliveryCents: 495 };

export function paymentMethodInfo(id: PaymentMethod, fees: PaymentFees = DEFAULT_PAYMENT_FEES): PaymentMethodInfo {
  switch (id) {
    case "banktransfer":
      return { id, label: "Bankoverschrijving (vooraf)", feeCents: 0, online: true };
    case "bancontact":
      return { id, label: "Bancontact", feeCents: 0, online: true };
    case "creditcard":
      return { id, label: "Creditcard", feeCents: fees.creditcardCents, online: true };
    case "ideal":
      return { id, label: "iDEAL", feeCents: 0, online: true };
    case "pinOnDelivery":
      return { id, label: "Pinnen bij bezorging", feeCents: fees.pinOnDeliveryCents, online: false };
    case "pinOnPickup":
      return { id, label: "Pinnen bij afhalen", feeCents: 0, online: false };
  }
}

/**
 * Specification §5: Bancontact only for Belgium; iDEAL only for the Netherlands;
 * pin at delivery not with assembly or pick-up; pin at pick-up only with pick-up.
 */
export function isPaymentMethodAvailable(id: PaymentMethod, country: Country, deliveryType: DeliveryType): boolean {
  switch (id) {
    case "bancontact":
      return country === "BE";
    case "ideal":
      return country === "NL";
    case "pinOnDelivery":
      return deliveryType !== "assembly" && deliveryType !== "pickUp";
    case "pinOnPickup":
      return deliveryType === "pickUp";
    case "banktransfer":
    case "creditcard":
      return true;
  }
}

export function availablePaymentMethods(country: Country, deliveryType: DeliveryType, fees: PaymentFees = DEFAULT_PAYMENT_FEES): PaymentMethodInfo[] {
  return PAYMENT_METHODS.filter((id) => isPaymentMethodAvailable(id, country, deliveryType)).map((id) => paymentMethodInfo(id, fees));
}

/** Until the customer gives an address, the shop's own country decides the methods. */
const DEFAULT_COUNTRY: Country = "NL";

/** The chosen method, if the cart still allows it (an item change may rule it out, e.g. pin at pick-up). */
export function effectivePaymentMethod(cart: { fields: { shippingCountry?: Country | null; paymentMethod?: PaymentMethod | null }; items: CartItems }, fees: PaymentFees = DEFAULT_PAYMENT_FEES) {
  const methods = availablePaymentMethods(cart.fields.shippingCountry ?? DEFAULT_COUNTRY, deriveDeliveryType(cart.items), fees);
  return { methods, chosen: methods.find((method) => method.id === cart.fields.paymentMethod) ?? null };
}
