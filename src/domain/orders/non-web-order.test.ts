import { describe, expect, it } from "vitest";

import { offersOption } from "../cart/product-offers";
import { replaceItems } from "../cart/replace-items";
import { catalogue, DRYER, KETTLE, WASHER } from "../cart/test-products";
import type { CartItems } from "../cart/types";
import { NON_WEB_ORDER_COPY, nonWebCartItems, nonWebPaymentProblem, optionMismatches, problemsByPosition, type NonWebCartRequest } from "./non-web-order";

const NOW = new Date("2026-11-26T10:00:00Z");
const products = catalogue(WASHER, DRYER, KETTLE);

/** The cart's rules as the non-web order applies them: added, then set again, so nothing is inherited (server/orders/place-non-web-order.ts). */
function applied(request: NonWebCartRequest): CartItems {
  const first = replaceItems({}, request.requested, products, NOW);
  if (!first.ok) throw new Error("refused");
  const second = replaceItems(first.items, request.requested, products, NOW);
  if (!second.ok) throw new Error("refused");
  return second.items;
}

const offers = (key: string, option: "assembly" | "extraService" | "extraWarranty" | "pickUpDiscount") => offersOption(products.get(Number(key))!, option);

function requestOf(...args: Parameters<typeof nonWebCartItems>): NonWebCartRequest {
  const result = nonWebCartItems(...args);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.request;
}

describe("non-web orders", () => {
  it("rule: pin at the door, pin at the counter and bank transfer are allowed; an online method is refused, naming paymentMethod", () => {
    for (const method of ["pinOnDelivery", "pinOnPickup", "banktransfer"]) expect(nonWebPaymentProblem(method)).toBeNull();
    for (const method of ["ideal", "bancontact", "creditcard"]) {
      expect(nonWebPaymentProblem(method)).toEqual({ field: "paymentMethod", errorMessage: NON_WEB_ORDER_COPY.onlineMethod(method) });
    }
  });

  it("rule: the form's list becomes the cart's items map, keyed as the cart keys them, with each item's place remembered", () => {
    const request = requestOf([{ productId: WASHER.productId, qty: 2, assembly: true }, { productId: DRYER.productId, combinationId: 7, qty: 1, extraWarranty: true }], "delivery");
    expect(request.requested).toEqual({
      [WASHER.productId]: { productId: WASHER.productId, combinationId: null, qty: 2, options: { assembly: true, extraService: false, extraWarranty: false, pickUpDiscount: false } },
      [`${DRYER.productId}_7`]: { productId: DRYER.productId, combinationId: 7, qty: 1, options: { assembly: false, extraService: false, extraWarranty: true, pickUpDiscount: false } },
    });
    expect([...request.positions]).toEqual([[String(WASHER.productId), 0], [`${DRYER.productId}_7`, 1]]);
  });

  it("rule: collecting puts pick-up on every item; installation or extra service with pick-up is refused per item", () => {
    expect(requestOf([{ productId: WASHER.productId, qty: 1, extraWarranty: true }], "pickUp").requested[WASHER.productId]!.options).toEqual({
      assembly: false,
      extraService: false,
      extraWarranty: true,
      pickUpDiscount: true,
    });
    expect(nonWebCartItems([{ productId: WASHER.productId, qty: 1 }, { productId: DRYER.productId, qty: 1, assembly: true, extraService: true }], "pickUp")).toEqual({
      ok: false,
      problems: [
        { field: "items.1.assembly", errorMessage: NON_WEB_ORDER_COPY.notWithPickUp("Installatie") },
        { field: "items.1.extraService", errorMessage: NON_WEB_ORDER_COPY.notWithPickUp("Extra service") },
      ],
    });
  });

  it("rule: a product listed twice is refused at its second place", () => {
    expect(nonWebCartItems([{ productId: WASHER.productId, qty: 1 }, { productId: WASHER.productId, qty: 2 }], "delivery")).toEqual({
      ok: false,
      problems: [{ field: "items.1.productId", errorMessage: NON_WEB_ORDER_COPY.duplicate }],
    });
  });

  it("rule: staff get exactly the options they entered: a second item does not inherit the first item's installation", () => {
    const request = requestOf([{ productId: WASHER.productId, qty: 1, assembly: true }, { productId: DRYER.productId, qty: 1 }], "delivery");
    const items = applied(request);
    expect(items[WASHER.productId]!.options.assembly).toBe(true);
    expect(items[DRYER.productId]!.options.assembly).toBe(false);
    expect(optionMismatches(request, items, offers)).toEqual([]);
  });

  it("rule: an option the product does not offer is named as not offered", () => {
    const request = requestOf([{ productId: KETTLE.productId, qty: 1, assembly: true, extraWarranty: true }], "delivery");
    expect(optionMismatches(request, applied(request), offers)).toEqual([
      { field: "items.0.assembly", errorMessage: NON_WEB_ORDER_COPY.notOffered("Installatie") },
      { field: "items.0.extraWarranty", errorMessage: NON_WEB_ORDER_COPY.notOffered("Extra garantie") },
    ]);
  });

  it("rule: installation and extra service exclude each other across the order; the one that lost is named", () => {
    const request = requestOf([{ productId: WASHER.productId, qty: 1, assembly: true }, { productId: DRYER.productId, qty: 1, extraService: true }], "delivery");
    const problems = optionMismatches(request, applied(request), offers);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.errorMessage).toBe(NON_WEB_ORDER_COPY.excludedBy(problems[0]!.field === "items.0.assembly" ? "Installatie" : "Extra service"));
  });

  it("rule: a product that cannot be collected is named when pick-up is chosen", () => {
    const request = requestOf([{ productId: WASHER.productId, qty: 1 }, { productId: KETTLE.productId, qty: 1 }], "pickUp");
    expect(optionMismatches(request, applied(request), offers)).toEqual([{ field: "items.1.productId", errorMessage: NON_WEB_ORDER_COPY.notCollectable }]);
  });

  it("rule: the cart's item-key names become the place in the staff's list; other fields keep their names", () => {
    const positions = new Map([["100001", 0], ["100002_7", 1]]);
    expect(
      problemsByPosition(
        [
          { field: "items.100002_7.qty", errorMessage: "a" },
          { field: "items.100001", errorMessage: "b" },
          { field: "items", errorMessage: "c" },
          { field: "firstName", errorMessage: "d" },
          { field: "items.999.qty", errorMessage: "e" },
        ],
        positions,
      ),
    ).toEqual([
      { field: "items.1.qty", errorMessage: "a" },
      { field: "items.0", errorMessage: "b" },
      { field: "items", errorMessage: "c" },
      { field: "firstName", errorMessage: "d" },
      { field: "items.999.qty", errorMessage: "e" },
    ]);
  });
});
