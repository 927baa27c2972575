import { describe, expect, it } from "vitest";

import { parseProductsQuery } from "./products-query";

const parse = (search: string) => parseProductsQuery(new URLSearchParams(search));
const issuesOf = (search: string) => {
  const result = parse(search);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("productsQuerySchema", () => {
  it("turns the API parameters into a ListingQuery", () => {
    const result = parse("q=miele&page=2&pageSize=48&sort=price&order=desc&category=wasmachines&merk=miele,aeg&prijs=400-800&energieklasse=A&voorraad=ja&vulgewicht=8&wifi=true");
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      scope: { kind: "category", categorySlug: "wasmachines" },
      q: "miele",
      filters: {
        brands: ["aeg", "miele"],
        categories: [],
        price: { min: 40_000, max: 80_000 },
        energyClasses: ["A"],
        specifications: { vulgewicht: ["8"], wifi: ["true"] },
        inStock: true,
      },
      sort: "price",
      order: "desc",
      page: 2,
      pageSize: 48,
      sortChosen: true,
    });
  });

  it("defaults: the whole catalogue, page 1 of 24, popularity descending, no sort chosen", () => {
    expect(parse("").data).toMatchObject({ scope: { kind: "all" }, page: 1, pageSize: 24, sort: "popularity", order: "desc", sortChosen: false });
    expect(parse("sort=price").data).toMatchObject({ sort: "price", order: "asc" });
    expect(parse("offers=true").data?.scope).toEqual({ kind: "offers" });
  });

  it("repeated facet parameters add up", () => {
    expect(parse("merk=bosch&merk=miele").data?.filters.brands).toEqual(["bosch", "miele"]);
  });

  it("pageSize above 100 is an issue of pageSize", () => {
    expect(issuesOf("pageSize=101")).toEqual(["pageSize"]);
    expect(issuesOf("pageSize=0")).toEqual(["pageSize"]);
  });

  it("invalid values are issues naming their parameter", () => {
    expect(issuesOf("page=abc")).toEqual(["page"]);
    expect(issuesOf("page=-1")).toEqual(["page"]);
    expect(issuesOf("sort=cheapest")).toEqual(["sort"]);
    expect(issuesOf("order=up")).toEqual(["order"]);
    expect(issuesOf("prijs=duur")).toEqual(["prijs"]);
    expect(issuesOf("energieklasse=Z")).toEqual(["energieklasse"]);
    expect(issuesOf("merk=Bosch!")).toEqual(["merk"]);
    expect(issuesOf("voorraad=misschien")).toEqual(["voorraad"]);
    expect(issuesOf("vulgewicht=")).toEqual(["vulgewicht"]);
    expect(issuesOf("utm_source=x")).toEqual(["utm_source"]);
    // Names on Object.prototype are unknown parameters too, not silently ignored.
    expect(issuesOf("toString=x")).toEqual(["toString"]);
    expect(issuesOf("hasOwnProperty=1")).toEqual(["hasOwnProperty"]);
    expect(issuesOf(`q=${"a".repeat(101)}`)).toEqual(["q"]);
    expect(issuesOf("page=1&page=2")).toEqual(["page"]);
    expect(issuesOf("hub=huishouden&brand=miele")).toEqual(["hub"]);
  });
});
