/**
 * The API index (/api/) and the app state's permission table are made from the
 * route table the Hono application serves (src/api/route-table.ts); this keeps
 * them honest: every route they name exists and accepts exactly its methods,
 * every route that exists is named, and a path that is no route is a 404 in
 * the API's failure shape. No database is needed: OPTIONS and 405 answer before
 * any input is read.
 */
import { describe, expect, it } from "vitest";

import { API_ROUTE_TABLE, API_ROUTES, apiApp } from "@/api/app";
import { contractRoutes } from "@/api/route-table";
import { permissionsFor } from "@/domain/permissions";
import { ROLES } from "@/domain/staff/roles";

/** The /api/ paths the application itself routes, walked from its own list: /api/carts/:cartId/ → /api/carts/{cartId}/. */
const applicationPaths = () => [...new Set(apiApp.routes.map((route) => route.path).filter((path) => path.startsWith("/api/")))].map((path) => path.replace(/:([^/]+)/g, "{$1}"));

const options = async (path: string) => (await apiApp.request(`http://localhost:3000${path.replace(/\{[^}]+\}/g, "1")}`, { method: "OPTIONS" })).headers.get("allow")!.split(", ");

describe("the API index", () => {
  it("names every API route there is, and no route that is not", () => {
    expect(applicationPaths().sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it("every route allows exactly the methods the index names, plus HEAD and OPTIONS", async () => {
    for (const [path, entry] of Object.entries(API_ROUTES)) {
      const expected = [...entry.allowedMethods, ...(entry.allowedMethods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
      expect((await options(path)).sort(), path).toEqual(expected.sort());
    }
  });

  it("GET /api/ answers the index", async () => {
    const response = await apiApp.request("http://localhost:3000/api/");
    expect(response.status).toBe(200);
    expect((await response.json()).data.apiRoutes).toEqual(API_ROUTES);
  });
});

describe("the app state's permission table (specification §3, §6) lists exactly the routes there are for the role", () => {
  for (const role of ROLES) {
    it(`${role}: every path it lists answers, and every method it lists is accepted`, async () => {
      const table = permissionsFor(role, contractRoutes(API_ROUTE_TABLE)).apiRoutes;
      expect(Object.keys(table).length).toBeGreaterThan(10);
      for (const [path, entry] of Object.entries(table)) {
        const allow = await options(path);
        for (const method of entry.allowedMethods) expect(allow, `${method} ${path}`).toContain(method);
      }
    });
  }

  it("a guest is offered no staff route, staff no admin route, and an admin every route", () => {
    const paths = (role: (typeof ROLES)[number]) => Object.keys(permissionsFor(role, contractRoutes(API_ROUTE_TABLE)).apiRoutes);
    expect(paths("guest")).not.toContain("/api/shop/mode/");
    expect(paths("guest")).not.toContain("/api/staff-members/");
    expect(paths("staff")).toContain("/api/shop/mode/");
    expect(paths("staff")).not.toContain("/api/staff-members/");
    expect(paths("admin").sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it("own data is marked on carts, orders and quotes (§6), for every role", () => {
    for (const role of ROLES) {
      const own = Object.entries(permissionsFor(role, contractRoutes(API_ROUTE_TABLE)).apiRoutes)
        .filter(([, entry]) => entry.allowedOwnData)
        .map(([path]) => path);
      expect(own.sort(), role).toEqual(["/api/carts/{cartId}/", "/api/orders/{orderRef}/", "/api/orders/{orderRef}/invoice/", "/api/orders/{orderRef}/payments/", "/api/orders/{orderRef}/withdrawal/", "/api/quotes/{quoteId}/", "/api/quotes/{quoteId}/cart/", "/api/quotes/{quoteId}/decline/", "/api/quotes/{quoteId}/pdf/", "/api/quotes/{quoteId}/uploads/{uploadId}/"]);
    }
  });
});

describe("a path under /api/ that is no route", () => {
  it("answers 404 in the API's failure shape for every method, not with the HTML 404 page", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const response = await apiApp.request("http://localhost:3000/api/bestaat-niet/", { method });
      expect(response.status, method).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ failed: true, message: expect.stringContaining("/api/bestaat-niet/"), data: [] });
    }
  });

  it("a method the shop does not know is a 405 with Allow, as a method the route does not take", async () => {
    for (const method of ["PROPFIND", "DELETE"]) {
      const response = await apiApp.request("http://localhost:3000/api/products/", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(await response.json()).toMatchObject({ failed: true, data: [] });
    }
  });
});

describe("route precedence", () => {
  it("a fixed segment beats a parameter: /api/carts/address/ is the address lookup, not a cart called address", async () => {
    expect(await options("/api/carts/address/")).toEqual(["POST", "OPTIONS"]);
    expect((await options("/api/carts/abc/")).sort()).toEqual(["GET", "HEAD", "OPTIONS", "PUT"]);
    expect(await options("/api/information/filters/")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });
});
