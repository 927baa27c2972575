import { describe, expect, it } from "vitest";

import { csvCell, csvDocument, csvEuros } from "./csv";

describe("CSV for Dutch spreadsheets (the shop's exports)", () => {
  it("semicolons between cells, CRLF between rows, and a byte-order mark", () => {
    expect(csvDocument(["Naam", "Plaats"], [["Jan", "Leiden"], ["Eline", null]])).toBe("\uFEFFNaam;Plaats\r\nJan;Leiden\r\nEline;\r\n");
    // A decimal comma is quoted, for a spreadsheet set to split on commas; a Dutch one reads it as the number.
    expect(csvDocument(["Bedrag"], [["12,50"]])).toBe('\uFEFFBedrag\r\n"12,50"\r\n');
  });

  it("quotes a cell with a semicolon, a quote or a line break, and doubles its quotes", () => {
    expect(csvCell('De "Witte" Zwaan; Leiden')).toBe('"De ""Witte"" Zwaan; Leiden"');
    expect(csvCell("regel 1\nregel 2")).toBe('"regel 1\nregel 2"');
    expect(csvCell("gewoon")).toBe("gewoon");
  });

  it("never lets a cell start a formula (CSV injection)", () => {
    for (const value of ["=HYPERLINK(\"http://x\")", "+31 6 1234", "-2+3", "@SUM(A1)", "\t=1"]) expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
    // A spreadsheet that splits on commas would start a cell after the comma.
    expect(csvCell("Jansen,=HYPERLINK(1)")).toBe(`"'Jansen,=HYPERLINK(1)"`);
    expect(csvCell("Jansen, de Vries")).toBe('"Jansen, de Vries"');
    expect(csvCell(-12)).toBe("-12");
  });

  it("amounts with a decimal comma and two decimals", () => {
    expect(csvEuros(123450)).toBe("1234,50");
    expect(csvEuros(5)).toBe("0,05");
    expect(csvEuros(0)).toBe("0,00");
    expect(csvEuros(-1999)).toBe("-19,99");
  });
});
