import { describe, expect, it } from "vitest";

import { inGroupOrder, noiseClassOf, specificationGroupOf } from "./specification-groups";

describe("specification groups", () => {
  it("puts the dimensions and niche sizes in one group", () => {
    for (const key of ["hoogte", "breedte", "diepte", "nishoogte", "nisbreedte", "nisdiepte"]) expect(specificationGroupOf(key)).toBe("dimensions");
  });

  it("puts what the energy label says beside the class: energy and water use, noise and its class", () => {
    for (const key of ["energieverbruik", "energieverbruik-wassen", "energieverbruik-conventioneel", "waterverbruik", "waterverbruik-wassen", "geluidsniveau", "geluidsklasse"]) {
      expect(specificationGroupOf(key)).toBe("energy");
    }
  });

  it("groups the warranty terms, and leaves everything else with the properties", () => {
    expect(specificationGroupOf("garantie")).toBe("warranty");
    expect(specificationGroupOf("extra-garantie")).toBe("warranty");
    expect(specificationGroupOf("vulgewicht")).toBe("properties");
    expect(specificationGroupOf("aantal-couverts")).toBe("properties");
  });
});

describe("the order within a group", () => {
  it("lists the appliance's height, width and depth before the niche's, and energy before water before noise", () => {
    const keys = (list: string[]) => inGroupOrder(list.map((key) => ({ key }))).map((row) => row.key);
    expect(keys(["nishoogte", "diepte", "hoogte", "nisdiepte", "breedte"])).toEqual(["hoogte", "breedte", "diepte", "nishoogte", "nisdiepte"]);
    expect(keys(["geluidsniveau", "waterverbruik", "geluidsklasse", "energieverbruik"])).toEqual(["energieverbruik", "waterverbruik", "geluidsniveau", "geluidsklasse"]);
    expect(keys(["zzz", "energieverbruik", "aaa"])).toEqual(["energieverbruik", "zzz", "aaa"]);
  });
});

describe("the energy label's noise classes", () => {
  it("washing machines by spin noise: A below 73 dB, D from 81", () => {
    expect(noiseClassOf("washing", 72)).toBe("A");
    expect(noiseClassOf("washing", 73)).toBe("B");
    expect(noiseClassOf("washing", 80)).toBe("C");
    expect(noiseClassOf("washing", 81)).toBe("D");
  });

  it("dishwashers: A below 39 dB, B to 44, C to 50", () => {
    expect(noiseClassOf("dishwashing", 38)).toBe("A");
    expect(noiseClassOf("dishwashing", 44)).toBe("B");
    expect(noiseClassOf("dishwashing", 49)).toBe("C");
    expect(noiseClassOf("dishwashing", 51)).toBe("D");
  });

  it("fridges and freezers: A below 30 dB, D from 42", () => {
    expect(noiseClassOf("cooling", 29)).toBe("A");
    expect(noiseClassOf("cooling", 35)).toBe("B");
    expect(noiseClassOf("cooling", 36)).toBe("C");
    expect(noiseClassOf("cooling", 42)).toBe("D");
  });
});
