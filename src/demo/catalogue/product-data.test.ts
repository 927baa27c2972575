import { describe, expect, it } from "vitest";

import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import { noiseClassOf } from "@/domain/catalogue/specification-groups";
import { typeNumberOf } from "@/domain/catalogue/type-number";
import { DEFAULT_WARRANTY_YEARS, EXTRA_WARRANTY_YEARS } from "@/domain/catalogue/warranty";

import { BRAND_PROFILES } from "./brand-lines";
import { generateCatalogue, type ProductInsert } from "./generate-catalogue";
import { NICHE_KEYS } from "./product-data";
import type { BrandSlug } from "./taxonomy";

const NOW = new Date("2026-05-01T12:34:56Z");
const catalogue = generateCatalogue({ productCount: 3000, seed: 20261121, now: NOW });
const products = catalogue.products;
const ofType = (...types: string[]) => products.filter((p) => types.includes(p.productType));
const num = (product: ProductInsert, key: string) => product.specifications[key] as number;
const definitionsOf = (type: string) => catalogue.productTypes.find((t) => t.code === type)?.specifications ?? [];
const definition = (type: string, key: string) => definitionsOf(type).find((spec) => spec.key === key);
const NEW_SCALE = ["A", "B", "C", "D", "E", "F", "G"];

describe("product data: dimensions", () => {
  it("every large appliance has a height, width and depth in cm", () => {
    const large = products.filter((p) => !isSmallApplianceCategory(p.categoryId));
    expect(large.length).toBeGreaterThan(1000);
    for (const product of large) {
      for (const key of ["hoogte", "breedte", "diepte"]) {
        expect(typeof product.specifications[key], `${product.productType} ${product.name} ${key}`).toBe("number");
        expect(num(product, key)).toBeGreaterThan(0);
        expect(definition(product.productType, key)?.unit).toBe("cm");
      }
    }
  });

  it("dimensions are plausible for the type: a washing machine 85 by 60, a fridge at most 2 m high, a hob a few cm thick", () => {
    for (const washer of ofType("wasmachine", "wasdroger", "wasdroogcombinatie")) {
      expect([85, 90]).toContain(num(washer, "hoogte"));
      expect([40, 60]).toContain(num(washer, "breedte"));
      expect(num(washer, "diepte")).toBeGreaterThanOrEqual(50);
      expect(num(washer, "diepte")).toBeLessThanOrEqual(67);
    }
    for (const fridge of ofType("koelkast", "amerikaanse-koelkast", "vriezer", "inbouwkoelkast")) {
      expect(num(fridge, "hoogte")).toBeLessThanOrEqual(205);
      expect(num(fridge, "diepte")).toBeLessThanOrEqual(80);
    }
    for (const hob of ofType("kookplaat")) expect(num(hob, "hoogte")).toBeLessThan(25);
  });

  it("a bigger drum needs a deeper washing machine", () => {
    const depth = (kg: number) => {
      const washers = ofType("wasmachine").filter((p) => p.specifications.deurtype === "Voorlader" && p.specifications.vulgewicht === kg);
      return washers.reduce((sum, p) => sum + num(p, "diepte"), 0) / washers.length;
    };
    expect(depth(7)).toBeLessThan(depth(9));
    expect(depth(9)).toBeLessThan(depth(11));
  });

  it("built-in appliances have the niche sizes their kitchen cabinet needs", () => {
    for (const [type, keys] of Object.entries(NICHE_KEYS)) {
      const builtIn = ofType(type);
      expect(builtIn.length, type).toBeGreaterThan(0);
      for (const product of builtIn) {
        for (const key of keys ?? []) expect(num(product, key), `${type} ${key}`).toBeGreaterThan(0);
      }
    }
    // An integrated fridge or dishwasher disappears behind a kitchen door: it is never taller than its niche.
    for (const product of ofType("inbouwkoelkast", "inbouwvaatwasser")) expect(num(product, "hoogte")).toBeLessThanOrEqual(num(product, "nishoogte"));
  });

  it("a 45 cm dishwasher is 45 cm wide, takes fewer place settings and a 45 cm niche", () => {
    const narrow = ofType("vaatwasser", "inbouwvaatwasser").filter((p) => p.specifications.breedte === 45);
    expect(narrow.some((p) => p.productType === "vaatwasser")).toBe(true);
    expect(narrow.some((p) => p.productType === "inbouwvaatwasser")).toBe(true);
    for (const dishwasher of narrow) expect(num(dishwasher, "aantal-couverts")).toBeLessThanOrEqual(10);
    for (const dishwasher of ofType("inbouwvaatwasser")) expect(num(dishwasher, "nisbreedte")).toBe(num(dishwasher, "breedte"));
    for (const dishwasher of ofType("vaatwasser", "inbouwvaatwasser")) expect([45, 60]).toContain(num(dishwasher, "breedte"));
  });

  it("shoppers can filter by width and depth, not by kilowatt-hours", () => {
    const keysOf = (type: string) => catalogue.filters.filter((f) => f.productType === type && !f.staffOnly).map((f) => f.key);
    expect(keysOf("wasmachine")).toContain("diepte");
    expect(keysOf("vaatwasser")).toContain("breedte");
    expect(keysOf("kookplaat")).toContain("nisbreedte");
    // Every oven's niche is 56 cm wide, and a built-in dishwasher's is its own width: no facet that tells nothing new.
    expect(keysOf("inbouwoven")).not.toContain("nisbreedte");
    expect(keysOf("inbouwvaatwasser")).not.toContain("nisbreedte");
    const allFilterKeys = catalogue.filters.map((f) => f.key);
    for (const key of ["energieverbruik", "waterverbruik", "garantie", "extra-garantie", "geluidsklasse"]) expect(allFilterKeys).not.toContain(key);
    const depth = catalogue.filters.find((f) => f.productType === "wasmachine" && f.key === "diepte");
    expect(depth).toMatchObject({ label: "Diepte", unit: "cm" });
  });
});

describe("product data: the EU energy label's figures", () => {
  const labelled = (type: string, keys: string[], unit: string, per: RegExp) => {
    for (const product of ofType(type)) {
      for (const key of keys) expect(typeof product.specifications[key], `${type} ${product.name} ${key}`).toBe("number");
    }
    expect(definition(type, keys[0]!)?.unit).toBe(unit);
    expect(definition(type, keys[0]!)?.label).toMatch(per);
  };

  it("washing machines: kWh per 100 washes, litres per wash, and the noise class", () => {
    labelled("wasmachine", ["energieverbruik"], "kWh", /per 100 wasbeurten/);
    labelled("wasmachine", ["waterverbruik"], "liter", /per wasbeurt/);
    for (const washer of ofType("wasmachine")) expect(washer.specifications.geluidsklasse).toBe(noiseClassOf("washing", num(washer, "geluidsniveau")));
  });

  it("washer-dryers: energy and water for washing and drying, and for washing only", () => {
    labelled("wasdroogcombinatie", ["energieverbruik", "energieverbruik-wassen"], "kWh", /wassen en drogen per 100 cycli/);
    labelled("wasdroogcombinatie", ["waterverbruik", "waterverbruik-wassen"], "liter", /per cyclus/);
    for (const product of ofType("wasdroogcombinatie")) {
      expect(num(product, "energieverbruik")).toBeGreaterThan(num(product, "energieverbruik-wassen"));
      expect(num(product, "waterverbruik")).toBeGreaterThan(num(product, "waterverbruik-wassen"));
    }
  });

  it("dishwashers: kWh per 100 cycles, litres per cycle, and the noise class", () => {
    for (const type of ["vaatwasser", "inbouwvaatwasser"]) {
      labelled(type, ["energieverbruik"], "kWh", /per 100 cycli/);
      labelled(type, ["waterverbruik"], "liter", /per cyclus/);
      for (const product of ofType(type)) {
        expect(product.specifications.geluidsklasse).toBe(noiseClassOf("dishwashing", num(product, "geluidsniveau")));
        expect(num(product, "waterverbruik")).toBeGreaterThan(7);
        expect(num(product, "waterverbruik")).toBeLessThan(13);
      }
    }
  });

  it("fridges and freezers: kWh per year and the noise class, no water", () => {
    for (const type of ["koelkast", "amerikaanse-koelkast", "vriezer", "inbouwkoelkast"]) {
      labelled(type, ["energieverbruik"], "kWh", /per jaar/);
      for (const product of ofType(type)) {
        expect(product.specifications.waterverbruik).toBeUndefined();
        expect(product.specifications.geluidsklasse).toBe(noiseClassOf("cooling", num(product, "geluidsniveau")));
        expect(num(product, "energieverbruik")).toBeGreaterThan(40);
        expect(num(product, "energieverbruik")).toBeLessThan(520);
      }
    }
  });

  it("ovens: kWh per cycle with hot air and with top and bottom heat", () => {
    for (const type of ["inbouwoven", "fornuis"]) {
      labelled(type, ["energieverbruik", "energieverbruik-conventioneel"], "kWh", /per cyclus/);
      for (const oven of ofType(type)) {
        expect(num(oven, "energieverbruik")).toBeGreaterThan(0.3);
        expect(num(oven, "energieverbruik-conventioneel")).toBeGreaterThan(num(oven, "energieverbruik"));
        expect(num(oven, "energieverbruik-conventioneel")).toBeLessThan(1.6);
      }
    }
  });

  it("tumble dryers: kWh per 100 cycles, a heat pump far below a condenser dryer", () => {
    labelled("wasdroger", ["energieverbruik"], "kWh", /per 100 droogbeurten/);
    const average = (technique: string) => {
      const dryers = ofType("wasdroger").filter((p) => p.specifications.droogtechniek === technique);
      return dryers.reduce((sum, p) => sum + num(p, "energieverbruik") / num(p, "vulgewicht"), 0) / dryers.length;
    };
    expect(average("Warmtepomp") * 2).toBeLessThan(average("Condens"));
  });

  it("appliances without a label figure for it carry none: hobs, taps and small appliances", () => {
    for (const product of [...ofType("kookplaat", "kokendwaterkraan"), ...products.filter((p) => isSmallApplianceCategory(p.categoryId))]) {
      expect(product.specifications.energieverbruik).toBeUndefined();
      expect(product.specifications.waterverbruik).toBeUndefined();
    }
  });

  it("a better class uses less: two washing machines of one size, two classes apart", () => {
    const washers = ofType("wasmachine");
    let pairs = 0;
    for (const a of washers) {
      for (const b of washers) {
        if (a.specifications.vulgewicht !== b.specifications.vulgewicht) continue;
        if (NEW_SCALE.indexOf(a.energyClass ?? "") + 2 > NEW_SCALE.indexOf(b.energyClass ?? "")) continue;
        pairs++;
        expect(num(a, "energieverbruik")).toBeLessThan(num(b, "energieverbruik"));
      }
    }
    expect(pairs).toBeGreaterThan(100);
  });
});

describe("product data: warranty", () => {
  it("every product has the default warranty of 5 years (specification §9)", () => {
    for (const product of products) expect(product.specifications.garantie).toBe(DEFAULT_WARRANTY_YEARS);
    expect(DEFAULT_WARRANTY_YEARS).toBe(5);
  });

  it("a product offering extra warranty states how many years it adds, and only such a product", () => {
    for (const product of products) {
      if (product.extraWarrantyPriceCents != null) expect(product.specifications["extra-garantie"]).toBe(EXTRA_WARRANTY_YEARS);
      else expect(product.specifications["extra-garantie"]).toBeUndefined();
    }
    expect(definition("wasmachine", "extra-garantie")).toMatchObject({ label: "Extra garantie", unit: "jaar extra" });
  });
});

describe("product data: the type number", () => {
  it("the type number never includes the series name", () => {
    for (const product of products) {
      const typeNumber = typeNumberOf(product.name, product.series);
      expect(typeNumber.length, product.name).toBeGreaterThan(2);
      expect(typeNumber.split(/\s+/).join(" ").includes(product.series), `${product.name} / ${product.series}`).toBe(false);
    }
  });

  it("a brand that puts the series before the number gets exactly the number: Serie 6 WGG24409NL is WGG24409NL", () => {
    const seriesFirst = products.filter((p) => BRAND_PROFILES[p.brandSlug as BrandSlug].seriesInName);
    expect(seriesFirst.length).toBeGreaterThan(100);
    for (const product of seriesFirst) expect(`${product.series} ${typeNumberOf(product.name, product.series)}`).toBe(product.name);
  });
});

describe("product data: the rest of the catalogue", () => {
  it("the label's noise class is no search keyword (a bare letter would match 'energieklasse B')", () => {
    for (const product of products.slice(0, 300)) {
      expect((product.searchKeywords ?? "").split(" ")).not.toContain(product.specifications.geluidsklasse);
    }
  });
});
