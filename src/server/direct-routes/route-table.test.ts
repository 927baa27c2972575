import { describe, expect, it } from "vitest";

import { RouteTable, routeEntriesFromManifest } from "./route-table";

const MANIFEST = {
  "/api/carts/[cartId]/route": "app/api/carts/[cartId]/route.js",
  "/api/carts/address/route": "app/api/carts/address/route.js",
  "/api/carts/route": "app/api/carts/route.js",
  "/api/products/[productId]/time-sensitive/route": "app/api/products/[productId]/time-sensitive/route.js",
  "/api/(internal)/health/route": "app/api/(internal)/health/route.js",
  "/api/docs/[...path]/route": "app/api/docs/[...path]/route.js",
  "/api/help/[[...topic]]/route": "app/api/help/[[...topic]]/route.js",
  "/[slug]/page": "app/[slug]/page.js",
  "/robots.txt/route": "app/robots.txt/route.js",
};
const table = new RouteTable(routeEntriesFromManifest(MANIFEST, ["/api/"]));

describe("direct route table", () => {
  it("keeps only route handlers under the given prefixes (no pages, no robots.txt)", () => {
    expect(routeEntriesFromManifest(MANIFEST, ["/api/"]).map((entry) => entry.pattern)).toHaveLength(7);
    expect(table.match("/robots.txt/")).toBeNull();
    expect(table.match("/wasmachines/")).toBeNull();
  });

  it("a fixed segment beats a parameter: /api/carts/address/ is the address lookup, not a cart", () => {
    expect(table.match("/api/carts/address/")).toEqual({ file: "app/api/carts/address/route.js", params: {} });
    expect(table.match("/api/carts/abc/")).toEqual({ file: "app/api/carts/[cartId]/route.js", params: { cartId: "abc" } });
    expect(table.match("/api/carts/")).toEqual({ file: "app/api/carts/route.js", params: {} });
  });

  it("matches nested parameters and decodes them", () => {
    expect(table.match("/api/products/12%2034/time-sensitive/")).toEqual({
      file: "app/api/products/[productId]/time-sensitive/route.js",
      params: { productId: "12 34" },
    });
  });

  it("leaves paths without the trailing slash to Next.js, which redirects them", () => {
    expect(table.match("/api/carts/abc")).toBeNull();
  });

  it("needs every segment: a longer or shorter path is no match", () => {
    expect(table.match("/api/carts/abc/extra/")).toBeNull();
    expect(table.match("/api/products/12/")).toBeNull();
  });

  it("route groups are not part of the URL", () => {
    expect(table.match("/api/health/")?.file).toBe("app/api/(internal)/health/route.js");
  });

  it("catch-all segments take the rest; an optional one also matches nothing", () => {
    expect(table.match("/api/docs/a/b/")?.params).toEqual({ path: ["a", "b"] });
    expect(table.match("/api/docs/")).toBeNull();
    expect(table.match("/api/help/")?.params).toEqual({});
    expect(table.match("/api/help/x/")?.params).toEqual({ topic: ["x"] });
  });

  it("broken percent-encoding is no match (Next.js answers it)", () => {
    expect(table.match("/api/carts/%E0%A4%A/")).toBeNull();
  });
});
