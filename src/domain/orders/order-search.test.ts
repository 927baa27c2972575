import { describe, expect, it } from "vitest";

import { orderSearchWords } from "./order-search";

describe("the order search's words", () => {
  it("rule: every word in lower case must appear", () => {
    expect(orderSearchWords("  Sanne  de Vries ")).toEqual(["sanne", "de", "vries"]);
    expect(orderSearchWords("")).toEqual([]);
    expect(orderSearchWords("   ")).toEqual([]);
  });

  it("rule: a postal code typed with a space is two words that both appear in the code without it", () => {
    expect(orderSearchWords("2311 GJ")).toEqual(["2311", "gj"]);
  });

  it("rule: a phone number typed with spaces, dashes or +31 is one number of digits, in its national form", () => {
    expect(orderSearchWords("06-1234 5678")).toEqual(["0612345678"]);
    expect(orderSearchWords("+31 6 12345678")).toEqual(["0612345678"]);
    expect(orderSearchWords("0031 6 12345678")).toEqual(["0612345678"]);
    expect(orderSearchWords("+32 470 12 34 56")).toEqual(["0470123456"]);
    expect(orderSearchWords("(010) 123-4567")).toEqual(["0101234567"]);
  });

  it("rule: an order number is one word; the same word twice counts once; at most eight words", () => {
    expect(orderSearchWords("40000123")).toEqual(["40000123"]);
    expect(orderSearchWords("jan jan")).toEqual(["jan"]);
    expect(orderSearchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});
