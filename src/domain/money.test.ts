import { describe, expect, it } from "vitest";

import { centsToEuros, eurosToCents, formatEuro, formatPrice } from "./money";

describe("money in integer cents", () => {
  it("carries euros in JSON with at most two decimals", () => {
    expect(centsToEuros(495)).toBe(4.95);
    expect(centsToEuros(129900)).toBe(1299);
  });

  it("reads euros back as whole cents without float drift", () => {
    expect(eurosToCents(4.95)).toBe(495);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });

  it("prints whole euros the Dutch shop way with a dash", () => {
    expect(formatPrice(54900)).toBe("549,-");
    expect(formatPrice(129900)).toBe("1.299,-");
  });

  it("prints cents with a decimal comma", () => {
    expect(formatPrice(54995)).toBe("549,95");
    expect(formatPrice(5)).toBe("0,05");
    expect(formatPrice(-2500)).toBe("-25,-");
  });

  it("writes the euro sign for running text", () => {
    expect(formatEuro(54995).replace(/\s/g, " ")).toBe("€ 549,95");
  });

  it("prints millions with a dot between every three digits", () => {
    expect(formatPrice(123456789)).toBe("1.234.567,89");
    expect(formatPrice(100000000)).toBe("1.000.000,-");
    expect(formatPrice(99900)).toBe("999,-");
  });

  it("writes euros exactly as Intl's Dutch currency format does, without loading it (issue 24)", () => {
    const intl = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
    for (const cents of [0, 1, 5, 99, 100, 54995, 99999, 100000, 129900, 123456789, -1, -500, -129950]) {
      expect(formatEuro(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});
