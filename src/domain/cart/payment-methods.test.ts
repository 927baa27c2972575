import { describe, expect, it } from "vitest";

import { availablePaymentMethods, effectivePaymentMethod, isPaymentMethodAvailable, PAYMENT_METHODS } from "./payment-methods";
import type { CartItems, DeliveryType } from "./types";

const DELIVERY_TYPES: DeliveryType[] = ["default", "extraService", "assembly", "pickUp"];

describe("payment method availability (specification §5)", () => {
  it("Bancontact only for Belgium", () => {
    for (const type of DELIVERY_TYPES) {
      expect(isPaymentMethodAvailable("bancontact", "BE", type)).toBe(true);
      expect(isPaymentMethodAvailable("bancontact", "NL", type)).toBe(false);
    }
  });

  it("iDEAL only for the Netherlands", () => {
    for (const type of DELIVERY_TYPES) {
      expect(isPaymentMethodAvailable("ideal", "NL", type)).toBe(true);
      expect(isPaymentMethodAvailable("ideal", "BE", type)).toBe(false);
    }
  });

  it("pin at delivery not for assembly or pick-up", () => {
    expect(isPaymentMethodAvailable("pinOnDelivery", "NL", "default")).toBe(true);
    expect(isPaymentMethodAvailable("pinOnDelivery", "NL", "extraService")).toBe(true);
    expect(isPaymentMethodAvailable("pinOnDelivery", "NL", "assembly")).toBe(false);
    expect(isPaymentMethodAvailable("pinOnDelivery", "BE", "pickUp")).toBe(false);
  });

  it("pin at pick-up only for pick-up", () => {
    for (const type of DELIVERY_TYPES) expect(isPaymentMethodAvailable("pinOnPickup", "NL", type)).toBe(type === "pickUp");
  });

  it("bank transfer and credit card are always possible", () => {
    for (const country of ["NL", "BE"] as const) {
      for (const type of DELIVERY_TYPES) {
        expect(isPaymentMethodAvailable("banktransfer", country, type)).toBe(true);
        expect(isPaymentMethodAvailable("creditcard", country, type)).toBe(true);
      }
    }
  });

  it("lists the whole matrix with fees: pin at delivery costs 4,95", () => {
    expect(availablePaymentMethods("NL", "default").map((method) => method.id)).toEqual(["banktransfer", "creditcard", "ideal", "pinOnDelivery"]);
    expect(availablePaymentMethods("BE", "pickUp").map((method) => method.id)).toEqual(["banktransfer", "bancontact", "creditcard", "pinOnPickup"]);
    expect(availablePaymentMethods("NL", "default").find((method) => method.id === "pinOnDelivery")?.feeCents).toBe(495);
    expect(PAYMENT_METHODS).toHaveLength(6);
  });
});

describe("the cart's effective payment method", () => {
  const item = (pickUpDiscount: boolean): CartItems => ({
    "101068": { productId: 101068, combinationId: null, qty: 1, addToCartDate: "2026-11-21T10:00:00Z", itemDiscounts: {}, options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount } },
  });

  it("without a shipping country the shop's own country decides the methods", () => {
    const { methods } = effectivePaymentMethod({ fields: {}, items: item(false) });
    expect(methods.map((method) => method.id)).toEqual(availablePaymentMethods("NL", "default").map((method) => method.id));
  });

  it("the chosen method counts while the cart allows it", () => {
    expect(effectivePaymentMethod({ fields: { shippingCountry: "NL", paymentMethod: "pinOnPickup" }, items: item(true) }).chosen?.id).toBe("pinOnPickup");
  });

  it("a chosen method the items rule out (pin at pick-up once nothing is picked up) counts as none", () => {
    expect(effectivePaymentMethod({ fields: { shippingCountry: "NL", paymentMethod: "pinOnPickup" }, items: item(false) }).chosen).toBeNull();
  });
});
