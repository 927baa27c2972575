import { describe, expect, it } from "vitest";

import { type EditorLine, lineDiscountProblem, liveTotals, mergeAdded, offerBody } from "./quote-editor-rules";

const euro = (value: number) => `€ ${value.toFixed(2)}`;
const line = (overrides: Partial<EditorLine> = {}): EditorLine => ({
  productId: 1,
  combinationId: null,
  qty: 1,
  makeAmends: null,
  options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false },
  name: "Oven",
  brand: "Bosch",
  price: 1000,
  sellingPrice: 900,
  makeAmendsMax: 50,
  offers: { assembly: true, extraService: false, extraWarranty: false, pickUpDiscount: false },
  ...overrides,
});

describe("the quote editor", () => {
  it("an item discount above the product's maximum is named on its line", () => {
    expect(lineDiscountProblem({ makeAmends: 50.01, makeAmendsMax: 50 }, euro)).toBe("Hoogstens € 50.00 per stuk.");
    expect(lineDiscountProblem({ makeAmends: 50, makeAmendsMax: 50 }, euro)).toBeNull();
    expect(lineDiscountProblem({ makeAmends: 1, makeAmendsMax: null }, euro)).not.toBeNull();
    expect(lineDiscountProblem({ makeAmends: -1, makeAmendsMax: 50 }, euro)).not.toBeNull();
  });

  it("the live totals take the catalogue's, the items' and the quote's discounts, never below zero", () => {
    const totals = liveTotals([line({ qty: 2, makeAmends: 25 })], 100);
    expect(totals).toEqual({ items: 2000, catalogueDiscounts: 200, itemDiscounts: 50, discountTotal: 100, maxDiscountTotal: 1750, goods: 1650 });
    expect(liveTotals([line()], 99_999)).toMatchObject({ discountTotal: 900, goods: 0 });
  });

  it("the body sends euros and leaves out an empty discount, day and note", () => {
    const body = offerBody({ version: 3, lines: [line({ makeAmends: 0 })], discountTotal: 10, validUntil: "", customerNote: "  " });
    expect(body).toEqual({ version: 3, items: [{ productId: 1, combinationId: null, qty: 1, itemDiscounts: { makeAmends: null }, options: line().options }], discountTotal: 10, validUntil: null, customerNote: null });
  });

  it("a line added on the server joins the editor's lines, whose own edits stay", () => {
    const state = { version: 2, lines: [line({ qty: 3, makeAmends: 10 })], discountTotal: 0, validUntil: "", customerNote: "" };
    const answer = {
      version: 3,
      items: [
        { productId: 1, combinationId: null, qty: 1, itemDiscounts: { makeAmends: null }, options: line().options, product: null },
        { productId: 2, combinationId: null, qty: 1, itemDiscounts: { makeAmends: null }, options: line().options, product: { name: "Kookplaat", brand: "Miele", slug: "k", url: "/k/", price: 500, imageUrl: null } },
      ],
      lineFacts: [],
    } as unknown as Parameters<typeof mergeAdded>[1];
    const merged = mergeAdded(state, answer);
    expect(merged.version).toBe(3);
    expect(merged.lines.map((entry) => [entry.productId, entry.qty, entry.makeAmends])).toEqual([
      [1, 3, 10],
      [2, 1, null],
    ]);
  });
});
