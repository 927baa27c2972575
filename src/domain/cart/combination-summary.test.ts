import { describe, expect, it } from "vitest";

import { combinationSummaries } from "./combination-summary";
import { catalogue, cartProduct, KETTLE, WASHER } from "./test-products";
import { type CartItems, NO_OPTIONS } from "./types";

const item = (productId: number, options = NO_OPTIONS) => ({ productId, combinationId: null, qty: 1, addToCartDate: "2026-11-21T10:00:00.000Z", itemDiscounts: {}, options });

describe("a combination in the cart", () => {
  it("its options are on when on for every one of its items, and its totals are its items' with its discount, without the small-order fee", () => {
    const DRYER = cartProduct({ productId: 100002, priceCents: 79900 });
    const items: CartItems = {
      "100001_7": { ...item(WASHER.productId, { ...NO_OPTIONS, extraWarranty: true }), combinationId: 7 },
      "100002_7": { ...item(DRYER.productId), combinationId: 7 },
      "100003": item(KETTLE.productId),
    };
    const [summary] = combinationSummaries(items, catalogue(WASHER, DRYER, KETTLE), new Map([[7, { discountCents: 10000, productIds: [100001, 100002] }]]), "standard");
    expect(summary?.combinationId).toBe(7);
    expect(summary?.productIds).toEqual([100001, 100002]);
    expect(summary?.options).toEqual({ assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false });
    expect(summary?.totals.itemsTotal).toBe(69900 + 79900);
    expect(summary?.totals.discountTotal).toBe(10000);
    expect(summary?.totals.extraWarrantyTotal).toBe(7900);
    expect(summary?.totals.shippingTotal).toBe(0);
    expect(summary?.totals.grandTotal).toBe(69900 + 79900 - 10000 + 7900);
  });
});
