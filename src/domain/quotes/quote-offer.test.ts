import { shopDay } from "@/domain/delivery/days";
import { describe, expect, it } from "vitest";

import { NO_OPTIONS } from "@/domain/cart/types";
import { cartProduct, KETTLE, WASHER } from "@/domain/cart/test-products";

import {
  defaultValidUntil,
  discountTotalProblem,
  editRefusal,
  hasQuoteExpired,
  makeAmendsProblem,
  offerLineProblems,
  type QuoteOfferLine,
  type QuoteProduct,
  quoteTotals,
  sendRefusal,
  statusAfterEdit,
  validUntilProblem,
} from "./quote-offer";

const line = (productId: number, qty: number, makeAmends?: number): QuoteOfferLine => ({
  productId,
  combinationId: null,
  qty,
  itemDiscounts: makeAmends === undefined ? {} : { makeAmends },
  options: NO_OPTIONS,
});

const washer: QuoteProduct = { ...WASHER, deliveryCostCents: 0, name: "Wasmachine W1", makeAmendsDiscountCents: 5000 };
const kettle: QuoteProduct = { ...KETTLE, name: "Waterkoker K1", makeAmendsDiscountCents: null };
const products = new Map<number, QuoteProduct>([
  [washer.productId, washer],
  [kettle.productId, kettle],
]);

describe("the item discount (makeAmends)", () => {
  it("an item discount within the product's maximum is allowed", () => {
    expect(makeAmendsProblem(5000, 5000, "Wasmachine W1")).toBeNull();
    expect(makeAmendsProblem(0, null, "Waterkoker K1")).toBeNull();
    expect(makeAmendsProblem(undefined, null, "Waterkoker K1")).toBeNull();
  });

  it("an item discount above the product's maximum is refused, naming the product and the maximum", () => {
    expect(makeAmendsProblem(5001, 5000, "Wasmachine W1")).toMatch(/Wasmachine W1.*50,00/);
  });

  it("a product without a maximum allows no item discount", () => {
    expect(makeAmendsProblem(100, null, "Waterkoker K1")).toMatch(/Waterkoker K1/);
  });

  it("a negative item discount is refused", () => {
    expect(makeAmendsProblem(-1, 5000, "Wasmachine W1")).not.toBeNull();
  });

  it("the offer's problems name the line by its place", () => {
    const problems = offerLineProblems([line(washer.productId, 1, 100), line(kettle.productId, 1, 100), line(999, 1)], products);
    expect(problems).toEqual([
      { index: 1, field: "itemDiscounts.makeAmends", errorMessage: expect.stringMatching(/Waterkoker K1/) },
      { index: 2, field: "productId", errorMessage: expect.stringMatching(/999/) },
    ]);
  });

  it("the same product twice is refused on the second line", () => {
    expect(offerLineProblems([line(washer.productId, 1), line(washer.productId, 2)], products)).toEqual([{ index: 1, field: "productId", errorMessage: expect.any(String) }]);
  });
});

describe("the quote's totals", () => {
  it("the totals are the lines at today's prices less the item discounts and the discount over the whole", () => {
    const totals = quoteTotals([line(washer.productId, 2, 5000)], products, 10000);
    expect(totals.itemsCents).toBe(2 * 69900);
    expect(totals.itemDiscountsCents).toBe(10000);
    expect(totals.discountTotalCents).toBe(10000);
    expect(totals.discountsCents).toBe(20000);
    expect(totals.totalCents).toBe(2 * 69900 - 20000);
    expect(totals.vatCents).toBe(Math.round(((2 * 69900 - 20000) * 21) / 121));
  });

  it("the cash-desk discount of the catalogue counts as a discount", () => {
    const cheap = new Map([[1, { ...cartProduct({ productId: 1, cashDeskDiscountCents: 9900 }), name: "X", makeAmendsDiscountCents: null }]]);
    expect(quoteTotals([line(1, 1)], cheap, 0).totalCents).toBe(60000);
  });

  it("the discount over the whole is at most what is left, so the total never goes below zero", () => {
    const totals = quoteTotals([line(washer.productId, 1, 5000)], products, 1_000_000);
    expect(totals.maxDiscountTotalCents).toBe(69900 - 5000);
    expect(totals.discountTotalCents).toBe(69900 - 5000);
    expect(totals.itemsCents - totals.discountsCents).toBe(0);
    // What remains is the cart's own small-order fee, never a negative amount.
    expect(totals.totalCents).toBe(totals.extrasCents);
  });

  it("a discount over the whole above what is left is refused", () => {
    expect(discountTotalProblem(64901, 64900)).toMatch(/649,00/);
    expect(discountTotalProblem(64900, 64900)).toBeNull();
    expect(discountTotalProblem(-1, 64900)).not.toBeNull();
  });

  it("an empty quote adds up to zero", () => {
    expect(quoteTotals([], products, 0)).toMatchObject({ itemsCents: 0, totalCents: 0, vatCents: 0 });
  });
});

describe("the validity", () => {
  it("a quote is valid for 30 days from the day it is sent", () => {
    expect(defaultValidUntil("2026-11-26")).toBe("2026-12-26");
    expect(defaultValidUntil("2027-02-01")).toBe("2027-03-03");
  });

  it("the send day is the day in Europe/Amsterdam", () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(shopDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(defaultValidUntil(shopDay(new Date("2026-12-31T23:30:00Z")))).toBe("2027-01-31");
  });

  it("a validity day in the past is refused", () => {
    expect(validUntilProblem("2026-11-25", "2026-11-26")).not.toBeNull();
    expect(validUntilProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(validUntilProblem("2026-02-31", "2026-01-01")).not.toBeNull();
  });

  it("a sent quote expires the day after its last valid day", () => {
    expect(hasQuoteExpired({ status: "sent", validUntil: "2026-11-26" }, "2026-11-26")).toBe(false);
    expect(hasQuoteExpired({ status: "sent", validUntil: "2026-11-26" }, "2026-11-27")).toBe(true);
    expect(hasQuoteExpired({ status: "draft", validUntil: "2026-11-26" }, "2026-11-27")).toBe(false);
  });
});

describe("which edits each status allows", () => {
  it("a requested quote becomes a draft on the first save", () => {
    expect(statusAfterEdit("requested")).toBe("draft");
  });

  it("a sent quote that is edited returns to draft", () => {
    expect(statusAfterEdit("sent")).toBe("draft");
    expect(statusAfterEdit("expired")).toBe("draft");
    expect(statusAfterEdit("draft")).toBe("draft");
  });

  it("an accepted or declined quote cannot be edited", () => {
    expect(statusAfterEdit("accepted")).toBeNull();
    expect(statusAfterEdit("declined")).toBeNull();
    expect(editRefusal("accepted")).toMatch(/besteld/);
    expect(editRefusal("declined")).toMatch(/afgewezen/);
    expect(editRefusal("sent")).toBeNull();
  });

  it("a quote is sent from draft with at least one line", () => {
    expect(sendRefusal("draft", 1)).toBeNull();
    expect(sendRefusal("sent", 1)).toBeNull();
    expect(sendRefusal("draft", 0)).not.toBeNull();
    expect(sendRefusal("requested", 1)).not.toBeNull();
    expect(sendRefusal("accepted", 1)).not.toBeNull();
  });
});
