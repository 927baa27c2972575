import { describe, expect, it } from "vitest";

import { LOW_STOCK_LIMIT, stockState, visibleShopOnly } from "./shop-only";

const facts = {
  productId: 1,
  marginCode: "BPO",
  shopPriceCents: 54_900,
  shops: [{ shopId: "zoeterwoude" as const, stock: 2, inShowroom: true }],
  options: [{ name: "Gasaansluiting", priceCents: 9_500 }],
};
const none = { marginCodeShow: false, pricesShopOnlyShow: false, shopIconsShow: false, shopOptionsShow: false };

describe("stockState: sold out, low or in stock", () => {
  it("0 is sold out, 1 to the limit is low, more is in stock", () => {
    expect(stockState(0)).toBe("soldOut");
    expect(stockState(1)).toBe("low");
    expect(stockState(LOW_STOCK_LIMIT)).toBe("low");
    expect(stockState(LOW_STOCK_LIMIT + 1)).toBe("inStock");
  });
});

describe("visibleShopOnly: each shop-only part only with its staff-mode flag", () => {
  it("a guest (no flag) sees nothing at all", () => {
    expect(visibleShopOnly(facts, none)).toBeNull();
  });

  it("each flag shows its own part and no other", () => {
    expect(visibleShopOnly(facts, { ...none, marginCodeShow: true })).toEqual({ marginCode: "BPO" });
    expect(visibleShopOnly(facts, { ...none, pricesShopOnlyShow: true })).toEqual({ shopPriceCents: 54_900 });
    expect(visibleShopOnly(facts, { ...none, shopIconsShow: true })).toEqual({ shops: facts.shops });
    expect(visibleShopOnly(facts, { ...none, shopOptionsShow: true })).toEqual({ options: facts.options });
  });

  it("staff with every flag see every part, an empty one included", () => {
    const all = { marginCodeShow: true, pricesShopOnlyShow: true, shopIconsShow: true, shopOptionsShow: true };
    expect(visibleShopOnly({ ...facts, marginCode: null, shopPriceCents: null }, all)).toEqual({ marginCode: null, shopPriceCents: null, shops: facts.shops, options: facts.options });
  });
});
