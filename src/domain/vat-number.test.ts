import { describe, expect, it } from "vitest";

import { isVatNumberFormatValid, normaliseVatNumber, parseVatNumber } from "./vat-number";

describe("VAT number format", () => {
  it("a Dutch number is NL, nine digits, B and two digits", () => {
    expect(isVatNumberFormatValid("NL123456789B01")).toBe(true);
    expect(isVatNumberFormatValid("NL12345678B01")).toBe(false);
    expect(isVatNumberFormatValid("NL123456789C01")).toBe(false);
    expect(isVatNumberFormatValid("NL123456789B1")).toBe(false);
    expect(isVatNumberFormatValid("NL123456789")).toBe(false);
  });

  it("a Belgian number is BE and ten digits starting with 0 or 1", () => {
    expect(isVatNumberFormatValid("BE0123456789")).toBe(true);
    expect(isVatNumberFormatValid("BE1123456789")).toBe(true);
    expect(isVatNumberFormatValid("BE2123456789")).toBe(false);
    expect(isVatNumberFormatValid("BE123456789")).toBe(false);
    expect(isVatNumberFormatValid("BE01234567890")).toBe(false);
  });

  it("another EU country takes 2 to 13 letters and digits after its code", () => {
    expect(isVatNumberFormatValid("DE123456789")).toBe(true);
    expect(isVatNumberFormatValid("FRXX123456789")).toBe(true);
    expect(isVatNumberFormatValid("ATU12345678")).toBe(true);
    expect(isVatNumberFormatValid("DE1")).toBe(false);
    expect(isVatNumberFormatValid("DE12345678901234")).toBe(false);
    expect(isVatNumberFormatValid("DE12345_789")).toBe(false);
  });

  it("a prefix that is not an EU member state (or XI) is not a VAT number VIES knows", () => {
    expect(isVatNumberFormatValid("US123456789")).toBe(false);
    expect(isVatNumberFormatValid("GR123456789")).toBe(false);
    expect(isVatNumberFormatValid("EL123456789")).toBe(true);
    expect(isVatNumberFormatValid("XI123456789")).toBe(true);
    expect(isVatNumberFormatValid("")).toBe(false);
  });

  it("spaces, dots, dashes and small letters as people type them are accepted", () => {
    expect(normaliseVatNumber(" nl 1234.56.789-b01 ")).toBe("NL123456789B01");
    expect(parseVatNumber("be 0123.456.789")).toEqual({ countryCode: "BE", number: "0123456789" });
    expect(parseVatNumber("NL 123456789 B01")).toEqual({ countryCode: "NL", number: "123456789B01" });
  });
});
