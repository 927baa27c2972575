import { describe, expect, it } from "vitest";

import { formatOf, readSpreadsheet, writeCsv, writeXlsx } from "./spreadsheet";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the catalogue's spreadsheet, read and written", () => {
  it("reads Dutch Excel's CSV: semicolons, a byte-order mark, quoted cells with line breaks, row numbers as a spreadsheet shows them", async () => {
    const sheet = await readSpreadsheet(bytes('\uFEFFproductId;description\r\n12;"Stil; zuinig\r\nen ""snel"""\r\n\r\n13;kort\r\n'));
    expect(sheet.header).toEqual(["productId", "description"]);
    expect(sheet.rows).toEqual([
      { line: 2, cells: ["12", 'Stil; zuinig\r\nen "snel"'] },
      { line: 4, cells: ["13", "kort"] },
    ]);
  });

  it("recognises commas or tabs from the header line, and Windows-1252 when the bytes are no UTF-8", async () => {
    expect((await readSpreadsheet(bytes("productId,price\n1,\"12,50\"\n"))).rows[0]!.cells).toEqual(["1", "12,50"]);
    expect((await readSpreadsheet(bytes("productId\tname\n1\tKoelkast\n"))).rows[0]!.cells).toEqual(["1", "Koelkast"]);
    const latin = new Uint8Array([...bytes("name\n"), 0x43, 0x61, 0x66, 0xe9, 0x0a]);
    expect((await readSpreadsheet(latin)).rows[0]!.cells).toEqual(["Café"]);
  });

  it("refuses what it cannot read with a Dutch reason (422)", async () => {
    await expect(readSpreadsheet(bytes(""))).rejects.toMatchObject({ status: 422 });
    await expect(readSpreadsheet(bytes('productId;name\n1;"open\n'))).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/^Het bestand is niet te lezen: de CSV klopt niet/) });
    await expect(readSpreadsheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({ status: 422, message: "Het bestand is niet te lezen: het is geen geldig XLSX-bestand" });
  });

  it("writes CSV as the shop's other exports: semicolons, CRLF, a byte-order mark, a comma quoted, a would-be formula behind an apostrophe", () => {
    expect(writeCsv(["name", "price"], [["=1+1", "12,50"], ["Koelkast", null]])).toBe("\uFEFFname;price\r\n'=1+1;\"12,50\"\r\nKoelkast;\r\n");
  });

  it("an XLSX workbook round-trips: text as text, amounts as numbers read back as the same text", async () => {
    const file = await writeXlsx(["ean", "price", "name"], [["4006381333931", 1299.5, "Wasmachine"]], { 1: "0.00" });
    expect(formatOf(file)).toBe("xlsx");
    const sheet = await readSpreadsheet(file);
    expect(sheet).toEqual({ header: ["ean", "price", "name"], rows: [{ line: 2, cells: ["4006381333931", "1299.5", "Wasmachine"] }] });
  });
});
