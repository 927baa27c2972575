import { describe, expect, it } from "vitest";

import { cartResetReason } from "@/lib/cart-errors";

import { quoteModeOf } from "./quote-mode";
import type { Cart } from "./types";

const OPTIONS = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };
const item = (productId: number, qty: number, makeAmendsCents: number | null) => ({
  productId,
  combinationId: null,
  qty,
  addToCartDate: "2026-11-26T10:00:00.000Z",
  itemDiscounts: { makeAmendsCents },
  options: OPTIONS,
  product: null,
});
const line = (productId: number, qty: number, makeAmends: number | null) => ({
  productId,
  combinationId: null,
  qty,
  addToCartDate: "2026-11-26T10:00:00.000Z",
  itemDiscounts: { makeAmends },
  options: OPTIONS,
});
const products = {
  11: { brand: { slug: "bosch", name: "Bosch" }, name: "Serie 6 HBG7741B1 inbouwoven" },
  12: { brand: { slug: "aeg", name: "AEG" }, name: "IKE84471FB inductiekookplaat" },
} as unknown as Cart["products"];
const quoteRef = { quoteId: "70000003", discountTotal: 250, items: { 11: line(11, 1, 50), 12: line(12, 2, null) } };

describe("the cart page's quote mode (specification §4)", () => {
  it("an ordinary cart has no quote mode", () => {
    expect(quoteModeOf({ items: { 11: item(11, 1, null) }, products, quoteRef: null })).toBeNull();
  });

  it("a quote cart exactly as its quote has no differences: checkout may go ahead", () => {
    const mode = quoteModeOf({ items: { 11: item(11, 1, 5000), 12: item(12, 2, null) }, products, quoteRef });
    expect(mode).toEqual({ quoteId: "70000003", discountTotalCents: 25_000, differences: [] });
  });

  it("the browser names every difference from the cart answer alone, brand and name, in the server's words", () => {
    const mode = quoteModeOf({ items: { 11: item(11, 2, 5000) }, products, quoteRef });
    expect(mode!.differences.map((difference) => difference.message)).toEqual([
      "Van Bosch Serie 6 HBG7741B1 inbouwoven staan 2 stuks in je winkelwagen, de offerte noemt 1.",
      "AEG IKE84471FB inductiekookplaat uit de offerte ontbreekt in je winkelwagen.",
    ]);
  });

  it("the item discounts compare in cents: € 50 in the quote is 5000 cents in the cart", () => {
    expect(quoteModeOf({ items: { 11: item(11, 1, 4999), 12: item(12, 2, null) }, products, quoteRef })!.differences.map((d) => d.kind)).toEqual(["discount"]);
  });

  it("a quote cart without items is reset (§4), an ordinary empty cart is not", () => {
    expect(cartResetReason({ locked: false, quoteRef, items: {} })).toBe("emptyQuote");
    expect(cartResetReason({ locked: false, quoteRef: null, items: {} })).toBeNull();
  });
});
