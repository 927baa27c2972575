import { describe, expect, it } from "vitest";

import { ean13CheckDigit, isValidEan13 } from "./ean";

describe("ean13CheckDigit", () => {
  it("computes the check digit of real EANs", () => {
    // 4006381333931 is the GS1 example; 8712345678906 and 5901234123457 are common test codes.
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("590123412345")).toBe(7);
    expect(ean13CheckDigit("871234567890")).toBe(6);
  });

  it("gives 0 when the weighted sum is already a multiple of ten", () => {
    expect(ean13CheckDigit("000000000000")).toBe(0);
    expect(ean13CheckDigit("123456789050")).toBe(0);
  });

  it("refuses anything but exactly twelve digits", () => {
    expect(() => ean13CheckDigit("12345678901")).toThrow(RangeError);
    expect(() => ean13CheckDigit("1234567890123")).toThrow(RangeError);
    expect(() => ean13CheckDigit("12345678901a")).toThrow(RangeError);
  });
});

describe("isValidEan13", () => {
  it("accepts an EAN with the right check digit", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("5901234123457")).toBe(true);
  });

  it("rejects an EAN with a wrong check digit", () => {
    expect(isValidEan13("4006381333932")).toBe(false);
  });

  it("rejects a swap of two neighbouring digits", () => {
    expect(isValidEan13("4006383133931")).toBe(false);
  });

  it("rejects wrong lengths and non-digits", () => {
    expect(isValidEan13("")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339310")).toBe(false);
    expect(isValidEan13("400638133393X")).toBe(false);
    expect(isValidEan13(" 4006381333931")).toBe(false);
  });
});
