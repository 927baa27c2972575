import { describe, expect, it } from "vitest";

import { brandUrl, categoryUrl, hubUrl, productImageUrl, productUrl, searchUrl } from "./urls";

describe("catalogue URLs", () => {
  it("end every page path with a slash, as the specification's routes do", () => {
    for (const url of [hubUrl("huishouden"), categoryUrl("wasmachines"), brandUrl("miele"), productUrl("wasmachines", "miele-wwd-320"), searchUrl("wasmachine")]) {
      expect(url.split("?")[0]).toMatch(/\/$/);
    }
  });

  it("puts brand pages under /merken/{brand}/", () => {
    expect(brandUrl("siemens")).toBe("/merken/siemens/");
  });

  it("puts a product under its category: /{category}/{slug}/", () => {
    expect(productUrl("wasmachines", "bosch-serie-6-wgg24409nl")).toBe("/wasmachines/bosch-serie-6-wgg24409nl/");
  });

  it("encodes the search text", () => {
    expect(searchUrl("miele wasmachine 8kg")).toBe("/zoeken/?q=miele%20wasmachine%208kg");
  });

  it("keeps the file extension of images", () => {
    expect(productImageUrl(100001, 1)).toBe("/afbeeldingen/100001/1.svg");
  });
});
