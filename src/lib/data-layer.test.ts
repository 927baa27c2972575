import { describe, expect, it } from "vitest";

import { cartEvent } from "./data-layer";

describe("cartEvent", () => {
  it("has currency EUR, the value after discounts, the items and the customer", () => {
    const item = { item_id: "12", item_name: "WM14", item_brand: "Siemens", item_category: "Wasmachines", item_ean: "4242003", price: 599, quantity: 2, discount: 50 };
    expect(cartEvent("add_to_cart", [item], { type: "guest", fingerprint: "abc" })).toEqual({
      event: "add_to_cart",
      ecommerce: { currency: "EUR", value: 1098, items: [item] },
      customer: { type: "guest", fingerprint: "abc" },
    });
  });
});
