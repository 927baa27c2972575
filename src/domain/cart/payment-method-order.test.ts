import { describe, expect, it } from "vitest";

import { inShoppersOrder } from "./payment-method-order";
import { availablePaymentMethods } from "./payment-methods";

const ids = (methods: { id: string }[]) => methods.map((method) => method.id);

describe("the order of the payment methods", () => {
  it("iDEAL comes first for a Dutch address", () => {
    expect(ids(inShoppersOrder(availablePaymentMethods("NL", "default"), "NL"))).toEqual(["ideal", "creditcard", "pinOnDelivery", "banktransfer"]);
  });

  it("Bancontact comes first for a Belgian address", () => {
    expect(ids(inShoppersOrder(availablePaymentMethods("BE", "assembly"), "BE"))).toEqual(["bancontact", "creditcard", "banktransfer"]);
  });

  it("without an address the shop's own country decides: iDEAL first", () => {
    expect(ids(inShoppersOrder(availablePaymentMethods("NL", "pickUp"), null))).toEqual(["ideal", "creditcard", "pinOnPickup", "banktransfer"]);
  });

  it("the order leaves the methods themselves alone", () => {
    const methods = availablePaymentMethods("NL", "default");
    const before = ids(methods);
    inShoppersOrder(methods, "NL");
    expect(ids(methods)).toEqual(before);
  });
});
