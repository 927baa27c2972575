import { describe, expect, it } from "vitest";

import { omnibusVerdict } from "./omnibus";
import { omnibusExplanation } from "./omnibus-explanation";

const NOW = new Date("2026-11-21T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("omnibusExplanation", () => {
  it("says what the customer pays and whether a price is struck through, and why not", () => {
    const shown = omnibusVerdict({ listPriceCents: 59_900, sellingPriceCents: 54_900, now: NOW, history: [{ priceCents: 59_900, sellingPriceCents: 59_900, validFrom: daysAgo(60) }, { priceCents: 59_900, sellingPriceCents: 54_900, validFrom: daysAgo(2) }] });
    expect(omnibusExplanation(shown, 54_900)).toMatch(/betaalt €\s549,00, met €\s599,00 doorgestreept/);
    const paidLess = omnibusVerdict({ listPriceCents: 59_900, sellingPriceCents: 54_900, now: NOW, history: [{ priceCents: 59_900, sellingPriceCents: 49_900, validFrom: daysAgo(20) }, { priceCents: 59_900, sellingPriceCents: 59_900, validFrom: daysAgo(10) }, { priceCents: 59_900, sellingPriceCents: 54_900, validFrom: daysAgo(2) }] });
    expect(omnibusExplanation(paidLess, 54_900)).toMatch(/zonder doorgestreepte prijs: .* betaalde de klant ook €\s499,00/);
    expect(omnibusExplanation(omnibusVerdict({ listPriceCents: 59_900, sellingPriceCents: 59_900, now: NOW, history: [] }), 59_900)).toMatch(/Zonder kassakorting/);
    expect(omnibusExplanation(omnibusVerdict({ listPriceCents: 59_900, sellingPriceCents: 54_900, now: NOW, history: [] }), 54_900)).toMatch(/geen prijs bekend/);
  });
});
