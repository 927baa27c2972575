import { describe, expect, it } from "vitest";

import { vatOverviewLines } from "./total-lines";
import { amountExcludingVat, shownAmount, showsPricesExclVat, vatBreakdown, vatIncluded, vatTreatment } from "./vat";

const BELGIAN_BUSINESS = { company: true, companyName: "Peeters Keukens BV", vatNumber: "BE0123456789", vatNumberStatus: "valid", shippingCountry: "BE" } as const;
const DUTCH_BUSINESS = { company: true, companyName: "Stekker Test B.V.", vatNumber: "NL123456789B01", vatNumberStatus: "valid", shippingCountry: "NL" } as const;

describe("the order's VAT treatment (decisions §1)", () => {
  it("a business with a VIES-valid Belgian VAT number: reverse charge", () => {
    expect(vatTreatment(BELGIAN_BUSINESS, "default")).toBe("reverseCharge");
  });

  it("a business with a VIES-valid number of another member state (German, Greek EL, Northern Irish XI): reverse charge", () => {
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumber: "DE123456789" }, "default")).toBe("reverseCharge");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumber: "EL123456789" }, "default")).toBe("reverseCharge");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumber: "XI123456789" }, "default")).toBe("reverseCharge");
  });

  it("the VAT number as the customer typed it counts: lower case, spaces and dots", () => {
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumber: "be 0123.456.789" }, "default")).toBe("reverseCharge");
  });

  it("a business with a VIES-valid Dutch VAT number pays Dutch VAT", () => {
    expect(vatTreatment(DUTCH_BUSINESS, "default")).toBe("standard");
  });

  it("a foreign VAT number VIES could not check (unknown), has not checked (null) or refused pays Dutch VAT", () => {
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumberStatus: "unknown" }, "default")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumberStatus: null }, "default")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumberStatus: undefined }, "default")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumberStatus: "invalid" }, "default")).toBe("standard");
  });

  it("a consumer pays Dutch VAT, also with a valid foreign VAT number left in the form", () => {
    expect(vatTreatment({ ...BELGIAN_BUSINESS, company: false }, "default")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, companyName: " " }, "default")).toBe("standard");
    expect(vatTreatment({}, "default")).toBe("standard");
  });

  it("goods that stay in the Netherlands are taxed there: a pick-up in Zoeterwoude or a delivery to a Dutch address pays Dutch VAT", () => {
    expect(vatTreatment(BELGIAN_BUSINESS, "pickUp")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, shippingCountry: "NL" }, "default")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, shippingCountry: null }, "assembly")).toBe("standard");
    expect(vatTreatment(BELGIAN_BUSINESS, "assembly")).toBe("reverseCharge");
  });

  it("a VAT number that is not an EU number pays Dutch VAT", () => {
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumber: "GB123456789" }, "default")).toBe("standard");
    expect(vatTreatment({ ...BELGIAN_BUSINESS, vatNumber: "CHE-123.456.789" }, "default")).toBe("standard");
  });
});

describe("amounts excluding 21% VAT: cents × 100 / 121, rounded per amount, half up", () => {
  it("a price of 699,00 is 577,69 excluding VAT (577,685… rounds up) and holds 121,31 VAT", () => {
    expect(amountExcludingVat(69900)).toBe(57769);
    expect(vatIncluded(69900)).toBe(12131);
  });

  it("rounds down below the half: 4,95 is 4,09 excluding VAT (4,0909…)", () => {
    expect(amountExcludingVat(495)).toBe(409);
  });

  it("an amount that is exactly 121% of whole cents loses nothing: 121,00 → 100,00", () => {
    expect(amountExcludingVat(12100)).toBe(10000);
    expect(vatIncluded(12100)).toBe(2100);
  });

  it("the smallest amounts: 0 → 0, 1 cent → 1 (0,826…), 2 cents → 2 (1,65…)", () => {
    expect(amountExcludingVat(0)).toBe(0);
    expect(amountExcludingVat(1)).toBe(1);
    expect(amountExcludingVat(2)).toBe(2);
  });

  it("a discount (negative) rounds like the price it comes off", () => {
    expect(amountExcludingVat(-69900)).toBe(-57769);
    expect(amountExcludingVat(-495)).toBe(-409);
  });

  it("equals the nearest whole cent for every amount up to 1.000,00, and the amount and its VAT always add up", () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) {
      const excluding = amountExcludingVat(cents);
      if (Math.abs(excluding - (cents * 100) / 121) >= 0.5 || excluding + vatIncluded(cents) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it("never meets a tie, so half up, half even and half down agree: 100 × cents / 121 is never a whole and a half", () => {
    // A tie needs 200 × cents ≡ 121 (mod 242); 200 × cents is even, 121 is odd.
    const ties: number[] = [];
    for (let cents = 0; cents <= 100_000; cents += 1) if ((200 * cents) % 242 === 121) ties.push(cents);
    expect(ties).toEqual([]);
  });

  it("large amounts stay exact in integers: 99.999,99 → 82.644,62", () => {
    expect(amountExcludingVat(9_999_999)).toBe(8_264_462);
  });
});

describe("the order's VAT breakdown, worked out once on the grand total", () => {
  it("Dutch VAT: the customer pays the total including VAT, which holds the VAT", () => {
    expect(vatBreakdown(70395, "standard")).toEqual({ vatTreatment: "standard", grandTotal: 70395, grandTotalExclVat: 58178, vatTotal: 12217 });
  });

  it("reverse charge: the customer pays the total excluding VAT and no VAT", () => {
    expect(vatBreakdown(70395, "reverseCharge")).toEqual({ vatTreatment: "reverseCharge", grandTotal: 58178, grandTotalExclVat: 58178, vatTotal: 0 });
  });

  it("is rounded on the total, not summed from rounded lines: 3 × 6,99 is 17,33 excluding VAT, not 3 × 5,78", () => {
    expect(vatBreakdown(3 * 699, "standard").grandTotalExclVat).toBe(1733);
    expect(3 * amountExcludingVat(699)).toBe(1734);
  });
});

describe("showing prices excluding VAT", () => {
  it("a business customer who chose it sees prices excluding VAT; a consumer never, whatever is stored", () => {
    expect(showsPricesExclVat("standard", true, true)).toBe(true);
    expect(showsPricesExclVat("standard", true, false)).toBe(false);
    expect(showsPricesExclVat("standard", false, true)).toBe(false);
  });

  it("with reverse charge the prices are shown excluding VAT, chosen or not", () => {
    expect(showsPricesExclVat("reverseCharge", true, false)).toBe(true);
    expect(shownAmount(69900, true)).toBe(57769);
    expect(shownAmount(69900, false)).toBe(69900);
  });

  it("the overview closes with the total and 'waarvan btw'; excluding VAT with total, VAT and total to pay; reverse charge with 'Btw verlegd' 0", () => {
    const standard = vatBreakdown(70395, "standard");
    expect(vatOverviewLines(standard, false).map(({ label, qualifier, cents, grand }) => [label, qualifier, cents, grand])).toEqual([
      ["Totaal", "Inclusief btw", 70395, true],
      ["Waarvan btw (21%)", null, 12217, false],
    ]);
    expect(vatOverviewLines(standard, true).map(({ label, qualifier, cents, grand }) => [label, qualifier, cents, grand])).toEqual([
      ["Totaal", "Exclusief btw", 58178, false],
      ["Btw (21%)", null, 12217, false],
      ["Totaal", "Inclusief btw", 70395, true],
    ]);
    expect(vatOverviewLines(vatBreakdown(70395, "reverseCharge"), true).map(({ label, qualifier, cents, grand }) => [label, qualifier, cents, grand])).toEqual([
      ["Btw verlegd", null, 0, false],
      ["Totaal", "Exclusief btw", 58178, true],
    ]);
  });
});
