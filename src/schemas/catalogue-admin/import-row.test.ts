import { describe, expect, it } from "vitest";

import { parseImportRow, withoutFormulaGuard } from "./import-row";

describe("a row of the catalogue's spreadsheet, cell by cell", () => {
  it("reads amounts as Dutch spreadsheets write them, flags as ja/nee, and the other columns as given", () => {
    const { values, problems } = parseImportRow({ productId: "12", ean: "4006381333931", price: "1.299,00", cashDeskDiscount: "50,5", freeAssembly: "ja", expired: "nee", stock: "4", stockEstimatedDate: "2026-12-24", energyClass: "b", brand: "Bosch" });
    expect(problems).toEqual([]);
    expect(values).toEqual({ productId: 12, ean: "4006381333931", price: 129_900, cashDeskDiscount: 5050, freeAssembly: true, expired: false, stock: 4, stockEstimatedDate: "2026-12-24", energyClass: "B", brand: "bosch" });
  });

  it("an empty cell clears what may be empty and is refused where a value is needed", () => {
    const { values, problems } = parseImportRow({ productId: "", cashback: "", energyClass: "", stockEstimatedDate: "", name: "", price: "" });
    expect(values).toEqual({ productId: null, cashback: null, energyClass: null, stockEstimatedDate: null });
    expect(problems.map((p) => p.column)).toEqual(["name", "price"]);
    expect(problems[0]!.message).toBe("name is verplicht");
  });

  it("refuses a bad cell with the same Dutch reason as the product form", () => {
    const { problems } = parseImportRow({ ean: "4006381333932", price: "-3", stock: "2,5", stockEstimatedDate: "2026-02-30", energyClass: "H", slug: "Met Spaties" });
    expect(Object.fromEntries(problems.map((p) => [p.column, p.message]))).toEqual({
      ean: "EAN klopt niet: het controlecijfer (het laatste cijfer) hoort anders te zijn",
      price: "price: geef een bedrag in euro's, bijvoorbeeld 499.00",
      stock: "stock moet een heel getal zijn",
      stockEstimatedDate: "stockEstimatedDate is geen bestaande datum",
      energyClass: "energyClass moet een energieklasse zijn: A+++, A++, A+, A, B, C, D, E, F, G of leeg",
      slug: "Slug mag alleen kleine letters, cijfers en enkele streepjes bevatten, zoals bosch-wgg244a9nl",
    });
  });

  it("takes off the apostrophe the export puts before a would-be formula, and only that one", () => {
    expect(withoutFormulaGuard("'=1+1")).toBe("=1+1");
    expect(withoutFormulaGuard("'-10 dB")).toBe("-10 dB");
    expect(withoutFormulaGuard("'s-Hertogenbosch")).toBe("'s-Hertogenbosch");
    expect(parseImportRow({ name: "'+31 stil" }).values.name).toBe("+31 stil");
  });
});
