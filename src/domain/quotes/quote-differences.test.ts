import { describe, expect, it } from "vitest";

import { cartMatchesQuote } from "@/domain/cart/quote-check";
import { NO_OPTIONS, type CartItems } from "@/domain/cart/types";

import { quoteDifferences } from "./quote-differences";

const NAMES: Record<number, string> = { 1: "Bosch Serie 6 inbouwoven", 2: "AEG inductiekookplaat", 3: "Miele vaatwasser" };
const nameOf = (productId: number) => NAMES[productId] ?? `Product ${productId}`;

const line = (productId: number, qty: number, makeAmends?: number, combinationId: number | null = null) => ({
  productId,
  combinationId,
  qty,
  itemDiscounts: makeAmends === undefined ? {} : { makeAmends },
});

const cart = (...lines: ReturnType<typeof line>[]): CartItems =>
  Object.fromEntries(
    lines.map((item) => [item.combinationId ? `${item.productId}_${item.combinationId}` : String(item.productId), { ...item, addToCartDate: "2026-11-26T10:00:00.000Z", options: NO_OPTIONS }]),
  );

const QUOTE = [line(1, 1, 5000), line(2, 2)];

describe("quote differences (specification §4: the cart must match the quote exactly)", () => {
  it("a cart exactly as the quote has no differences", () => {
    expect(quoteDifferences(cart(line(1, 1, 5000), line(2, 2)), QUOTE, nameOf)).toEqual([]);
  });

  it("a changed quantity names the product, the cart's and the quote's quantity", () => {
    expect(quoteDifferences(cart(line(1, 1, 5000), line(2, 3)), QUOTE, nameOf).map((d) => d.message)).toEqual([
      "Van AEG inductiekookplaat staan 3 stuks in je winkelwagen, de offerte noemt 2.",
    ]);
    expect(quoteDifferences(cart(line(1, 1, 5000), line(2, 1)), QUOTE, nameOf)[0]!.message).toBe("Van AEG inductiekookplaat staat 1 stuk in je winkelwagen, de offerte noemt 2.");
  });

  it("a line of the quote removed from the cart is missing", () => {
    expect(quoteDifferences(cart(line(1, 1, 5000)), QUOTE, nameOf)).toEqual([{ kind: "removed", productId: 2, message: "AEG inductiekookplaat uit de offerte ontbreekt in je winkelwagen." }]);
  });

  it("an item added to the cart is not in the quote", () => {
    expect(quoteDifferences(cart(line(1, 1, 5000), line(2, 2), line(3, 1)), QUOTE, nameOf)).toEqual([{ kind: "added", productId: 3, message: "Miele vaatwasser staat niet in de offerte." }]);
  });

  it("a changed item discount differs from the quote, a higher one as a lower one or none", () => {
    for (const makeAmends of [9000, 100, undefined]) {
      expect(quoteDifferences(cart(line(1, 1, makeAmends), line(2, 2)), QUOTE, nameOf)).toEqual([
        { kind: "discount", productId: 1, message: "De korting op Bosch Serie 6 inbouwoven wijkt af van de offerte." },
      ]);
    }
  });

  it("no discount and a discount of 0 are the same", () => {
    expect(quoteDifferences(cart(line(1, 1, 5000), line(2, 2, 0)), QUOTE, nameOf)).toEqual([]);
  });

  it("the same product in another combination is one difference, not a missing and an extra item", () => {
    expect(quoteDifferences(cart(line(1, 1, 5000), line(2, 2, undefined, 7)), QUOTE, nameOf)).toEqual([
      { kind: "combination", productId: 2, message: "AEG inductiekookplaat staat in je winkelwagen in een andere combinatie dan in de offerte." },
    ]);
  });

  it("every difference is named, in the quote's order, then the extra items", () => {
    expect(quoteDifferences(cart(line(3, 1), line(1, 2, 1000)), QUOTE, nameOf).map((d) => d.kind)).toEqual(["qty", "discount", "removed", "added"]);
  });

  it("an empty cart misses every line of the quote", () => {
    expect(quoteDifferences({}, QUOTE, nameOf).map((d) => d.kind)).toEqual(["removed", "removed"]);
  });

  it("an empty quote and an empty cart are a difference too: nothing to order", () => {
    expect(quoteDifferences({}, [], nameOf).map((d) => d.kind)).toEqual(["empty"]);
  });

  it("no difference is exactly what cartMatchesQuote accepts", () => {
    const carts = [cart(), cart(line(1, 1, 5000), line(2, 2)), cart(line(1, 1, 5000)), cart(line(1, 1, 5000), line(2, 2), line(3, 1)), cart(line(1, 1), line(2, 2)), cart(line(1, 1, 5000), line(2, 2, undefined, 7)), cart(line(1, 2, 5000), line(2, 2))];
    for (const quote of [QUOTE, [], [line(3, 1)]]) {
      for (const items of carts) expect(quoteDifferences(items, quote, nameOf).length === 0).toBe(cartMatchesQuote(items, quote));
    }
  });
});
