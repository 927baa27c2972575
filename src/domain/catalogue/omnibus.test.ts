import { describe, expect, it } from "vitest";

import { lowestPriceInWindow, omnibusWasPriceCents, type PricePoint } from "./omnibus";

const NOW = new Date("2026-11-21T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const point = (priceCents: number, days: number): PricePoint => ({ priceCents, validFrom: daysAgo(days) });

describe("lowestPriceInWindow", () => {
  it("counts the price in effect when the 30-day window opened, however old", () => {
    expect(lowestPriceInWindow([point(49_900, 90), point(59_900, 10)], NOW)).toBe(49_900);
  });

  it("ignores prices that were replaced before the window opened", () => {
    expect(lowestPriceInWindow([point(39_900, 90), point(59_900, 40), point(64_900, 10)], NOW)).toBe(59_900);
  });

  it("ignores prices set for the future", () => {
    expect(lowestPriceInWindow([point(59_900, 40), point(29_900, -2)], NOW)).toBe(59_900);
  });

  it("is null without any price history", () => {
    expect(lowestPriceInWindow([], NOW)).toBeNull();
  });
});

describe("omnibusWasPriceCents", () => {
  const discounted = { listPriceCents: 59_900, sellingPriceCents: 54_900, now: NOW };

  it("strikes through the list price when it is the lowest price of the last 30 days", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [point(69_900, 60), point(59_900, 20)] })).toBe(59_900);
  });

  it("shows no was-price when the product was cheaper within the last 30 days", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [point(69_900, 60), point(54_900, 12), point(59_900, 3)] })).toBeNull();
  });

  it("shows no was-price without a discount", () => {
    expect(omnibusWasPriceCents({ ...discounted, sellingPriceCents: 59_900, history: [point(59_900, 60)] })).toBeNull();
  });

  it("shows no was-price without price history to back the claim", () => {
    expect(omnibusWasPriceCents({ ...discounted, history: [] })).toBeNull();
  });
});
