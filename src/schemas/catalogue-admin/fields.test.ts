import { describe, expect, it } from "vitest";

import { eanField, euroCents, optionalEuroCents, optionalIsoDay, slugField, stockCount, yesNo } from "./fields";

describe("catalogue field rules", () => {
  it("an amount is euros with at most two decimals, as a number or a Dutch spreadsheet's text, and becomes cents", () => {
    const price = euroCents("Prijs");
    expect(price.parse(499)).toBe(49_900);
    expect(price.parse(12.5)).toBe(1250);
    expect(price.parse("1.299,50")).toBe(129_950);
    expect(price.parse("12,50")).toBe(1250);
    expect(price.parse("€ 4,95")).toBe(495);
    expect(price.safeParse(-1).success).toBe(false);
    expect(price.safeParse(1.234).error?.issues[0]?.message).toBe("Prijs heeft hoogstens twee decimalen");
    expect(price.safeParse("veel").success).toBe(false);
  });

  it("an empty optional amount is none", () => {
    const discount = optionalEuroCents("Kassakorting");
    expect(discount.parse("")).toBeNull();
    expect(discount.parse(null)).toBeNull();
    expect(discount.parse("50")).toBe(5000);
  });

  it("an EAN needs thirteen digits and the right check digit", () => {
    expect(eanField.parse("4006381333931")).toBe("4006381333931");
    expect(eanField.safeParse("4006381333932").error?.issues[0]?.message).toMatch(/controlecijfer/);
    expect(eanField.safeParse("40063813339").success).toBe(false);
  });

  it("a slug is lower-case words joined by single hyphens", () => {
    expect(slugField.parse("bosch-wgg244a9nl")).toBe("bosch-wgg244a9nl");
    for (const bad of ["Bosch", "a--b", "-ab", "ab-", "a b", "é-b"]) expect(slugField.safeParse(bad).success, bad).toBe(false);
  });

  it("a day is JJJJ-MM-DD and must exist; empty is none", () => {
    const day = optionalIsoDay("Verwachte leverdatum");
    expect(day.parse("2026-12-24")).toBe("2026-12-24");
    expect(day.parse("")).toBeNull();
    expect(day.safeParse("2026-02-30").success).toBe(false);
  });

  it("stock is a whole number from zero; yes and no are read as a spreadsheet writes them", () => {
    expect(stockCount("Voorraad").parse("12")).toBe(12);
    expect(stockCount("Voorraad").safeParse(-1).success).toBe(false);
    expect(stockCount("Voorraad").safeParse(1.5).success).toBe(false);
    expect(yesNo("Uitlopend").parse("ja")).toBe(true);
    expect(yesNo("Uitlopend").parse("0")).toBe(false);
    expect(yesNo("Uitlopend").safeParse("misschien").success).toBe(false);
  });
});
