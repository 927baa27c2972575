import { describe, expect, it } from "vitest";

import { typeNumberOf } from "./type-number";

describe("type number", () => {
  it("leaves out a series written before the number", () => {
    expect(typeNumberOf("Serie 6 WGG24409NL", "Serie 6")).toBe("WGG24409NL");
    expect(typeNumberOf("iQ500 WM14N255NL", "iQ500")).toBe("WM14N255NL");
  });

  it("leaves out a series written after the number, keeping a variant suffix", () => {
    expect(typeNumberOf("CNd 5723 Plus", "Plus")).toBe("CNd 5723");
    expect(typeNumberOf("CNd 5723 Plus/A3", "Plus")).toBe("CNd 5723/A3");
  });

  it("keeps a name without its series as it is, and never leaves nothing", () => {
    expect(typeNumberOf("WW90T534DAE", "Serie 4")).toBe("WW90T534DAE");
    expect(typeNumberOf("Plus", "Plus")).toBe("Plus");
    expect(typeNumberOf("WGG24409NL", "")).toBe("WGG24409NL");
  });

  it("does not cut a series out of the middle of a word", () => {
    expect(typeNumberOf("PlusMax 5723", "Plus")).toBe("PlusMax 5723");
  });
});
