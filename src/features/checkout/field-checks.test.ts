import { describe, expect, it } from "vitest";

import { checkField, checkFields } from "./field-checks";

describe("checking a checkout field", () => {
  it("uses the shared schema and normalises as it does", () => {
    expect(checkField("shippingPostalCode", "2311gj", { required: true })).toEqual({ value: "2311 GJ", error: null });
    expect(checkField("vatNumber", "nl 1234.56789.B01")).toEqual({ value: "NL123456789B01", error: null });
    // The schema lets "NL12345" through; its form is wrong, which is said before VIES is ever asked.
    expect(checkField("vatNumber", "NL12345").error).toMatch(/^Een Nederlands btw-nummer begint met NL gevolgd door 9 cijfers/);
    expect(checkField("emailAddress", "jan@example.nl", { required: true }).error).toBeNull();
  });

  it("says in Dutch, with the label, what is wrong", () => {
    expect(checkField("firstName", " ", { required: true }).error).toBe("Vul je voornaam in");
    expect(checkField("shippingPostalCode", "", { required: true }).error).toBe("Vul je postcode in");
    expect(checkField("emailAddress", "jan@", { required: true }).error).toBe("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl");
    expect(checkField("firstName", "x".repeat(101)).error).toBe("Voornaam mag hoogstens 100 tekens lang zijn");
    expect(checkField("shippingHouseNumber", "12a").error).toMatch(/^Vul alleen het nummer in/);
    expect(checkField("notes", "", { required: false }).error).toBeNull();
  });

  it("wants the country's own postal code", () => {
    expect(checkField("shippingPostalCode", "2000", { country: "NL" }).error).toMatch(/Nederlandse postcode/);
    expect(checkField("shippingPostalCode", "2000", { country: "BE" }).error).toBeNull();
    expect(checkField("invoicePostalCode", "2311 GJ", { country: "BE" }).error).toMatch(/Belgische postcode/);
  });

  it("checks a set of fields at once", () => {
    const result = checkFields({ firstName: "Jan", lastName: "", shippingPostalCode: "2311gj" }, { firstName: { required: true }, lastName: { required: true }, shippingPostalCode: { required: true } });
    expect(result.errors).toEqual({ lastName: "Vul je achternaam in" });
    expect(result.values.shippingPostalCode).toBe("2311 GJ");
  });
});
