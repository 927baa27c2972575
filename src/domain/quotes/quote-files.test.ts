import { describe, expect, it } from "vitest";

import { quoteFileTypeOf, safeQuoteFileName } from "./quote-files";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...new TextEncoder().encode(value)] : [value])));

describe("the files of a quote request", () => {
  it("a file's type is decided by its bytes: JPEG, PNG, WebP and PDF", () => {
    expect(quoteFileTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(quoteFileTypeOf(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("image/png");
    expect(quoteFileTypeOf(bytes("RIFF", 1, 2, 3, 4, "WEBPVP8 "))).toBe("image/webp");
    expect(quoteFileTypeOf(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("anything else is refused, whatever its name: HTML, SVG, HEIC, a RIFF that is no WebP, an empty file", () => {
    expect(quoteFileTypeOf(bytes("<html><script>"))).toBeNull();
    expect(quoteFileTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(quoteFileTypeOf(bytes(0, 0, 0, 0x18, "ftypheic"))).toBeNull();
    expect(quoteFileTypeOf(bytes("RIFF", 1, 2, 3, 4, "WAVE"))).toBeNull();
    expect(quoteFileTypeOf(new Uint8Array(0))).toBeNull();
  });

  it("a file name is kept without its path or odd characters, with the extension of its real type", () => {
    expect(safeQuoteFileName("../../etc/passwd", "image/jpeg", 0)).toBe("passwd.jpg");
    expect(safeQuoteFileName("C:\\Users\\Jan\\keuken foto.PNG", "image/png", 0)).toBe("keuken foto.png");
    expect(safeQuoteFileName('plan"<x>.jpg', "application/pdf", 1)).toBe("planx.pdf");
    expect(safeQuoteFileName("", "image/webp", 2)).toBe("bestand-3.webp");
  });
});
