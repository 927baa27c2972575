import { describe, expect, it } from "vitest";

import { lowestPaidBefore, omnibusVerdict, omnibusWasPriceCents, type PricePoint, reductionStart } from "./omnibus";

const NOW = new Date("2026-11-21T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
/** A point of the history: list price, what was paid (the list price when left out), days before NOW. */
const point = (priceCents: number, days: number, sellingPriceCents = priceCents): PricePoint => ({ priceCents, sellingPriceCents, validFrom: daysAgo(days) });

describe("reductionStart", () => {
  it("is the first point of the unbroken run of reduced prices that reaches now", () => {
    expect(reductionStart([point(59_900, 60), point(59_900, 20, 54_900), point(59_900, 5, 52_900)], NOW)).toEqual(daysAgo(20));
  });

  it("starts again after a break: a discount that came, went and came back began when it came back", () => {
    expect(reductionStart([point(59_900, 60, 49_900), point(59_900, 30), point(59_900, 4, 54_900)], NOW)).toEqual(daysAgo(4));
  });

  it("is null when the prices in effect now are no reduction, and ignores prices set for the future", () => {
    expect(reductionStart([point(59_900, 60, 54_900), point(59_900, 10)], NOW)).toBeNull();
    expect(reductionStart([point(59_900, 60), point(59_900, -2, 54_900)], NOW)).toBeNull();
  });
});

describe("lowestPaidBefore", () => {
  it("counts the price paid when the 30-day window opened, however old, and every price paid in it", () => {
    expect(lowestPaidBefore([point(49_900, 90), point(59_900, 10)], NOW)).toBe(49_900);
  });

  it("ignores prices replaced before the window opened", () => {
    expect(lowestPaidBefore([point(39_900, 90), point(59_900, 40), point(64_900, 10)], NOW)).toBe(59_900);
  });

  it("looks at what was paid, not at the list price", () => {
    expect(lowestPaidBefore([point(59_900, 40), point(59_900, 12, 50_900), point(59_900, 3)], NOW)).toBe(50_900);
  });

  it("is null without any price in effect", () => {
    expect(lowestPaidBefore([], NOW)).toBeNull();
  });
});

describe("omnibusWasPriceCents (the Omnibus rule)", () => {
  const discounted = { listPriceCents: 59_900, sellingPriceCents: 54_900, now: NOW };

  it("strikes through the list price when the shopper paid no less in the 30 days before the reduction began", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [point(69_900, 60), point(59_900, 20), point(59_900, 3, 54_900)] })).toBe(59_900);
  });

  it("keeps the was-price through a long reduction: the 30 days are those before it began, not before today", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [point(59_900, 120), point(59_900, 45, 54_900)] })).toBe(59_900);
  });

  it("shows no was-price when the product was sold for less in the 30 days before the reduction began", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [point(69_900, 60), point(54_900, 12), point(59_900, 3, 54_900)] })).toBeNull();
  });

  it("shows no was-price for a discount that comes back within 30 days of the last one", () => {
    const history = [point(59_900, 60), point(59_900, 25, 49_900), point(59_900, 15), point(59_900, 2, 54_900)];
    expect(omnibusVerdict({ ...discounted, history })).toMatchObject({ wasPriceCents: null, reason: "paidLess", lowestPaidCents: 49_900, reductionStart: daysAgo(2) });
  });

  it("shows no was-price without a discount", () => {
    expect(omnibusVerdict({ ...discounted, sellingPriceCents: 59_900, history: [point(59_900, 60)] })).toMatchObject({ wasPriceCents: null, reason: "noReduction" });
  });

  it("shows no was-price without price history to back the claim", () => {
    expect(omnibusVerdict({ ...discounted, history: [] })).toMatchObject({ wasPriceCents: null, reason: "noHistory" });
    // A product that came in on a discount was never sold for its list price.
    expect(omnibusVerdict({ ...discounted, history: [point(59_900, 3, 54_900)] })).toMatchObject({ wasPriceCents: null, reason: "noHistory" });
  });

  it("allows a list price below the lowest price paid (the price went down, then the discount came)", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [point(64_900, 60), point(59_900, 1, 54_900)] })).toBe(59_900);
  });
});
