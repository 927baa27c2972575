import { describe, expect, it } from "vitest";

import type { CartItem } from "../cart/types";
import { type OrderCandidate, orderProblems, postalCodeFitsCountry, REQUIREMENT_COPY } from "./order-requirements";
import { VAT_NUMBER_COPY } from "./vat-number-message";

const item: CartItem = {
  productId: 100001,
  combinationId: null,
  qty: 1,
  addToCartDate: "2026-11-21T10:00:00.000Z",
  itemDiscounts: {},
  options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false },
};

function candidate(overrides: Partial<OrderCandidate> = {}, fields: OrderCandidate["fields"] = {}): OrderCandidate {
  return {
    items: { "100001": item },
    expiredItemKeys: [],
    deliveryType: "default",
    fields: {
      firstName: "Sanne",
      lastName: "de Vries",
      emailAddress: "sanne@example.nl",
      phoneNumber: "0612345678",
      shippingStreet: "Rapenburg",
      shippingHouseNumber: "73",
      shippingPostalCode: "2311 GJ",
      shippingCity: "Leiden",
      shippingCountry: "NL",
      paymentMethod: "ideal",
      deliveryDay: "2026-11-23",
      ...fields,
    },
    acceptedTermsAndConditions: true,
    vatNumberStatus: null,
    deliverable: true,
    unavailableItemKeys: [],
    isSelectableDay: (date) => date === "2026-11-23",
    isSelectableWeek: (week) => week === "2026-W49",
    availablePaymentMethods: ["banktransfer", "creditcard", "ideal", "pinOnDelivery"],
    ...overrides,
  };
}

const fieldsOf = (c: OrderCandidate) => orderProblems(c).map((problem) => problem.field);

describe("order requirements", () => {
  it("a complete cart has no problems", () => {
    expect(orderProblems(candidate())).toEqual([]);
  });

  it("each missing contact field is named", () => {
    const problems = orderProblems(candidate({}, { firstName: null, lastName: "", emailAddress: undefined, phoneNumber: "  " }));
    expect(problems.map((p) => p.field)).toEqual(["firstName", "lastName", "emailAddress", "phoneNumber"]);
    expect(problems[0]?.errorMessage).toBe(REQUIREMENT_COPY.required.firstName);
  });

  it("an empty cart cannot be ordered", () => {
    expect(fieldsOf(candidate({ items: {} }))).toContain("items");
  });

  it("an expired product is named by its item key", () => {
    expect(fieldsOf(candidate({ expiredItemKeys: ["100001"] }))).toContain("items.100001.productId");
  });

  it("a company needs its name and VAT number; VIES 'invalid' refuses, 'unknown' does not", () => {
    expect(fieldsOf(candidate({}, { company: true }))).toEqual(["companyName", "vatNumber"]);
    expect(fieldsOf(candidate({ vatNumberStatus: "invalid" }, { company: true, companyName: "Keukens BV", vatNumber: "NL000000000B00" }))).toEqual(["vatNumber"]);
    expect(fieldsOf(candidate({ vatNumberStatus: "unknown" }, { company: true, companyName: "Keukens BV", vatNumber: "NL123456789B01" }))).toEqual([]);
  });

  it("a malformed VAT number is refused for its form, not as rejected by VIES", () => {
    const problems = orderProblems(candidate({ vatNumberStatus: "invalid" }, { company: true, companyName: "Keukens BV", vatNumber: "NL12345" }));
    expect(problems).toEqual([{ field: "vatNumber", errorMessage: VAT_NUMBER_COPY.formatNL }]);
    const rejected = orderProblems(candidate({ vatNumberStatus: "invalid" }, { company: true, companyName: "Keukens BV", vatNumber: "NL123456789B01" }));
    expect(rejected).toEqual([{ field: "vatNumber", errorMessage: VAT_NUMBER_COPY.rejected }]);
  });

  it("the shipping address is complete and its postal code fits the country", () => {
    expect(fieldsOf(candidate({}, { shippingStreet: null, shippingCity: null }))).toEqual(["shippingStreet", "shippingCity"]);
    expect(fieldsOf(candidate({}, { shippingCountry: "BE" }))).toEqual(["shippingPostalCode"]);
    expect(fieldsOf(candidate({}, { shippingCountry: "NL", shippingPostalCode: "1000" }))).toEqual(["shippingPostalCode"]);
  });

  it("a separate invoice address must be complete too", () => {
    expect(fieldsOf(candidate({}, { invoiceAddress: true }))).toEqual(["invoiceStreet", "invoiceHouseNumber", "invoicePostalCode", "invoiceCity", "invoiceCountry"]);
  });

  it("home delivery needs a selectable day or week; pick-up needs neither", () => {
    expect(fieldsOf(candidate({}, { deliveryDay: null }))).toEqual(["deliveryDay"]);
    expect(fieldsOf(candidate({}, { deliveryDay: "2026-11-22" }))).toEqual(["deliveryDay"]);
    expect(fieldsOf(candidate({}, { deliveryDay: null, deliveryWeek: "2026-W49" }))).toEqual([]);
    expect(fieldsOf(candidate({}, { deliveryDay: null, deliveryWeek: "2027-W30" }))).toEqual(["deliveryWeek"]);
    expect(fieldsOf(candidate({ deliveryType: "pickUp", availablePaymentMethods: ["pinOnPickup"] }, { deliveryDay: null, paymentMethod: "pinOnPickup" }))).toEqual([]);
  });

  it("items that cannot be delivered stop the order", () => {
    expect(fieldsOf(candidate({ deliverable: false }))).toEqual(["items"]);
  });

  it("an item without enough stock and without an expected stock date is named by its quantity", () => {
    const problems = orderProblems(candidate({ deliverable: false, unavailableItemKeys: ["100001"] }));
    expect(problems).toEqual([{ field: "items.100001.qty", errorMessage: REQUIREMENT_COPY.unavailable }]);
  });

  it("the payment method is chosen and possible for this cart", () => {
    expect(fieldsOf(candidate({}, { paymentMethod: null }))).toEqual(["paymentMethod"]);
    expect(orderProblems(candidate({}, { paymentMethod: "bancontact" }))).toEqual([{ field: "paymentMethod", errorMessage: REQUIREMENT_COPY.paymentMethodUnavailable }]);
  });

  it("the terms and conditions must be accepted", () => {
    expect(fieldsOf(candidate({ acceptedTermsAndConditions: false }))).toEqual(["acceptedTermsAndConditions"]);
  });

  it("postal codes: four digits and two letters in the Netherlands, four digits in Belgium", () => {
    expect(postalCodeFitsCountry("2382 AS", "NL")).toBe(true);
    expect(postalCodeFitsCountry("2382", "NL")).toBe(false);
    expect(postalCodeFitsCountry("1000", "BE")).toBe(true);
    expect(postalCodeFitsCountry("0999", "BE")).toBe(false);
  });
});
