import { describe, expect, it } from "vitest";

import { addToItems, itemKey, removeFromItems, setItemOption, setItemQuantity, setPickUpOnAll } from "./items";

describe("cart items in the browser", () => {
  it("adds, caps at 10 and keys combinations apart", () => {
    let items = addToItems({}, 5);
    items = addToItems(items, 5, null, 20);
    expect(items["5"]?.qty).toBe(10);
    expect(itemKey(5, 9)).toBe("5_9");
    expect(Object.keys(addToItems(items, 5, 9))).toEqual(["5", "5_9"]);
  });

  it("removes at quantity 0 and on remove", () => {
    const items = addToItems(addToItems({}, 1), 2);
    expect(Object.keys(setItemQuantity(items, "1", 0))).toEqual(["2"]);
    expect(Object.keys(removeFromItems(items, "2"))).toEqual(["1"]);
  });

  it("turns the other delivery choices off on every item", () => {
    let items = addToItems(addToItems({}, 1, null, 1, { assembly: true, extraWarranty: true }), 2, null, 1, { assembly: true });
    items = setItemOption(items, "2", "pickUpDiscount", true);
    expect(items["1"]?.options).toEqual({ assembly: false, extraService: false, extraWarranty: true, pickUpDiscount: false });
    expect(items["2"]?.options.pickUpDiscount).toBe(true);
    expect(items["2"]?.options.assembly).toBe(false);
  });
});

describe("pick-up or delivery for the whole order", () => {
  it("pick-up ticks every item and turns assembly and extra service off; delivery turns it off and keeps the rest", () => {
    const items = addToItems(addToItems({}, 1, null, 1, { assembly: true, extraWarranty: true }), 2);
    const pickUp = setPickUpOnAll(items, true);
    expect(pickUp["1"]?.options).toEqual({ assembly: false, extraService: false, extraWarranty: true, pickUpDiscount: true });
    expect(pickUp["2"]?.options.pickUpDiscount).toBe(true);
    const delivery = setPickUpOnAll(pickUp, false);
    expect(Object.values(delivery).map((item) => item.options.pickUpDiscount)).toEqual([false, false]);
    expect(delivery["1"]?.options.extraWarranty).toBe(true);
    expect(items["1"]?.options.pickUpDiscount).toBe(false);
  });
});
