import { describe, expect, it } from "vitest";

import { percentile } from "./load";

describe("benchmark percentiles", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it("takes the nearest-rank percentile of sorted latencies", () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
  });

  it("gives the only value for a single sample and NaN for none", () => {
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
