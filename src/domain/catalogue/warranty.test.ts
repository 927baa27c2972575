import { describe, expect, it } from "vitest";

import { DEFAULT_WARRANTY_YEARS, describeExtraWarranty, warrantyYearsOf } from "./warranty";

describe("warranty", () => {
  it("the default warranty is 5 years (specification §9)", () => {
    expect(DEFAULT_WARRANTY_YEARS).toBe(5);
    expect(warrantyYearsOf({})).toBe(5);
  });

  it("a product may state a longer term of its own", () => {
    expect(warrantyYearsOf({ garantie: 10 })).toBe(10);
    expect(warrantyYearsOf({ garantie: "tien" })).toBe(5);
  });

  it("the extra warranty says how many years it adds and what the total becomes", () => {
    expect(describeExtraWarranty()).toBe("5 jaar extra, totaal 10 jaar");
    expect(describeExtraWarranty(10, 3)).toBe("3 jaar extra, totaal 13 jaar");
  });
});
