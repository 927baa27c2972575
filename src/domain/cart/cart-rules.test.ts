import { describe, expect, it } from "vitest";

import { addItem } from "./add-item";
import { chooseDeliveryOption } from "./choose-delivery-option";
import { deriveDeliveryType } from "./delivery-type";
import { applyFreeOptions, mayTurnOff } from "./free-options";
import { itemKey, parseItemKey } from "./item-key";
import { capQuantity, MAX_QUANTITY_PER_ITEM } from "./quantity";
import { cartMatchesQuote } from "./quote-check";
import { removeItem, setQuantity } from "./set-quantity";
import { catalogue, cartProduct, DRYER, KETTLE, WASHER } from "./test-products";
import type { CartItems } from "./types";

const NOW = new Date("2026-11-21T10:00:00Z");
const LATER = new Date("2026-11-21T10:05:00Z");
const products = catalogue(WASHER, DRYER, KETTLE);

describe("item keys", () => {
  it("keys an item by productId, or productId_combinationId when bought in a combination", () => {
    expect(itemKey(100001)).toBe("100001");
    expect(itemKey(100001, 5001)).toBe("100001_5001");
    expect(parseItemKey("100001_5001")).toEqual({ productId: 100001, combinationId: 5001 });
    expect(parseItemKey("abc")).toBeNull();
  });
});

describe("adding", () => {
  it("adding needs a productId; otherwise nothing happens", () => {
    const items: CartItems = {};
    expect(addItem(items, { productId: null }, WASHER, NOW)).toBe(items);
    expect(addItem(items, {}, WASHER, NOW)).toBe(items);
  });

  it("adding a product already in the cart increases its quantity and replaces its options", () => {
    let items = addItem({}, { productId: WASHER.productId, qty: 2, options: { extraWarranty: true } }, WASHER, NOW);
    items = addItem(items, { productId: WASHER.productId, qty: 3, options: { extraService: true } }, WASHER, LATER);
    expect(items["100001"]?.qty).toBe(5);
    expect(items["100001"]?.options).toEqual({ assembly: false, extraService: true, extraWarranty: false, pickUpDiscount: false });
  });

  it("the quantity is capped at 10 per item, also when adding to an item", () => {
    let items = addItem({}, { productId: WASHER.productId, qty: 8 }, WASHER, NOW);
    items = addItem(items, { productId: WASHER.productId, qty: 5 }, WASHER, LATER);
    expect(items["100001"]?.qty).toBe(MAX_QUANTITY_PER_ITEM);
    expect(addItem({}, { productId: DRYER.productId, qty: 25 }, DRYER, NOW)["100002"]?.qty).toBe(10);
  });

  it("a new item takes over the first item's delivery choice for the options it offers", () => {
    let items = addItem({}, { productId: WASHER.productId, options: { assembly: true } }, WASHER, NOW);
    items = addItem(items, { productId: DRYER.productId }, DRYER, LATER);
    expect(items["100002"]?.options.assembly).toBe(true);
    // The kettle offers no assembly: it does not take it over.
    items = addItem(items, { productId: KETTLE.productId }, KETTLE, LATER);
    expect(items["100003"]?.options.assembly).toBe(false);
  });

  it("a new item never takes over the first item's extra warranty", () => {
    let items = addItem({}, { productId: WASHER.productId, options: { extraWarranty: true, pickUpDiscount: true } }, WASHER, NOW);
    items = addItem(items, { productId: DRYER.productId }, DRYER, LATER);
    expect(items["100002"]?.options).toEqual({ assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: true });
  });

  it("a delivery choice made while adding wins and turns the other choices off on all items", () => {
    let items = addItem({}, { productId: WASHER.productId, options: { pickUpDiscount: true } }, WASHER, NOW);
    items = addItem(items, { productId: DRYER.productId, options: { assembly: true } }, DRYER, LATER);
    expect(items["100001"]?.options.pickUpDiscount).toBe(false);
    expect(items["100002"]?.options.assembly).toBe(true);
  });

  it("an option the product does not offer cannot be chosen", () => {
    const items = addItem({}, { productId: KETTLE.productId, options: { assembly: true, extraWarranty: true } }, KETTLE, NOW);
    expect(items["100003"]?.options).toEqual({ assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false });
  });
});

describe("quantity", () => {
  it("item quantity is capped at 10 per item and never negative", () => {
    expect(capQuantity(11)).toBe(10);
    expect(capQuantity(-3)).toBe(0);
    expect(capQuantity(2.7)).toBe(2);
  });

  it("setting a quantity of 0 removes the item", () => {
    const items = addItem({}, { productId: WASHER.productId, qty: 2 }, WASHER, NOW);
    expect(setQuantity(items, "100001", 0)).toEqual({});
    expect(setQuantity(items, "100001", 12)["100001"]?.qty).toBe(10);
    expect(removeItem(items, "100001")).toEqual({});
    expect(setQuantity(items, "999", 3)).toBe(items);
  });
});

describe("delivery choices", () => {
  it("choosing assembly, extraService or pickUpDiscount on an item turns the other two off on all items", () => {
    let items = addItem({}, { productId: WASHER.productId, options: { extraService: true } }, WASHER, NOW);
    items = addItem(items, { productId: DRYER.productId }, DRYER, LATER);
    expect(items["100002"]?.options.extraService).toBe(true);
    items = chooseDeliveryOption(items, "100002", "pickUpDiscount", true, products);
    expect(Object.values(items).map((item) => [item.options.extraService, item.options.assembly])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(items["100002"]?.options.pickUpDiscount).toBe(true);
  });

  it("turning a choice off touches only that item", () => {
    let items = addItem({}, { productId: WASHER.productId, options: { assembly: true } }, WASHER, NOW);
    items = addItem(items, { productId: DRYER.productId }, DRYER, LATER);
    items = chooseDeliveryOption(items, "100001", "assembly", false, products);
    expect(items["100001"]?.options.assembly).toBe(false);
    expect(items["100002"]?.options.assembly).toBe(true);
  });

  it("delivery type is assembly if any item has assembly; else extraService; else pickUp; else default", () => {
    const item = (options: Partial<CartItems[string]["options"]>) => ({
      productId: 1,
      combinationId: null,
      qty: 1,
      addToCartDate: NOW.toISOString(),
      itemDiscounts: {},
      options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false, ...options },
    });
    expect(deriveDeliveryType({})).toBe("default");
    expect(deriveDeliveryType({ a: item({ extraWarranty: true }) })).toBe("default");
    expect(deriveDeliveryType({ a: item({ pickUpDiscount: true }) })).toBe("pickUp");
    expect(deriveDeliveryType({ a: item({ pickUpDiscount: true }), b: item({ extraService: true }) })).toBe("extraService");
    expect(deriveDeliveryType({ a: item({ extraService: true }), b: item({ assembly: true }) })).toBe("assembly");
  });
});

describe("free options", () => {
  const freeWarranty = cartProduct({ productId: 200001, freeExtraWarranty: true, freeExtraWarrantyDismissable: false });
  const dismissableAssembly = cartProduct({ productId: 200002, freeAssembly: true, freeAssemblyDismissable: true });
  const forcedAssembly = cartProduct({ productId: 200003, freeAssembly: true, freeAssemblyDismissable: false });

  it("a free option that is not dismissable is always on", () => {
    const items = addItem({}, { productId: freeWarranty.productId }, freeWarranty, NOW);
    expect(applyFreeOptions(items, catalogue(freeWarranty))["200001"]?.options.extraWarranty).toBe(true);
    expect(mayTurnOff(freeWarranty, "extraWarranty")).toBe(false);
  });

  it("a dismissable free option may be turned off and stays off", () => {
    const items = addItem({}, { productId: dismissableAssembly.productId, options: { assembly: false } }, dismissableAssembly, NOW);
    expect(applyFreeOptions(items, catalogue(dismissableAssembly))["200002"]?.options.assembly).toBe(false);
    expect(mayTurnOff(dismissableAssembly, "assembly")).toBe(true);
  });

  it("a forced free assembly yields to pick-up chosen elsewhere in the cart", () => {
    let items = addItem({}, { productId: WASHER.productId, options: { pickUpDiscount: true } }, WASHER, NOW);
    items = addItem(items, { productId: forcedAssembly.productId }, forcedAssembly, LATER);
    expect(applyFreeOptions(items, catalogue(WASHER, forcedAssembly))["200003"]?.options.assembly).toBe(false);
  });
});

describe("quote mode", () => {
  const items = addItem({}, { productId: WASHER.productId, qty: 2 }, WASHER, NOW);
  const quote = [{ productId: WASHER.productId, combinationId: null, qty: 2, itemDiscounts: {} }];

  it("checkout is allowed only if the cart items match the quote items exactly", () => {
    expect(cartMatchesQuote(items, quote)).toBe(true);
    expect(cartMatchesQuote(setQuantity(items, "100001", 3), quote)).toBe(false);
    expect(cartMatchesQuote(items, [{ ...quote[0]!, itemDiscounts: { makeAmends: 500 } }])).toBe(false);
    expect(cartMatchesQuote(items, [{ ...quote[0]!, combinationId: 5001 }])).toBe(false);
  });

  it("checkout is not allowed when the cart or the quote is empty", () => {
    expect(cartMatchesQuote({}, quote)).toBe(false);
    expect(cartMatchesQuote(items, [])).toBe(false);
  });
});
