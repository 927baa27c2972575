import { describe, expect, it } from "vitest";

import { analyseSearchText } from "./search-text";

describe("analyseSearchText", () => {
  it("takes measures such as 8kg and 8 kg out of the words", () => {
    expect(analyseSearchText("Miele wasmachine 8kg")).toEqual({ words: ["miele", "wasmachine"], measures: [{ value: 8, unit: "kg" }] });
    expect(analyseSearchText("wasmachine 8 kg 1400 toeren")).toEqual({
      words: ["wasmachine"],
      measures: [
        { value: 8, unit: "kg" },
        { value: 1400, unit: "tpm" },
      ],
    });
  });

  it("reads decimals with a comma and units of other kinds", () => {
    expect(analyseSearchText("waterkoker 1,7 l 2200W").measures).toEqual([
      { value: 1.7, unit: "liter" },
      { value: 2200, unit: "W" },
    ]);
  });

  it("keeps model numbers whole, even with a unit-like ending inside", () => {
    expect(analyseSearchText("WGG24409NL").words).toEqual(["wgg24409nl"]);
    expect(analyseSearchText("KG39NXL 2440L")).toEqual({ words: ["kg39nxl"], measures: [{ value: 2440, unit: "liter" }] });
    expect(analyseSearchText("XY2440L").words).toEqual(["xy2440l"]);
    expect(analyseSearchText("WW90T534DAW/S2")).toEqual({ words: ["ww90t534daw", "s2"], measures: [] });
  });

  it("splits on punctuation, keeps accents, and drops repeated words", () => {
    expect(analyseSearchText("Was-droogcombinatie, crème crème!").words).toEqual(["was", "droogcombinatie", "crème"]);
  });

  it("an empty or symbol-only text has no words", () => {
    expect(analyseSearchText("  ?! ")).toEqual({ words: [], measures: [] });
  });
});
