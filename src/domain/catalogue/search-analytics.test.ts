import { describe, expect, it } from "vitest";

import { indexName, productsIndexName, searchEvent } from "./search-analytics";

describe("indexName", () => {
  it("prefixes v3_, then adds the environment", () => {
    expect(indexName("producten", "production")).toBe("v3_producten_production");
  });

  it("keeps a name that already starts with v3_ or production_ as it is", () => {
    expect(indexName("v3_producten", "staging")).toBe("v3_producten_staging");
    expect(indexName("production_keukens", "staging")).toBe("production_keukens_staging");
  });

  it("adds the sort with its order, ascending unless told otherwise", () => {
    expect(indexName("producten", "production", "price")).toBe("v3_producten_production_price_asc");
    expect(indexName("producten", "production", "price", "desc")).toBe("v3_producten_production_price_desc");
  });

  it("the products index adds no sort for relevance and popularity, its own ranking", () => {
    expect(productsIndexName("development", "popularity", "desc")).toBe("v3_producten_development");
    expect(productsIndexName("development", "price", "desc", true)).toBe("v3_producten_development");
    expect(productsIndexName("development", "rating", "desc")).toBe("v3_producten_development_rating_desc");
  });
});

describe("searchEvent", () => {
  const search = { queryId: "q1", indexName: "v3_producten_test", itemIds: [11, 12, 13], page: 2, pageSize: 3 };

  it("positions are 1-based over the whole result", () => {
    expect(searchEvent("Product Clicked", search, [12])).toEqual({
      eventName: "Product Clicked",
      queryID: "q1",
      index: "v3_producten_test",
      objectIDs: ["12"],
      positions: [5],
    });
  });

  it("a product that was not in the last search makes no event", () => {
    expect(searchEvent("Product Added to Cart", search, [99])).toBeNull();
  });
});
