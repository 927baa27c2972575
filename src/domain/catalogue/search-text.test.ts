import { describe, expect, it } from "vitest";

import { analyseSearchText, diminutiveBases, measureTexts, searchIntro, withoutMeasures } from "./search-text";

describe("analyseSearchText", () => {
  it("takes measures such as 8kg and 8 kg out of the words", () => {
    expect(analyseSearchText("Miele wasmachine 8kg")).toEqual({
      words: ["miele", "wasmachine"],
      measures: [{ value: 8, unit: "kg" }],
      energyClasses: [],
      wishes: [],
    });
    expect(analyseSearchText("wasmachine 8 kg 1400 toeren")).toMatchObject({
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
    expect(analyseSearchText("KG39NXL 2440L")).toMatchObject({ words: ["kg39nxl"], measures: [{ value: 2440, unit: "liter" }] });
    expect(analyseSearchText("XY2440L").words).toEqual(["xy2440l"]);
    expect(analyseSearchText("WW90T534DAW/S2")).toMatchObject({ words: ["ww90t534daw", "s2"], measures: [] });
  });

  it("splits on punctuation, keeps accents, and drops repeated words", () => {
    expect(analyseSearchText("Was-droogcombinatie, crème crème!").words).toEqual(["was", "droogcombinatie", "crème"]);
  });

  it("an empty or symbol-only text has no words", () => {
    expect(analyseSearchText("  ?! ")).toEqual({ words: [], measures: [], energyClasses: [], wishes: [] });
  });

  it("an energy class is named, not searched as a word: energieklasse a, energielabel b, label a++, a+++", () => {
    expect(analyseSearchText("wasmachine energieklasse a")).toMatchObject({ words: ["wasmachine"], energyClasses: ["A"] });
    expect(analyseSearchText("Koelkast energielabel B")).toMatchObject({ words: ["koelkast"], energyClasses: ["B"] });
    expect(analyseSearchText("droger label a++")).toMatchObject({ words: ["droger"], energyClasses: ["A++"] });
    expect(analyseSearchText("wasdroger A+++")).toMatchObject({ words: ["wasdroger"], energyClasses: ["A+++"] });
    // A model number or a lone letter is no energy class.
    expect(analyseSearchText("AEG L7FE a").energyClasses).toEqual([]);
  });

  it("a wish such as stille or zuinige ranks instead of being a word to find", () => {
    expect(analyseSearchText("stille vaatwasser")).toMatchObject({ words: ["vaatwasser"], wishes: ["stil"] });
    expect(analyseSearchText("Energiezuinige koelkast")).toMatchObject({ words: ["koelkast"], wishes: ["zuinig"] });
    expect(analyseSearchText("stilste zuinigste wasmachine").wishes).toEqual(["stil", "zuinig"]);
  });
});

describe("diminutiveBases", () => {
  it("a diminutive may be made from the word without its ending: koelkastje, blendertje, stofzuigertjes", () => {
    expect(diminutiveBases("koelkastje")).toContain("koelkast");
    expect(diminutiveBases("blendertje")).toContain("blender");
    expect(diminutiveBases("stofzuigertjes")).toContain("stofzuiger");
    expect(diminutiveBases("koelkast")).toEqual([]);
  });
});

describe("measures as typed", () => {
  it("are found in the order analyseSearchText finds them", () => {
    expect(measureTexts("Miele wasmachine 8kg 1400 tpm")).toEqual(["8kg", "1400 tpm"]);
    expect(measureTexts("KG39NXL")).toEqual([]);
  });

  it("can be taken out of the text", () => {
    expect(withoutMeasures("miele wasmachine 8kg", ["8kg"])).toBe("miele wasmachine");
    expect(withoutMeasures("8 kg miele  wasmachine", ["8 kg"])).toBe("miele wasmachine");
  });
});

describe("searchIntro, the line above search results", () => {
  it("says which measure found nothing exactly, what was searched instead, and that the nearest values come first", () => {
    expect(searchIntro("miele wasmachine 8kg", false, ["8kg"])).toBe(
      "Geen resultaten met precies ‘8kg’. We zochten naar ‘miele wasmachine’, met wat er het dichtst bij ligt bovenaan.",
    );
    expect(searchIntro("wasmachine 3kg 2000 tpm", false, ["3kg", "2000 tpm"])).toBe(
      "Geen resultaten met precies ‘3kg’ en ‘2000 tpm’. We zochten naar ‘wasmachine’, met wat er het dichtst bij ligt bovenaan.",
    );
    // A measure alone that nothing has: what is shown then are similar model names, not the nearest values.
    expect(searchIntro("8kg", false, ["8kg"])).toBe("Geen resultaten met ‘8kg’.");
  });

  it("names a corrected typo, and says nothing when the text was searched as typed", () => {
    expect(searchIntro("wasmachine", true, [])).toBe("We zochten naar ‘wasmachine’.");
    expect(searchIntro("wasmachine 8kg", false, [])).toBeUndefined();
  });

  it("names the corrected text without the left-out measure when both apply", () => {
    expect(searchIntro("miele wasmachine 8kg", true, ["8kg"])).toBe(
      "Geen resultaten met precies ‘8kg’. We zochten naar ‘miele wasmachine’, met wat er het dichtst bij ligt bovenaan.",
    );
  });
});
