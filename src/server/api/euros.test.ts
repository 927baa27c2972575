import { describe, expect, it } from "vitest";

import { inEuros } from "./euros";

describe("money leaves the API in euros", () => {
  it("renames every …Cents field and converts it, however deep", () => {
    expect(
      inEuros({
        productId: 7,
        priceCents: 54995,
        priceBeforeDiscountCents: null,
        options: { assembly: { priceCents: 4900, secondaryPriceCents: 2500, free: false } },
        combinations: [{ discountCents: 5000, products: [{ priceCents: 100 }] }],
      }),
    ).toEqual({
      productId: 7,
      price: 549.95,
      priceBeforeDiscount: null,
      options: { assembly: { price: 49, secondaryPrice: 25, free: false } },
      combinations: [{ discount: 50, products: [{ price: 1 }] }],
    });
  });

  it("never carries more than two decimals", () => {
    const { price } = inEuros({ priceCents: 1999.6 });
    expect(price).toBe(20);
    expect(inEuros({ priceCents: 10 }).price).toBe(0.1);
  });

  it("leaves other fields, strings and dates alone", () => {
    const date = new Date("2026-11-21T00:00:00Z");
    expect(inEuros({ Cents: 1, label: "8 kg", at: date, list: ["a"] })).toEqual({ Cents: 1, label: "8 kg", at: date, list: ["a"] });
  });
});
