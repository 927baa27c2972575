import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { reviewSiteScores } from "@/config/review-sites";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: appState, POST: appStatePost } = apiRoute("/api/app-state/");

describe(`GET /api/app-state/ on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createSeededDatabase(50);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("answers a guest of no shop with the default permissions, the ratings and no fingerprint", async () => {
    const answer = await call(appState, "/api/app-state/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const data = answer.json.data;
    expect(data).toMatchObject({ ipCountry: null, role: "guest", shop: null, userFingerprint: null, ratings: reviewSiteScores().map(({ site, score, reviews }) => ({ site, score, reviews })) });
    expect(data.permissions.apiRoutes["/api/carts/{cartId}/"]).toEqual({ allowedMethods: ["GET", "PUT"], allowedOwnData: true });
    expect(data.permissions.apiRoutes["/api/orders/{orderRef}/"]).toEqual({ allowedMethods: ["GET"], allowedOwnData: true });
    // Specification §6: a guest asks for a quote (POST) and reads their own (GET, own data); the list is staff's.
    expect(data.permissions.apiRoutes["/api/quotes/"]).toEqual({ allowedMethods: ["POST"] });
    expect(data.permissions.apiRoutes["/api/quotes/{quoteId}/"]).toEqual({ allowedMethods: ["GET"], allowedOwnData: true });
    expect(data.permissions.apiRoutes["/api/carts/"]).toEqual({ allowedMethods: ["POST"] });
    for (const flag of ["filtersShopOnlyShow", "marginCodeShow", "pricesShopOnlyShow", "shopIconsShow", "stockEstimatedDateShopShow", "shopOptionsShow", "quoteRequestAdminOptionsShow"]) {
      expect(data.permissions[flag], flag).toBe(false);
    }
  });

  it("takes the country from a proxy's header", async () => {
    expect((await call(appState, "/api/app-state/", {}, { headers: { "cf-ipcountry": "BE" } })).json.data.ipCountry).toBe("BE");
    expect((await call(appState, "/api/app-state/", {}, { headers: { "x-country": "nl" } })).json.data.ipCountry).toBe("NL");
    expect((await call(appState, "/api/app-state/", {}, { headers: { "x-vercel-ip-country": "DE" } })).json.data.ipCountry).toBe("DE");
    expect((await call(appState, "/api/app-state/", {}, { headers: { "cf-ipcountry": "XX" } })).json.data.ipCountry).toBeNull();
  });

  it("starts a session: an httpOnly, Secure, SameSite=Lax cookie of 31 days", async () => {
    const cookie = (await call(appState, "/api/app-state/")).headers.get("set-cookie")!;
    expect(cookie).toMatch(/^stekker_session=[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]+; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain(`Max-Age=${31 * 24 * 60 * 60}`);
    expect(cookie).toContain("Path=/");
  });

  it("keeps a visitor's session and renews it; a forged cookie gets a new one", async () => {
    const first = (await call(appState, "/api/app-state/")).headers.get("set-cookie")!.split(";")[0]!;
    const again = (await call(appState, "/api/app-state/", {}, { headers: { cookie: `other=1; ${first}` } })).headers.get("set-cookie")!;
    expect(again.split(".")[0]).toBe(first.split(".")[0]);
    const forged = `${first.slice(0, -3)}abc`;
    const fresh = (await call(appState, "/api/app-state/", {}, { headers: { cookie: forged } })).headers.get("set-cookie")!;
    expect(fresh.split(".")[0]).not.toBe(first.split(".")[0]);
  });

  it("allows GET only", async () => {
    const answer = await call(appStatePost, "/api/app-state/", {}, { method: "POST" });
    expect(answer.status).toBe(405);
    expect(answer.json).toMatchObject({ failed: true, message: expect.any(String) });
  });
});
