import { describe, expect, it } from "vitest";

import { DEFAULT_PAGE_SIZE, type ListingScope } from "./listing";
import {
  clearFacetHref,
  facetValueHref,
  hasFilters,
  listingHref,
  pageHref,
  parseListingSearchParams,
  parsePriceRange,
  priceRangeHref,
  selectedFacetValues,
  serializeListingQuery,
  sortHref,
  toggleFacetValue,
} from "./listing-url";

const WASHERS: ListingScope = { kind: "category", categorySlug: "wasmachines" };
const parse = (search: string) => parseListingSearchParams(WASHERS, search);

describe("parseListingSearchParams", () => {
  it("reads the Dutch parameters into a ListingQuery", () => {
    const query = parse("?merk=miele,bosch&prijs=400-800&energieklasse=a,B&vulgewicht=9,8&wifi=ja&voorraad=ja&sortering=prijs-oplopend&pagina=3");
    expect(query).toEqual({
      scope: WASHERS,
      filters: {
        brands: ["bosch", "miele"],
        categories: [],
        price: { min: 40_000, max: 80_000 },
        energyClasses: ["A", "B"],
        specifications: { vulgewicht: ["8", "9"], wifi: ["true"] },
        inStock: true,
      },
      sort: "price",
      order: "asc",
      page: 3,
      pageSize: DEFAULT_PAGE_SIZE,
      sortChosen: true,
    });
  });

  it("without parameters: no filters, popularity, page 1, and no sort chosen", () => {
    const query = parse("");
    expect(query).toMatchObject({ sort: "popularity", order: "desc", page: 1, sortChosen: false });
    expect(hasFilters(query)).toBe(false);
    expect(query.q).toBeUndefined();
  });

  it("accepts a record of Next.js searchParams with repeated parameters as arrays", () => {
    const query = parseListingSearchParams({ kind: "all" }, { q: "  miele   wasmachine ", merk: ["miele", "aeg"], pagina: undefined });
    expect(query.q).toBe("miele wasmachine");
    expect(query.filters.brands).toEqual(["aeg", "miele"]);
  });

  it("reads the plusses of A+++ even when the query string decoded them to spaces", () => {
    expect(parse("?energieklasse=A%2B%2B%2B,a++").filters.energyClasses).toEqual(["A+++", "A++"]);
  });

  it("takes open price ranges, decimals with a comma, and turns a reversed range round", () => {
    expect(parsePriceRange("400-")).toEqual({ min: 40_000 });
    expect(parsePriceRange("-800")).toEqual({ max: 80_000 });
    expect(parsePriceRange("399,95-500")).toEqual({ min: 39_995, max: 50_000 });
    expect(parsePriceRange("800-400")).toEqual({ min: 40_000, max: 80_000 });
    expect(parse("?prijs=399,95-500").filters.price).toEqual({ min: 39_995, max: 50_000 });
  });

  it("leaves out what it does not understand instead of failing", () => {
    const query = parse("?merk=<script>&prijs=duur&energieklasse=Z&pagina=-2&sortering=goedkoop&Vulgewicht=8&__proto__=1&utm_source=x%&q=");
    expect(query.filters).toEqual({ brands: [], categories: [], price: {}, energyClasses: [], specifications: {}, inStock: false });
    expect(query.page).toBe(1);
    expect(query.sortChosen).toBe(false);
  });

  it("with the product type's keys given, ignores every other parameter", () => {
    const query = parseListingSearchParams(WASHERS, "?vulgewicht=8&fbclid=abc", { specificationKeys: ["vulgewicht", "toerental"] });
    expect(query.filters.specifications).toEqual({ vulgewicht: ["8"] });
  });

  it("never throws on garbage, and always gives a valid query", () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const alphabet = ["a", "=", "&", ",", "%", "%2", "%E2%82", "+", "-", "1", "9", " ", "?", "merk", "prijs", "pagina", "sortering", "q", "\u0000", "\uD800", "é", "constructor", "vulgewicht", "ja", "A++"];
    for (let run = 0; run < 2000; run++) {
      const length = Math.floor(random() * 30);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      const query = parse(text);
      expect(query.page).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(query.page)).toBe(true);
      // Serializing what was parsed, and parsing that again, changes nothing.
      const canonical = serializeListingQuery(query);
      expect(parse(canonical)).toEqual(query);
      expect(serializeListingQuery(parse(canonical))).toBe(canonical);
    }
  });
});

describe("serializeListingQuery", () => {
  it("writes one canonical form: fixed parameter order, sorted values, defaults left out", () => {
    const query = parse("?pagina=2&wifi=ja&vulgewicht=9,8&merk=miele,bosch&prijs=400-800&sortering=populariteit&q=stil");
    expect(serializeListingQuery(query)).toBe("?q=stil&merk=bosch,miele&prijs=400-800&vulgewicht=8,9&wifi=ja&sortering=populariteit&pagina=2");
    expect(serializeListingQuery(parse("?pagina=1&voorraad=nee"))).toBe("");
  });

  it("round-trips: serialize after parse gives the same URL for a canonical URL", () => {
    const url = "?q=miele%20wasmachine%208kg&categorie=wasmachines&merk=miele&prijs=-1000&energieklasse=A%2B%2B%2B,A&voorraad=ja&type=Afvoer%20of%20recirculatie&sortering=nieuwste&pagina=4";
    expect(serializeListingQuery(parseListingSearchParams({ kind: "all" }, url))).toBe(url);
  });

  it("writes a sort that differs from the default even when not marked as chosen", () => {
    const query = { ...parse(""), sort: "rating" as const, order: "desc" as const };
    expect(serializeListingQuery(query)).toBe("?sortering=beoordeling");
  });
});

describe("link helpers", () => {
  const query = parse("?merk=bosch&vulgewicht=8&pagina=3&sortering=prijs-aflopend");

  it("toggling a facet value adds it, or removes it when chosen, and goes back to page 1", () => {
    expect(facetValueHref("/wasmachines/", query, "merk", "miele")).toBe("/wasmachines/?merk=bosch,miele&vulgewicht=8&sortering=prijs-aflopend");
    expect(facetValueHref("/wasmachines/", query, "merk", "bosch")).toBe("/wasmachines/?vulgewicht=8&sortering=prijs-aflopend");
    expect(facetValueHref("/wasmachines/", query, "vulgewicht", "8")).toBe("/wasmachines/?merk=bosch&sortering=prijs-aflopend");
    expect(facetValueHref("/wasmachines/", query, "stoomfunctie", "true")).toBe("/wasmachines/?merk=bosch&stoomfunctie=ja&vulgewicht=8&sortering=prijs-aflopend");
  });

  it("a price bucket replaces the chosen range, and choosing it again clears it", () => {
    const withRange = toggleFacetValue(query, "prijs", "400-600");
    expect(selectedFacetValues(withRange, "prijs")).toEqual(["400-600"]);
    expect(selectedFacetValues(toggleFacetValue(withRange, "prijs", "600-800"), "prijs")).toEqual(["600-800"]);
    expect(selectedFacetValues(toggleFacetValue(withRange, "prijs", "400-600"), "prijs")).toEqual([]);
    expect(priceRangeHref("/wasmachines/", query, { min: 45_000 })).toBe("/wasmachines/?merk=bosch&prijs=450-&vulgewicht=8&sortering=prijs-aflopend");
  });

  it("energy classes and stock toggle too", () => {
    expect(facetValueHref("/x/", parse(""), "energieklasse", "A++")).toBe("/x/?energieklasse=A%2B%2B");
    expect(facetValueHref("/x/", parse(""), "voorraad", "ja")).toBe("/x/?voorraad=ja");
  });

  it("a page link keeps every filter and the sort", () => {
    expect(pageHref("/wasmachines/", query, 4)).toBe("/wasmachines/?merk=bosch&vulgewicht=8&sortering=prijs-aflopend&pagina=4");
    expect(pageHref("/wasmachines/", query, 1)).toBe("/wasmachines/?merk=bosch&vulgewicht=8&sortering=prijs-aflopend");
  });

  it("clearing one facet or all keeps the sort and the search text", () => {
    expect(clearFacetHref("/wasmachines/", query, "merk")).toBe("/wasmachines/?vulgewicht=8&sortering=prijs-aflopend");
    expect(clearFacetHref("/zoeken/", { ...query, q: "stil" })).toBe("/zoeken/?q=stil&sortering=prijs-aflopend");
  });

  it("a sort link starts at page 1 and marks the sort as chosen", () => {
    expect(sortHref("/wasmachines/", query, "populariteit")).toBe("/wasmachines/?merk=bosch&vulgewicht=8&sortering=populariteit");
    expect(listingHref("/zoeken/", parse("?q=koelkast"))).toBe("/zoeken/?q=koelkast");
  });

  it("keys shaped like Object.prototype members are plain keys", () => {
    expect(selectedFacetValues(parse(""), "constructor")).toEqual([]);
    expect(facetValueHref("/x/", parse(""), "constructor", "1")).toBe("/x/?constructor=1");
  });
});
