import { describe, expect, it } from "vitest";

import { LOSS_LETTER, MARGIN_CODE_KEY, marginCode, marginPercent, readMarginCode } from "./margin-code";

describe("marginPercent: the gross margin on the selling price excluding VAT, whole percents rounded down", () => {
  it("a € 605 appliance (€ 500 ex VAT) bought for € 340 leaves 32 %", () => {
    expect(marginPercent(34_000, 60_500)).toBe(32);
  });

  it("rounds down, so the code never promises more room than there is", () => {
    // € 500 ex VAT, bought for € 340.05: 31.99 %.
    expect(marginPercent(34_005, 60_500)).toBe(31);
  });

  it("a sale below the purchase price is a negative margin, and the extremes stay two digits", () => {
    expect(marginPercent(52_500, 60_500)).toBe(-5);
    expect(marginPercent(0, 60_500)).toBe(99);
    expect(marginPercent(500_000, 60_500)).toBe(-99);
  });

  it("without a purchase price or a selling price there is no margin", () => {
    expect(marginPercent(null, 60_500)).toBeNull();
    expect(marginPercent(34_000, null)).toBeNull();
    expect(marginPercent(34_000, 0)).toBeNull();
  });
});

describe("marginCode: unreadable to a customer, readable to staff who know the key", () => {
  it("writes the two digits with the key word (KOPJESTAND = 1234567890) after a first letter", () => {
    const code = marginCode({ productId: 100_001, purchasePriceCents: 34_000, sellingPriceCents: 60_500 });
    expect(code).toMatch(/^[A-Z]PO$/);
    expect(readMarginCode(code!)).toBe(32);
  });

  it("never shows the margin's digits or a percent sign", () => {
    for (let productId = 1; productId <= 50; productId += 1) {
      const code = marginCode({ productId, purchasePriceCents: 10_000 + productId * 97, sellingPriceCents: 24_200 })!;
      expect(code).toMatch(/^[A-Z]{3}$/);
    }
  });

  it("the same margin on neighbouring products does not look the same: the first letter follows the product", () => {
    const codes = new Set([1, 2, 3, 4, 5].map((productId) => marginCode({ productId, purchasePriceCents: 34_000, sellingPriceCents: 60_500 })));
    expect(codes.size).toBe(5);
  });

  it(`a loss starts with ${LOSS_LETTER} and reads back negative`, () => {
    const code = marginCode({ productId: 7, purchasePriceCents: 52_500, sellingPriceCents: 60_500 })!;
    expect(code.startsWith(LOSS_LETTER)).toBe(true);
    expect(readMarginCode(code)).toBe(-5);
  });

  it("every margin from −99 to 99 reads back as itself", () => {
    for (let percent = -99; percent <= 99; percent += 1) {
      // A selling price of € 121 is € 100 ex VAT: the purchase price in cents is 100 − percent euros.
      const code = marginCode({ productId: percent + 200, purchasePriceCents: (100 - percent) * 100, sellingPriceCents: 12_100 })!;
      expect(readMarginCode(code)).toBe(percent);
    }
  });

  it("no purchase price, no code", () => {
    expect(marginCode({ productId: 1, purchasePriceCents: null, sellingPriceCents: 60_500 })).toBeNull();
  });

  it("another shop's key writes other letters; a bad key is refused", () => {
    const mine = marginCode({ productId: 1, purchasePriceCents: 34_000, sellingPriceCents: 60_500 });
    const theirs = marginCode({ productId: 1, purchasePriceCents: 34_000, sellingPriceCents: 60_500 }, "DEKSPJOTAN");
    expect(theirs).not.toBe(mine);
    expect(readMarginCode(theirs!, "DEKSPJOTAN")).toBe(32);
    expect(() => marginCode({ productId: 1, purchasePriceCents: 1, sellingPriceCents: 2 }, "KOPJESTANK")).toThrow();
    expect(MARGIN_CODE_KEY).toHaveLength(10);
  });

  it("a code the key did not write reads as nothing", () => {
    expect(readMarginCode("AAA")).toBeNull();
    expect(readMarginCode("BPO1")).toBeNull();
    expect(readMarginCode("BXY")).toBeNull();
  });
});
