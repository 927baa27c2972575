import { describe, expect, it } from "vitest";

import { DEFAULT_WARRANTY_YEARS, describeExtraWarranty } from "./warranty";

describe("warranty", () => {
  it("the default warranty is 5 years (specification §9)", () => {
    expect(DEFAULT_WARRANTY_YEARS).toBe(5);
  });

  it("the extra warranty says how many years it adds and what the total becomes", () => {
    expect(describeExtraWarranty()).toBe("5 jaar extra, totaal 10 jaar");
    expect(describeExtraWarranty(10, 3)).toBe("3 jaar extra, totaal 13 jaar");
  });
});
