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

  it("writes every number as Intl's Dutch format does, without building one (issue 24)", () => {
    const values = [0, -0, 1, 4, 4.04, 4.05, 4.45, 4.449, 4.95, 4.96, 9.95, 9.99, 1.005, 2.5, 0.5, 0.05, 0.049, 12.3456, 999.5, 999.96, 1234, 12345.678, 1234567.891, 9_007_199, -0.01, -4.45, -1234.5, 123_456_789.5];
    const options: [number, number][] = [[0, 0], [1, 0], [1, 1], [2, 0], [2, 2], [3, 1]];
    for (const value of values) {
      for (const [maximum, minimum] of options) {
        const intl = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: maximum, minimumFractionDigits: minimum }).format(value);
        expect(formatNumber(value, maximum, minimum), `${value} ${maximum} ${minimum}`).toBe(intl);
      }
    }
  });
});
