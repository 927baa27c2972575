import { describe, expect, it } from "vitest";

import { gtagEvent } from "./analytics-tag";

describe("the shop's data-layer events for gtag.js (GA4 without a container)", () => {
  it("an event keeps its name, with GA4's ecommerce fields at the top of its parameters", () => {
    const items = [{ item_id: "1", quantity: 1 }];
    expect(gtagEvent({ event: "add_to_cart", ecommerce: { currency: "EUR", value: 10, items }, customer: { type: "guest" } })).toEqual({
      name: "add_to_cart",
      parameters: { currency: "EUR", value: 10, items, customer: { type: "guest" } },
    });
  });

  it("what is no event of the shop's is not passed on: the cleared ecommerce object, Tag Manager's own entries", () => {
    expect(gtagEvent({ ecommerce: null })).toBeNull();
    expect(gtagEvent({ event: "gtm.js", "gtm.start": 1 })).toBeNull();
  });
});
