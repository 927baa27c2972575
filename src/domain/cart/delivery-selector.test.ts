import { describe, expect, it } from "vitest";

import { deliveryOptionOrder, deliveryTypeCarrier, disableCurrentDaySelection, initialCalendar, initialQuoteCalendar, offersDeliveryDays, offersDeliveryWeeks } from "./delivery-selector";
import { itemsShopOnly } from "./shop-only";
import { catalogue, cartProduct, KETTLE, WASHER } from "./test-products";
import { type CartItems, NO_OPTIONS } from "./types";

const item = (productId: number, options = NO_OPTIONS) => ({ productId, combinationId: null, qty: 1, addToCartDate: "2026-11-21T10:00:00.000Z", itemDiscounts: {}, options });

describe("the delivery selector (specification §9)", () => {
  it("day types are default and extraService: days are offered for delivery, extra service and assembly, not for pick-up", () => {
    expect(offersDeliveryDays("default")).toBe(true);
    expect(offersDeliveryDays("extraService")).toBe(true);
    expect(offersDeliveryDays("assembly")).toBe(true);
    expect(offersDeliveryDays("pickUp")).toBe(false);
  });

  it("no week types: weeks are offered for no delivery type", () => {
    for (const type of ["default", "extraService", "assembly", "pickUp"] as const) expect(offersDeliveryWeeks(type)).toBe(false);
  });

  it("the carrier of a delivery type: the regular carrier, the service crew for extra service and assembly, none for pick-up", () => {
    expect(deliveryTypeCarrier("default")).toBe("default");
    expect(deliveryTypeCarrier("extraService")).toBe("extraService");
    expect(deliveryTypeCarrier("assembly")).toBe("extraService");
    expect(deliveryTypeCarrier("pickUp")).toBeNull();
  });
});

describe("the delivery option order", () => {
  it("offers delivery first, then extra service and assembly when an item offers them, pick-up last when every item can be collected", () => {
    const items: CartItems = { [WASHER.productId]: item(WASHER.productId) };
    expect(deliveryOptionOrder(items, catalogue(WASHER))).toEqual(["default", "extraService", "assembly", "pickUp"]);
  });

  it("leaves out pick-up when one item cannot be collected, and options no item offers", () => {
    const items: CartItems = { [WASHER.productId]: item(WASHER.productId), [KETTLE.productId]: item(KETTLE.productId) };
    expect(deliveryOptionOrder(items, catalogue(WASHER, KETTLE))).toEqual(["default", "extraService", "assembly"]);
    expect(deliveryOptionOrder({ [KETTLE.productId]: item(KETTLE.productId) }, catalogue(KETTLE))).toEqual(["default"]);
  });

  it("an empty cart is offered plain delivery only", () => {
    expect(deliveryOptionOrder({}, catalogue())).toEqual(["default"]);
  });
});

describe("choosing today", () => {
  it("today cannot be chosen when the first delivery day is later (the next-day rule, the 22:00 cut-off, stock not in)", () => {
    expect(disableCurrentDaySelection("2026-11-23", "2026-11-24")).toBe(true);
  });

  it("today can be chosen when the first moment is today (collecting from stock)", () => {
    expect(disableCurrentDaySelection("2026-11-23", "2026-11-23")).toBe(false);
  });

  it("with no first moment at all, today cannot be chosen", () => {
    expect(disableCurrentDaySelection("2026-11-23", null)).toBe(true);
  });
});

describe("items only sold in the shop", () => {
  it("an item whose product expired (no longer sold online) is shop-only", () => {
    const gone = cartProduct({ productId: 100009, expired: true });
    expect(itemsShopOnly({ [gone.productId]: item(gone.productId), [WASHER.productId]: item(WASHER.productId) }, catalogue(gone, WASHER))).toBe(true);
  });

  it("a cart of products sold online has no shop-only items", () => {
    expect(itemsShopOnly({ [WASHER.productId]: item(WASHER.productId) }, catalogue(WASHER))).toBe(false);
    expect(itemsShopOnly({}, catalogue())).toBe(false);
  });
});

describe("the calendar the checkout opens on", () => {
  it("a week saved while no weeks are offered opens the day calendar, so the cart is not stranded", () => {
    expect(initialCalendar({ deliveryWeek: "2026-W50", deliveryDay: null }, 0)).toBe("day");
  });

  it("a chosen week opens the week calendar only while weeks are offered, and a chosen day always wins", () => {
    expect(initialCalendar({ deliveryWeek: "2026-W50", deliveryDay: null }, 3)).toBe("week");
    expect(initialCalendar({ deliveryWeek: "2026-W50", deliveryDay: "2026-12-01" }, 3)).toBe("day");
    expect(initialCalendar({}, 3)).toBe("day");
  });
});

describe("a kitchen's or renovation's quote cart (decisions §3)", () => {
  it("opens on the week calendar when weeks are offered and no day was chosen", () => {
    expect(initialQuoteCalendar({}, 25)).toBe("week");
    expect(initialQuoteCalendar({ deliveryWeek: "2026-W50" }, 25)).toBe("week");
    expect(initialQuoteCalendar({ deliveryDay: "2026-12-01" }, 25)).toBe("day");
    expect(initialQuoteCalendar({}, 0)).toBe("day");
  });
});
