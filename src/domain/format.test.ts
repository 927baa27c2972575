import { describe, expect, it } from "vitest";

import { dateTimeFormat, formatNumber, numberFormat } from "./format";

describe("Dutch formatting with reused formatters", () => {
  it("writes numbers the Dutch way: decimal comma, dot between thousands", () => {
    expect(formatNumber(4.5, 1, 1)).toBe("4,5");
    expect(formatNumber(12345)).toBe("12.345");
  });

  it("hands out the same formatter for the same options instead of building a new one", () => {
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(numberFormat({ maximumFractionDigits: 1 }));
    expect(dateTimeFormat({ timeZone: "Europe/Amsterdam", hour: "2-digit" })).toBe(dateTimeFormat({ timeZone: "Europe/Amsterdam", hour: "2-digit" }));
    expect(numberFormat({ maximumFractionDigits: 1 })).not.toBe(numberFormat({ maximumFractionDigits: 2 }));
  });
});
