import { describe, expect, it } from "vitest";

import { vatBreakdown } from "../cart/vat";

import { buyerOf, invoiceFromOrder, type InvoiceOrder, InvoiceTotalsMismatch, type InvoiceSeller, sharesExcludingVat, supplyOf } from "./invoice";
import { formatInvoiceNumber } from "./invoice-number";

const SELLER: InvoiceSeller = {
  name: "Stekker B.V.",
  street: "Rijndijk 300",
  postalCode: "2382 AS",
  city: "Zoeterwoude",
  kvkNumber: "12345678",
  vatNumber: "NL001234567B01",
  iban: "NL00 BANK 0123 4567 89",
  emailAddress: "service@stekker.test",
};
const ISSUE = { invoiceNumber: "2026-000001", issueDate: "2026-11-26", seller: SELLER };
const NO_OPTIONS = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };
const CONSUMER = {
  firstName: "Sanne",
  lastName: "de Vries",
  shippingStreet: "Rapenburg",
  shippingHouseNumber: "73",
  shippingPostalCode: "2311 GJ",
  shippingCity: "Leiden",
  shippingCountry: "NL",
};
const BELGIAN_COMPANY = {
  ...CONSUMER,
  company: true,
  companyName: "Peeters Keukens BV",
  vatNumber: "be 0123.456.789",
  shippingStreet: "Grote Markt",
  shippingHouseNumber: "1",
  shippingPostalCode: "1000",
  shippingCity: "Brussel",
  shippingCountry: "BE",
};

/** An order whose totals are as placing computes them (domain/cart/totals.ts): grand total = every line, VAT worked out once on it. */
function order(overrides: Partial<InvoiceOrder> & { lineTotals?: Partial<InvoiceOrder["totals"]> } = {}): InvoiceOrder {
  const items = overrides.items ?? [
    { name: "Wasmachine WM1", brandName: "Bosch", qty: 2, listPriceCents: 69_900, options: { ...NO_OPTIONS, assembly: true } },
    { name: "Droger D2", brandName: "Siemens", qty: 1, listPriceCents: 54_999, options: { ...NO_OPTIONS, extraWarranty: true, extraService: true } },
  ];
  const lineTotals = overrides.lineTotals ?? {
    discountTotal: 5_000,
    assemblyTotal: 9_900 + 4_999,
    extraServiceTotal: 2_500,
    extraWarrantyTotal: 7_999,
    deliveryTotal: 3_995,
    paymentFee: 29,
  };
  const inclVat =
    items.reduce((sum, item) => sum + item.qty * item.listPriceCents, 0) -
    (lineTotals.discountTotal ?? 0) -
    (lineTotals.discountExtra ?? 0) -
    (lineTotals.pickUpDiscountTotal ?? 0) +
    (lineTotals.assemblyTotal ?? 0) +
    (lineTotals.extraServiceTotal ?? 0) +
    (lineTotals.extraWarrantyTotal ?? 0) +
    (lineTotals.deliveryTotal ?? 0) +
    (lineTotals.shippingTotal ?? 0) +
    (lineTotals.paymentFee ?? 0);
  const { totals: treatmentOnly, lineTotals: _lines, ...rest } = overrides;
  const treatment = treatmentOnly?.vatTreatment ?? "standard";
  const vat = vatBreakdown(inclVat, treatment);
  return {
    orderRef: "40000001",
    orderDate: "2026-11-24",
    paidOn: "2026-11-24",
    items,
    totals: { ...lineTotals, vatTreatment: treatment, vatTotal: vat.vatTotal, grandTotalExclVat: vat.grandTotalExclVat },
    grandTotalCents: vat.grandTotal,
    fields: CONSUMER,
    deliveryType: "default",
    deliveryDay: "2026-11-30",
    deliveryWeek: null,
    pickUpDay: null,
    paymentMethodLabel: "iDEAL",
    ...rest,
  };
}

describe("the invoice of an order", () => {
  it("every line: each item at its list price, then discount, assembly, extra service, extra warranty, delivery and the payment fee, each with quantity and unit price excluding VAT", () => {
    const invoice = invoiceFromOrder(order(), ISSUE);
    expect(invoice.lines.map(({ description, qty, unitPriceExclVatCents }) => ({ description, qty, unitPriceExclVatCents }))).toEqual([
      { description: "Bosch Wasmachine WM1", qty: 2, unitPriceExclVatCents: 57_769 },
      { description: "Siemens Droger D2", qty: 1, unitPriceExclVatCents: 45_454 },
      { description: "Korting", qty: 1, unitPriceExclVatCents: -4_132 },
      // Two assemblies at different prices (the second unit's is lower): one line for both.
      { description: "Installatie en montage: Bosch Wasmachine WM1", qty: 1, unitPriceExclVatCents: 12_313 },
      { description: "Extra service: Siemens Droger D2", qty: 1, unitPriceExclVatCents: 2_066 },
      { description: "Extra garantie: Siemens Droger D2", qty: 1, unitPriceExclVatCents: 6_611 },
      { description: "Bezorgkosten", qty: 1, unitPriceExclVatCents: 3_302 },
      { description: "Betaalkosten", qty: 1, unitPriceExclVatCents: 24 },
    ]);
    expect(invoice.lines.every((line) => line.vatRatePercent === 21)).toBe(true);
  });

  it("an option chosen for several units at one price is a line per unit", () => {
    const items = [{ name: "Koelkast K1", brandName: "Miele", qty: 3, listPriceCents: 99_900, options: { ...NO_OPTIONS, extraWarranty: true } }];
    const invoice = invoiceFromOrder(order({ items, lineTotals: { extraWarrantyTotal: 3 * 12_100 } }), ISSUE);
    expect(invoice.lines[1]).toMatchObject({ description: "Extra garantie: Miele Koelkast K1", qty: 3, unitPriceExclVatCents: 10_000, amountExclVatCents: 30_000 });
  });

  it("VAT per rate: 21% over the order's total excluding VAT, and the totals are the order's to the cent", () => {
    const placed = order();
    const invoice = invoiceFromOrder(placed, ISSUE);
    expect(invoice.vatRates).toEqual([{ ratePercent: 21, reverseCharge: false, baseCents: placed.totals.grandTotalExclVat, vatCents: placed.totals.vatTotal }]);
    expect(invoice.totalExclVatCents).toBe(placed.totals.grandTotalExclVat);
    expect(invoice.vatTotalCents).toBe(placed.totals.vatTotal);
    expect(invoice.totalInclVatCents).toBe(placed.grandTotalCents);
    expect(invoice.totalExclVatCents + invoice.vatTotalCents).toBe(invoice.totalInclVatCents);
    expect(invoice.reverseCharge).toBe(false);
  });

  it("the lines' amounts excluding VAT add up to the total excluding VAT, each within a cent of its exact share", () => {
    const invoice = invoiceFromOrder(order(), ISSUE);
    expect(invoice.lines.reduce((sum, line) => sum + line.amountExclVatCents, 0)).toBe(invoice.totalExclVatCents);
    const inclVat = [2 * 69_900, 54_999, -5_000, 14_899, 2_500, 7_999, 3_995, 29];
    invoice.lines.forEach((line, index) => expect(Math.abs(line.amountExclVatCents - (inclVat[index]! * 100) / 121)).toBeLessThan(1));
  });

  it("shares excluding VAT: rounded down, the missing cents to the largest remainders", () => {
    // 100 / 1.21 = 82.64…, three times: 247.93… in all, which rounds to 247.93; the floors give 246.
    expect(sharesExcludingVat([100, 100, 100], 248)).toEqual([83, 83, 82]);
    expect(sharesExcludingVat([69_900], 57_769)).toEqual([57_769]);
    expect(sharesExcludingVat([10_000, -1_000], 7_438)).toEqual([8_264, -826]);
  });

  it("an order whose lines do not add up to its total is not invoiced", () => {
    expect(() => sharesExcludingVat([100, 100, 100], 300)).toThrow(InvoiceTotalsMismatch);
    expect(() => sharesExcludingVat([100, 100, 100], 245)).toThrow(InvoiceTotalsMismatch);
    const placed = order();
    expect(() => invoiceFromOrder({ ...placed, totals: { ...placed.totals, deliveryTotal: 0 } }, ISSUE)).toThrow(InvoiceTotalsMismatch);
  });

  it("reverse charge: 0% VAT, reverse charged, the total to pay excludes VAT, and the buyer's VAT number is named", () => {
    const placed = order({ fields: BELGIAN_COMPANY, totals: { vatTreatment: "reverseCharge" } });
    const invoice = invoiceFromOrder(placed, ISSUE);
    expect(invoice.reverseCharge).toBe(true);
    expect(invoice.vatRates).toEqual([{ ratePercent: 0, reverseCharge: true, baseCents: placed.grandTotalCents, vatCents: 0 }]);
    expect(invoice.vatTotalCents).toBe(0);
    expect(invoice.totalInclVatCents).toBe(invoice.totalExclVatCents);
    expect(invoice.lines.every((line) => line.vatRatePercent === 0)).toBe(true);
    expect(invoice.lines.reduce((sum, line) => sum + line.amountExclVatCents, 0)).toBe(placed.grandTotalCents);
    expect(invoice.buyer).toEqual({ name: "Sanne de Vries", companyName: "Peeters Keukens BV", addressLines: ["Grote Markt 1", "1000 Brussel", "België"], vatNumber: "BE0123456789" });
  });

  it("the take-back of the old appliance is a free line; a pick-up has none", () => {
    const delivered = invoiceFromOrder(order({ fields: { ...CONSUMER, takeRetour: true } }), ISSUE);
    expect(delivered.lines.at(-1)).toEqual({ description: "Oud apparaat meenemen (gratis, oud-voor-nieuw)", qty: 1, unitPriceExclVatCents: 0, amountExclVatCents: 0, vatRatePercent: 21 });
    const pickedUp = invoiceFromOrder(order({ deliveryType: "pickUp", deliveryDay: null, pickUpDay: "2026-11-27", fields: { ...CONSUMER, takeRetour: true } }), ISSUE);
    expect(pickedUp.lines.some((line) => line.description.startsWith("Oud apparaat"))).toBe(false);
  });

  it("pick-up discount, extra discount and the small-order fee are lines too", () => {
    const items = [{ name: "Waterkoker W", brandName: "Philips", qty: 1, listPriceCents: 3_999, options: { ...NO_OPTIONS, pickUpDiscount: true } }];
    const invoice = invoiceFromOrder(order({ items, lineTotals: { discountExtra: 500, pickUpDiscountTotal: 200, shippingTotal: 495 } }), ISSUE);
    expect(invoice.lines.map((line) => [line.description, line.unitPriceExclVatCents])).toEqual([
      ["Philips Waterkoker W", 3_305],
      ["Extra korting", -413],
      ["Afhaalkorting: Philips Waterkoker W", -165],
      ["Verzendkosten kleine bestelling", 409],
    ]);
  });

  it("the buyer: a consumer has no VAT number; an invoice address given replaces the delivery address", () => {
    expect(buyerOf(CONSUMER)).toEqual({ name: "Sanne de Vries", companyName: null, addressLines: ["Rapenburg 73", "2311 GJ Leiden", "Nederland"], vatNumber: null });
    const withInvoiceAddress = { ...CONSUMER, invoiceAddress: true, invoiceStreet: "Breestraat", invoiceHouseNumber: "1", invoiceHouseNumberAddition: "A", invoicePostalCode: "2311 CH", invoiceCity: "Leiden", invoiceCountry: "NL" };
    expect(buyerOf(withInvoiceAddress).addressLines).toEqual(["Breestraat 1 A", "2311 CH Leiden", "Nederland"]);
  });

  it("the date of supply is named where it differs from the invoice date", () => {
    expect(supplyOf({ deliveryType: "default", deliveryDay: "2026-11-30", deliveryWeek: null, pickUpDay: null }, "2026-11-26")).toEqual({ kind: "day", date: "2026-11-30" });
    expect(supplyOf({ deliveryType: "default", deliveryDay: "2026-11-26", deliveryWeek: null, pickUpDay: null }, "2026-11-26")).toBeNull();
    expect(supplyOf({ deliveryType: "default", deliveryDay: null, deliveryWeek: "2026-W50", pickUpDay: null }, "2026-11-26")).toEqual({ kind: "week", week: "2026-W50" });
    expect(supplyOf({ deliveryType: "pickUp", deliveryDay: null, deliveryWeek: null, pickUpDay: "2026-11-27" }, "2026-11-26")).toEqual({ kind: "pickUpFrom", date: "2026-11-27" });
  });

  it("an order placed before its totals held the VAT is invoiced with Dutch VAT on its grand total", () => {
    const old = order();
    const { vatTreatment: _t, vatTotal: _v, grandTotalExclVat: _e, ...moneyOnly } = old.totals;
    const invoice = invoiceFromOrder({ ...old, totals: moneyOnly }, ISSUE);
    expect(invoice).toMatchObject({ reverseCharge: false, totalInclVatCents: old.grandTotalCents, totalExclVatCents: old.totals.grandTotalExclVat });
  });
});

describe("the invoice number", () => {
  it("one series: the year of issue as a label, then the counter with six digits or more", () => {
    expect(formatInvoiceNumber(1, "2026-11-26")).toBe("2026-000001");
    expect(formatInvoiceNumber(124, "2027-01-01")).toBe("2027-000124");
    expect(formatInvoiceNumber(1_234_567, "2030-05-05")).toBe("2030-1234567");
    expect(() => formatInvoiceNumber(0, "2026-11-26")).toThrow();
  });
});
