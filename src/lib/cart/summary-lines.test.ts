import { describe, expect, it } from "vitest";

import { summaryLines } from "./summary-lines";
import type { Cart } from "./types";

const totals = {
  itemsTotal: 59900,
  assemblyTotal: 7900,
  cashbackTotal: 5000,
  deliveryTotal: 0,
  discountTotal: 10000,
  discountExtra: 0,
  extraServiceTotal: 0,
  extraWarrantyTotal: 0,
  pickUpDiscountTotal: 0,
  shippingTotal: 0,
  paymentFee: 495,
  grandTotal: 57895,
  vatTotal: 10048,
  grandTotalExclVat: 47847,
  vatTreatment: "standard",
} as Cart["totals"];

const cart = {
  items: { "1": { qty: 2, product: { priceCents: 29950 } } } as unknown as Cart["items"],
  totals,
  paymentMethods: [{ id: "pinOnDelivery" as const, label: "Pinnen bij bezorging", feeCents: 495, online: false }],
  paymentMethod: "pinOnDelivery" as const,
  company: null,
  companyName: null,
  vatNumber: null,
};
const business = { company: true, companyName: "Peeters Keukens BV", vatNumber: "BE0123456789" };
const vatLines = (summary: ReturnType<typeof summaryLines>) => summary.vatLines.map(({ key, cents, grand }) => [key, cents, grand]);

describe("the lines of the price overview", () => {
  it("lists the items at list price, every non-zero total, the payment fee and the grand total", () => {
    const summary = summaryLines(cart);
    expect(summary).toMatchObject({
      count: 2,
      lines: [
        { key: "items", cents: 59900, sign: 1 },
        { key: "discountTotal", cents: 10000, sign: -1 },
        { key: "assemblyTotal", cents: 7900, sign: 1 },
        { key: "paymentFee", cents: 495, sign: 1 },
      ],
      grandTotal: 57895,
      cashback: 5000,
      exclVat: false,
      reverseCharge: false,
    });
  });

  it("a delivery's cost, the chosen options and the take-back are listed also when free; pick-up has no delivery line", () => {
    const delivered = {
      ...cart,
      items: { "1": { qty: 1, options: { assembly: false, extraService: false, extraWarranty: true, pickUpDiscount: false }, product: { priceCents: 29950 } } } as unknown as Cart["items"],
      totals: { ...totals, assemblyTotal: 0 },
      deliveryType: "default" as const,
      takeRetour: true,
    };
    expect(summaryLines(delivered).lines.map((line) => [line.key, line.cents])).toEqual([
      ["items", 29950],
      ["discountTotal", 10000],
      ["extraWarrantyTotal", 0],
      ["deliveryTotal", 0],
      ["takeRetour", 0],
      ["paymentFee", 495],
    ]);
    const keys = summaryLines({ ...delivered, deliveryType: "pickUp" }).lines.map((line) => line.key);
    expect(keys).not.toContain("deliveryTotal");
    expect(keys).not.toContain("takeRetour");
  });

  it("closes with the grand total including VAT and the VAT in it ('waarvan btw')", () => {
    expect(vatLines(summaryLines(cart))).toEqual([
      ["grandTotal", 57895, true],
      ["vatTotal", 10048, false],
    ]);
  });

  it("a consumer cannot switch to prices excluding VAT, whatever the browser stored", () => {
    const summary = summaryLines(cart, true);
    expect(summary).toMatchObject({ exclVat: false, mayChooseExclVat: false });
  });

  it("a business customer may switch; then every line, the total without VAT, the VAT and the total to pay", () => {
    expect(summaryLines({ ...cart, ...business }).mayChooseExclVat).toBe(true);
    const summary = summaryLines({ ...cart, ...business }, true);
    expect(summary.exclVat).toBe(true);
    // 599,00 → 495,04; 100,00 → 82,64; 79,00 → 65,29; 4,95 → 4,09 (each rounded on its own, half up).
    expect(summary.lines.map((line) => line.cents)).toEqual([49504, 8264, 6529, 409]);
    expect(vatLines(summary)).toEqual([
      ["grandTotalExclVat", 47847, false],
      ["vatTotal", 10048, false],
      ["grandTotal", 57895, true],
    ]);
  });

  it("reverse charge: lines excluding VAT without a choice, 'Btw verlegd' 0 and the total to pay excluding VAT", () => {
    const reverse = { ...cart, ...business, totals: { ...totals, grandTotal: 47847, vatTotal: 0, vatTreatment: "reverseCharge" as const } };
    const summary = summaryLines(reverse);
    expect(summary).toMatchObject({ exclVat: true, reverseCharge: true, mayChooseExclVat: false, grandTotal: 47847 });
    expect(summary.lines[0]).toEqual({ key: "items", cents: 49504, sign: 1 });
    expect(vatLines(summary)).toEqual([
      ["vatTotal", 0, false],
      ["grandTotal", 47847, true],
    ]);
  });
});
