import { describe, expect, it } from "vitest";

import { addedEvent, dataLayerItem, eventCustomer, eventItem, quantityChangedEvent, removedEvent } from "./cart-analytics";
import type { AppState, Cart, CartItemView } from "./types";

const item = (qty: number, overrides: { makeAmendsCents?: number | null; product?: Partial<NonNullable<CartItemView["product"]>> | null } = {}): CartItemView =>
  ({
    productId: 100500,
    combinationId: null,
    qty,
    addToCartDate: "2026-11-21T10:00:00Z",
    itemDiscounts: { makeAmendsCents: overrides.makeAmendsCents ?? null },
    options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false },
    product:
      overrides.product === null
        ? null
        : {
            productId: 100500,
            name: "Serie 4 WAU28P47NL",
            brand: { slug: "bosch", name: "Bosch" },
            ean: "4242005123456",
            categoryName: "Wasmachines",
            priceCents: 53999,
            cashDeskDiscountCents: 2000,
            ...overrides.product,
          },
  }) as CartItemView;

describe("a cart item becomes GA4's item for the tag manager", () => {
  it("carries the list price and the discount per unit in euros: the cash-desk discount and the item's make-amends discount", () => {
    expect(dataLayerItem(item(1, { makeAmendsCents: 500 }), 2)).toEqual({
      item_id: "100500",
      item_name: "Serie 4 WAU28P47NL",
      item_brand: "Bosch",
      item_category: "Wasmachines",
      item_ean: "4242005123456",
      price: 539.99,
      quantity: 2,
      discount: 25,
    });
  });

  it("has no discount when there is none", () => {
    expect(dataLayerItem(item(1, { product: { cashDeskDiscountCents: null } }), 1)?.discount).toBe(0);
  });

  it("reports nothing for an item whose product the cart did not answer, or for no units", () => {
    expect(dataLayerItem(item(1, { product: null }), 1)).toBeNull();
    expect(eventItem({ event: "add_to_cart", item: item(1), quantity: 0 })).toBeNull();
    expect(eventItem({ event: "add_to_cart", item: undefined, quantity: 1 })).toBeNull();
  });
});

describe("a cart change tells the tag manager how many units went in or out", () => {
  it("an add reports the units asked for, on the item of the server's answer (a combination by its own key)", () => {
    const added = item(3);
    const cart = { items: { "100500_7": added } } as unknown as Cart;
    expect(addedEvent(cart, 100500, 7, 2)).toEqual({ event: "add_to_cart", item: added, quantity: 2 });
    expect(addedEvent(cart, 100500, null, 2).item).toBeUndefined();
    expect(addedEvent(null, 100500, null, 2).item).toBeUndefined();
  });

  it("more units are an add of the difference, on the item as it is now", () => {
    const before = item(1);
    const after = item(4);
    expect(quantityChangedEvent(before, after)).toEqual({ event: "add_to_cart", item: after, quantity: 3 });
  });

  it("fewer units are a removal of the difference, on the item as it was; a quantity of 0 removes them all", () => {
    const before = item(3);
    expect(quantityChangedEvent(before, item(1))).toEqual({ event: "remove_from_cart", item: before, quantity: 2 });
    expect(quantityChangedEvent(before, undefined)).toEqual({ event: "remove_from_cart", item: before, quantity: 3 });
  });

  it("reports nothing when the quantity stayed or the item was not in the cart before", () => {
    expect(quantityChangedEvent(item(2), item(2))).toBeNull();
    expect(quantityChangedEvent(undefined, item(2))).toBeNull();
  });

  it("a removal reports every unit the item had", () => {
    const before = item(2);
    expect(removedEvent(before)).toEqual({ event: "remove_from_cart", item: before, quantity: 2 });
    expect(removedEvent(undefined)).toBeNull();
  });
});

describe("the events say who the visitor is", () => {
  it("takes the role and fingerprint of the app state", () => {
    const appState = { role: "admin", userFingerprint: "f".repeat(28) } as unknown as AppState;
    expect(eventCustomer(appState, () => "unused")).toEqual({ type: "admin", fingerprint: "f".repeat(28) });
  });

  it("is a guest with this tab's fingerprint until the app state has come", () => {
    expect(eventCustomer(null, () => "t".repeat(28))).toEqual({ type: "guest", fingerprint: "t".repeat(28) });
  });
});
