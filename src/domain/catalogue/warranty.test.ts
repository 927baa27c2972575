import { describe, expect, it } from "vitest";

import { DEFAULT_WARRANTY_YEARS, describeExtraWarranty, EXTRA_WARRANTY_YEARS, warrantyTerms } from "./warranty";

describe("warranty", () => {
  it("the default warranty is 5 years (specification §9)", () => {
    expect(DEFAULT_WARRANTY_YEARS).toBe(5);
  });

  it("the extra warranty says how many years it adds and what the total becomes", () => {
    expect(describeExtraWarranty()).toBe("5 jaar extra, totaal 10 jaar");
    expect(describeExtraWarranty(10, 3)).toBe("3 jaar extra, totaal 13 jaar");
  });

  it("a product without its own term gets the shop's default warranty; one with its own keeps it", () => {
    expect(warrantyTerms({ years: null, extraYears: null }, 3)).toEqual({ years: 3, extraYears: EXTRA_WARRANTY_YEARS });
    expect(warrantyTerms({ years: 10, extraYears: 2 }, 3)).toEqual({ years: 10, extraYears: 2 });
    // Not a whole number of years: not a term the shop can promise, so the default stands.
    expect(warrantyTerms({ years: 2.5, extraYears: 0 }, 4)).toEqual({ years: 4, extraYears: EXTRA_WARRANTY_YEARS });
  });
});
