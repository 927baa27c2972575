import { describe, expect, it } from "vitest";

import { addToItems, deliverySwitch, itemKey, removeFromItems, setItemOption, setItemQuantity } from "./items";
import type { Cart, CartProductView } from "./types";

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
  const product = (productId: number, assembly: boolean) =>
    ({ productId, freeAssembly: false, assemblyPriceCents: assembly ? 7900 : null, freeExtraService: false, extraServicePriceCents: null }) as unknown as CartProductView;
  const cartOf = (items: ReturnType<typeof addToItems>, fields: Partial<Cart> = {}) =>
    ({
      items: Object.fromEntries(Object.entries(items).map(([key, item]) => [key, { ...item, product: product(item.productId, item.productId === 1) }])),
      takeRetour: null,
      deliveryChoicesBeforePickUp: null,
      ...fields,
    }) as unknown as Cart;

  it("pick-up ticks every item and sets installation and the take-back aside; delivery brings them back", () => {
    const items = addToItems(addToItems({}, 1, null, 1, { assembly: true, extraWarranty: true }), 2);
    const pickUp = deliverySwitch(cartOf(items, { takeRetour: true }), true);
    expect(pickUp.items["1"]?.options).toEqual({ assembly: false, extraService: false, extraWarranty: true, pickUpDiscount: true });
    expect(pickUp.items["2"]?.options.pickUpDiscount).toBe(true);
    expect(pickUp.fields).toEqual({ takeRetour: false, deliveryChoicesBeforePickUp: { items: { "1": ["assembly"] }, takeRetour: true } });
    const delivery = deliverySwitch(cartOf(pickUp.items, pickUp.fields), false);
    expect(Object.values(delivery.items).map((item) => item.options.pickUpDiscount)).toEqual([false, false]);
    expect(delivery.items["1"]?.options).toEqual({ assembly: true, extraService: false, extraWarranty: true, pickUpDiscount: false });
    expect(delivery.fields).toEqual({ takeRetour: true, deliveryChoicesBeforePickUp: null });
  });
});
