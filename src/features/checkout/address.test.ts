import { describe, expect, it } from "vitest";

import { addressField, addressLookupInput, errorsToShow, needsManualAddress } from "./address";
import { checkField } from "./field-checks";

describe("the address look-up", () => {
  it("asks only with a valid Dutch postal code and house number, normalised", () => {
    expect(addressLookupInput(checkField, "NL", "2311gj", "73", "")).toEqual({ postalCode: "2311 GJ", houseNumber: "73", houseNumberAddition: null, country: "NL" });
    expect(addressLookupInput(checkField, "NL", "2311 GJ", "73", "a")).toMatchObject({ houseNumberAddition: "a" });
    expect(addressLookupInput(checkField, "NL", "2311", "73", "")).toBeNull();
    expect(addressLookupInput(checkField, "NL", "2311 GJ", "", "")).toBeNull();
    expect(addressLookupInput(checkField, "NL", "2311 GJ", "0", "")).toBeNull();
    expect(addressLookupInput(checkField, "BE", "1000", "12", "")).toBeNull();
  });

  it("asks nothing before the field checks are loaded (they come with the first touch of the form)", () => {
    expect(addressLookupInput(null, "NL", "2311 GJ", "73", "")).toBeNull();
  });

  it("street and city are typed in when chosen, in Belgium, or when the look-up could not help", () => {
    expect(needsManualAddress("NL", false, { status: "idle" })).toBe(false);
    expect(needsManualAddress("NL", false, { status: "found", street: "Rapenburg", city: "Leiden", postalCode: "2311 GJ", houseNumber: "73", houseNumberAddition: null, additions: [] })).toBe(false);
    expect(needsManualAddress("NL", true, { status: "idle" })).toBe(true);
    expect(needsManualAddress("BE", false, { status: "idle" })).toBe(true);
    expect(needsManualAddress("NL", false, { status: "notFound" })).toBe(true);
    expect(needsManualAddress("NL", false, { status: "unavailable" })).toBe(true);
    expect(needsManualAddress("NL", false, { status: "manual" })).toBe(true);
    expect(addressField("invoice", "PostalCode")).toBe("invoicePostalCode");
  });
});

describe("errors on submitting the address", () => {
  const empty = { shippingPostalCode: "Vul je postcode in", shippingHouseNumber: "Vul je huisnummer in", shippingStreet: "Vul je straat in", shippingCity: "Vul je plaats in" };

  it("while the lookup fills in street and city, an empty form asks for the postal code and house number only", () => {
    expect(errorsToShow(empty, { shipping: false, invoice: false })).toEqual({ shippingPostalCode: "Vul je postcode in", shippingHouseNumber: "Vul je huisnummer in" });
  });

  it("an address typed by hand (Belgium, or the lookup failed) asks for every missing field", () => {
    expect(errorsToShow(empty, { shipping: true, invoice: false })).toEqual(empty);
  });

  it("with the postal code and house number right, a missing street still counts (the lookup has not answered)", () => {
    expect(errorsToShow({ shippingStreet: "Vul je straat in" }, { shipping: false, invoice: false })).toEqual({ shippingStreet: "Vul je straat in" });
  });
});
