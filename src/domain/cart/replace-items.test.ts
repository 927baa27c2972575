import { describe, expect, it } from "vitest";

import { addItem } from "./add-item";
import { replaceItems, requestedProductIds } from "./replace-items";
import { catalogue, cartProduct, DRYER, KETTLE, WASHER } from "./test-products";

const NOW = new Date("2026-11-21T10:00:00Z");
const LATER = new Date("2026-11-21T10:05:00Z");
const EXPIRED = cartProduct({ productId: 100009, expired: true });
const SOLD_OUT = cartProduct({ productId: 100010, deliverable: false });
const products = catalogue(WASHER, DRYER, KETTLE, EXPIRED, SOLD_OUT);

function replaced(...args: Parameters<typeof replaceItems>) {
  const result = replaceItems(...args);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.items;
}

describe("replacing the items map (decisions §6)", () => {
  it("names the products of the keys and of the items", () => {
    expect(requestedProductIds({ "100001": { qty: 1 }, "100002_5001": { qty: 1 }, x: { qty: 1, productId: 7 } }).sort()).toEqual([100001, 100002, 7]);
  });

  it("adds new items with the cart rules: capped at 10, taking over the first item's delivery choice", () => {
    const first = replaced({}, { "100001": { qty: 1, options: { assembly: true } } }, products, NOW);
    const items = replaced(first, { "100001": { qty: 1 }, "100002": { qty: 25 } }, products, LATER);
    expect(items["100002"]?.qty).toBe(10);
    expect(items["100002"]?.options.assembly).toBe(true);
    expect(items["100001"]?.addToCartDate).toBe(NOW.toISOString());
  });

  it("qty 0, or leaving an item out, removes it", () => {
    const items = addItem(addItem({}, { productId: WASHER.productId }, WASHER, NOW), { productId: DRYER.productId }, DRYER, LATER);
    expect(Object.keys(replaced(items, { "100001": { qty: 0 }, "100002": { qty: 1 } }, products, LATER))).toEqual(["100002"]);
    expect(Object.keys(replaced(items, { "100002": { qty: 1 } }, products, LATER))).toEqual(["100002"]);
  });

  it("an existing item gets its new quantity, and a delivery choice turns the others off everywhere", () => {
    const items = replaced({}, { "100001": { qty: 1, options: { extraService: true } }, "100002": { qty: 1 } }, products, NOW);
    const next = replaced(items, { "100001": { qty: 3 }, "100002": { qty: 1, options: { pickUpDiscount: true } } }, products, LATER);
    expect(next["100001"]?.qty).toBe(3);
    expect(next["100001"]?.options.extraService).toBe(false);
    expect(next["100002"]?.options.pickUpDiscount).toBe(true);
  });

  it("refuses unknown and expired products, naming the field", () => {
    const result = replaceItems({}, { "1": { qty: 1 }, "100009": { qty: 1 }, abc: { qty: 1 }, "100001": { qty: 1, productId: 100002 } }, products, NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.field).sort()).toEqual(["items.1.productId", "items.100001.productId", "items.100009.productId", "items.abc"]);
  });

  it("keeps an item whose product expired after it was added", () => {
    const items = addItem({}, { productId: EXPIRED.productId }, { ...EXPIRED, expired: false }, NOW);
    expect(replaced(items, { "100009": { qty: 2 } }, products, LATER)["100009"]?.qty).toBe(2);
  });

  it("refuses a sold-out product without an expected stock date, as the listing and the product page offer no button for it", () => {
    const result = replaceItems({}, { "100010": { qty: 1 } }, products, NOW);
    expect(result).toEqual({ ok: false, problems: [{ field: "items.100010.productId", errorMessage: "Product 100010 is tijdelijk uitverkocht en kan nog niet worden besteld" }] });
  });

  it("keeps an item whose product sold out after it was added: placing the order names it", () => {
    const items = addItem({}, { productId: SOLD_OUT.productId }, { ...SOLD_OUT, deliverable: true }, NOW);
    expect(replaced(items, { "100010": { qty: 1 } }, products, LATER)["100010"]?.qty).toBe(1);
  });

  it("an option the product does not offer stays off", () => {
    const items = replaced({}, { "100003": { qty: 1 } }, products, NOW);
    expect(replaced(items, { "100003": { qty: 1, options: { extraWarranty: true, assembly: true } } }, products, LATER)["100003"]?.options).toEqual({
      assembly: false,
      extraService: false,
      extraWarranty: false,
      pickUpDiscount: false,
    });
  });
});
