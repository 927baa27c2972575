import { describe, expect, it } from "vitest";

import { combinationDiscountCents } from "./combination-discount";
import type { CartItem } from "./types";

const item = (productId: number, combinationId: number | null, qty = 1): CartItem => ({
  productId,
  combinationId,
  qty,
  addToCartDate: "2026-11-21T10:00:00.000Z",
  itemDiscounts: {},
  options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false },
});

const WASHER_AND_DRYER = new Map([[7, { discountCents: 10_000, productIds: [1, 2] }]]);

describe("combination discount", () => {
  it("a complete combination earns its discount", () => {
    expect(combinationDiscountCents({ "1_7": item(1, 7), "2_7": item(2, 7) }, WASHER_AND_DRYER)).toBe(10_000);
  });

  it("an incomplete combination earns nothing", () => {
    expect(combinationDiscountCents({ "1_7": item(1, 7) }, WASHER_AND_DRYER)).toBe(0);
  });

  it("the same products bought on their own are no combination", () => {
    expect(combinationDiscountCents({ "1": item(1, null), "2": item(2, null) }, WASHER_AND_DRYER)).toBe(0);
  });

  it("the discount counts once per complete set: two washers with one dryer is one set, two of each two", () => {
    expect(combinationDiscountCents({ "1_7": item(1, 7, 2), "2_7": item(2, 7, 1) }, WASHER_AND_DRYER)).toBe(10_000);
    expect(combinationDiscountCents({ "1_7": item(1, 7, 2), "2_7": item(2, 7, 2) }, WASHER_AND_DRYER)).toBe(20_000);
  });
});
