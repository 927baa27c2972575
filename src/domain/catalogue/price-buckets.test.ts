import { describe, expect, it } from "vitest";

import { PRICE_LADDER_EUROS, fineBucketIndex, mergePriceBuckets, priceRangeLabel } from "./price-buckets";

const counts = (byEuros: Record<number, number>) => PRICE_LADDER_EUROS.map((euros) => byEuros[euros] ?? 0);

describe("price buckets", () => {
  it("a price belongs to the range of its lower end, not of its upper end", () => {
    expect(fineBucketIndex(0)).toBe(0);
    expect(fineBucketIndex(2499)).toBe(0);
    expect(fineBucketIndex(2500)).toBe(1);
    expect(fineBucketIndex(900_000)).toBe(PRICE_LADDER_EUROS.length - 1);
  });

  it("merges into at most six ranges of about equal size, open at both ends, counts kept", () => {
    const buckets = mergePriceBuckets(counts({ 300: 40, 400: 60, 500: 100, 750: 80, 1000: 50, 1500: 20 }));
    expect(buckets.map((bucket) => [bucket.value, bucket.count])).toEqual([
      ["-500", 100],
      ["500-750", 100],
      ["750-1000", 80],
      ["1000-", 70],
    ]);
    expect(buckets[0]?.label).toBe("Tot € 500");
    const many = mergePriceBuckets(PRICE_LADDER_EUROS.map(() => 10));
    expect(many).toHaveLength(6);
    expect(many.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(180);
  });

  it("one occupied range gives one open range; no products give none", () => {
    expect(mergePriceBuckets(counts({ 50: 7 }))).toEqual([{ count: 7, value: "", label: "Alle prijzen" }]);
    expect(mergePriceBuckets(counts({}))).toEqual([]);
  });

  it("labels read as a Dutch shop writes them", () => {
    expect(priceRangeLabel({ min: 50_000, max: 75_000 })).toBe("€ 500 - € 750");
    expect(priceRangeLabel({ min: 150_000 })).toBe("Vanaf € 1.500");
    expect(priceRangeLabel({ max: 2_500 })).toBe("Tot € 25");
  });
});
