import { describe, expect, it } from "vitest";

import { formatIban, isValidIban } from "./iban";

describe("IBAN check digits (ISO 13616)", () => {
  it("accepts an IBAN whose check digits fit, with or without spaces", () => {
    expect(isValidIban("NL91ABNA0417164300")).toBe(true);
    expect(isValidIban("NL91 ABNA 0417 1643 00")).toBe(true);
    expect(isValidIban("BE68539007547034")).toBe(true);
  });

  it("refuses a mistyped digit and what is no IBAN at all", () => {
    expect(isValidIban("NL91ABNA0417164301")).toBe(false);
    expect(isValidIban("NL91")).toBe(false);
    expect(isValidIban("rekeningnummer")).toBe(false);
  });

  it("prints an IBAN in groups of four", () => {
    expect(formatIban("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
  });
});
