/**
 * The API index (/api/) is a list kept by hand; this keeps it honest: every
 * route it names exists and allows exactly its methods, and every route that
 * exists is named. No database is needed: OPTIONS answers from the module alone.
 */
import { describe, expect, it } from "vitest";

import { API_ROUTES } from "@/server/http/api-index";
import type { RouteModule } from "@/server/http/route-handler";

const modules = import.meta.glob<RouteModule>("/src/app/api/**/route.ts");

/** src/app/api/products/[productId]/route.ts → /api/products/{productId}/ */
function apiPath(file: string): string {
  return file.replace(/^\/src\/app/, "").replace(/route\.ts$/, "").replace(/\[([^\]]+)\]/g, "{$1}");
}

/** The catch-all that answers a path under /api/ that is no route: not a route of the index itself. */
const NOT_A_ROUTE = "/api/{...path}/";

describe("the API index", () => {
  const files = new Map(
    Object.keys(modules)
      .map((file) => [apiPath(file), file] as const)
      .filter(([path]) => path !== NOT_A_ROUTE),
  );

  it("names every API route there is, and no route that is not", () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it("every route allows exactly the methods the index names, plus HEAD and OPTIONS", async () => {
    for (const [path, entry] of Object.entries(API_ROUTES)) {
      const routeModule = await modules[files.get(path)!]!();
      const response = await routeModule.OPTIONS(new Request(`http://localhost:3000${path}`, { method: "OPTIONS" }));
      const allow = response.headers.get("allow")!.split(", ");
      const expected = [...entry.allowedMethods, ...(entry.allowedMethods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
      expect(allow.sort(), path).toEqual(expected.sort());
    }
  });
});

describe("a path under /api/ that is no route", () => {
  it("answers 404 in the API's failure shape for every method, not with the HTML 404 page", async () => {
    const routeModule = await modules[`/src/app/api/[...path]/route.ts`]!();
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const response = await routeModule[method](new Request("http://localhost:3000/api/bestaat-niet/", { method }));
      expect(response.status, method).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ failed: true, message: expect.stringContaining("/api/bestaat-niet/"), data: [] });
    }
  });
});
