/**
 * The app state's permission table (specification §6, decisions §5) as the real
 * route table makes it: who may call what. The unit test of domain/permissions.ts
 * checks the rules on a small made-up table; this one holds the shop's own routes
 * to them, so that a route declared with the wrong role shows here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { API_ROUTE_TABLE, apiApp } from "@/api/app";
import { contractRoutes } from "@/api/route-table";
import { permissionsFor } from "@/domain/permissions";
import { deliveryRules, specialDates, staffSessions } from "@/server/db/schema";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";

import { BASE_URL, createSeededDatabase } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const tableOf = (role: "guest" | "staff" | "admin") => permissionsFor(role, contractRoutes(API_ROUTE_TABLE)).apiRoutes;
const methodsOf = (role: "guest" | "staff" | "admin", path: string) => tableOf(role)[path]?.allowedMethods ?? [];

describe("the permission table of the shop's own routes", () => {
  it("a guest may read the catalogue and system health, create a cart, look up an address, and use their own cart", () => {
    expect(methodsOf("guest", "/api/products/{productId}/")).toEqual(["GET"]);
    expect(methodsOf("guest", "/api/system-health/")).toEqual(["GET"]);
    expect(methodsOf("guest", "/api/carts/")).toEqual(["POST"]);
    expect(methodsOf("guest", "/api/carts/address/")).toEqual(["POST"]);
    expect(tableOf("guest")["/api/carts/{cartId}/"]).toEqual({ allowedMethods: ["GET", "PUT"], allowedOwnData: true });
    expect(methodsOf("guest", "/api/newsletter-subscribers/")).toEqual(["POST", "DELETE"]);
  });

  it("everyone may sign in and out", () => {
    for (const role of ["guest", "staff", "admin"] as const) expect(methodsOf(role, "/api/staff-sessions/"), role).toEqual(["POST", "DELETE"]);
  });

  it("staff may read and set their shop mode, keep their own API tokens and resume waiting tasks; a guest may not", () => {
    for (const role of ["staff", "admin"] as const) {
      expect(methodsOf(role, "/api/shop/mode/"), role).toEqual(["GET", "PUT"]);
      expect(methodsOf(role, "/api/staff-api-tokens/"), role).toEqual(["GET", "POST"]);
      expect(methodsOf(role, "/api/staff-api-tokens/{tokenId}/"), role).toEqual(["DELETE"]);
      expect(methodsOf(role, "/api/system-health/tasks/{category}/resume/"), role).toEqual(["POST"]);
    }
    for (const path of ["/api/shop/mode/", "/api/staff-api-tokens/", "/api/staff-api-tokens/{tokenId}/", "/api/system-health/tasks/{category}/resume/"]) {
      expect(methodsOf("guest", path), path).toEqual([]);
    }
  });

  it("only an admin may list, add and change staff, and export", () => {
    expect(methodsOf("admin", "/api/staff-members/")).toEqual(["GET", "POST"]);
    expect(methodsOf("admin", "/api/staff-members/{staffMemberId}/")).toEqual(["PATCH"]);
    expect(methodsOf("admin", "/api/shop/export/")).toEqual(["GET"]);
    for (const role of ["guest", "staff"] as const) {
      expect(methodsOf(role, "/api/staff-members/"), role).toEqual([]);
      expect(methodsOf(role, "/api/staff-members/{staffMemberId}/"), role).toEqual([]);
      expect(methodsOf(role, "/api/shop/export/"), role).toEqual([]);
    }
  });
});

describe(`a route's declared role is the role its handler demands, on ${testDriver()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createSeededDatabase(200);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const sample = (path: string) => path.replace(/\{[^}]+\}/g, "1");

  it("every staff or admin route answers 401 to a caller without a session or token, before it reads any input", async () => {
    // A form's stand-in POST (`?_method=`) answers as the method it stands in for, which is in the table itself.
    const guarded = API_ROUTE_TABLE.filter((route) => route.role !== "guest" && !route.formStandIn);
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const init: RequestInit = { method: route.method, headers: route.method === "GET" ? {} : { "content-type": "application/json" } };
      if (route.method !== "GET") init.body = "{}";
      const answer = await apiApp.request(new Request(`${BASE_URL}${sample(route.path)}`, init));
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it("every admin route answers 403 to a member of staff who is no admin, before it reads any input or changes anything", async () => {
    const { staffMemberId } = await addStaffMember(database.db, { emailAddress: "balie-403@stekker.test", name: "Bas Balie", role: "staff", password: "een lang kassa wachtwoord" }, new Date());
    const secret = newSessionSecret();
    const now = new Date();
    await database.db.insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    const adminOnly = API_ROUTE_TABLE.filter((route) => route.role === "admin" && !route.formStandIn);
    // The staff-members routes, the export and (issue 20) the delivery planning's writes.
    expect(adminOnly.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(["POST /api/special-dates/", "PUT /api/delivery-rules/{deliveryRuleId}/"]));
    const [datesBefore, rulesBefore] = await Promise.all([database.db.select().from(specialDates), database.db.select().from(deliveryRules)]);
    for (const route of adminOnly) {
      const init: RequestInit = { method: route.method, headers: { cookie: `stekker_staff=${secret}`, ...(route.method === "GET" ? {} : { "content-type": "application/json" }) } };
      if (route.method !== "GET") init.body = "{}";
      const answer = await apiApp.request(new Request(`${BASE_URL}${sample(route.path)}`, init));
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await database.db.select().from(specialDates)).toEqual(datesBefore);
    expect(await database.db.select().from(deliveryRules)).toEqual(rulesBefore);
  });

  it("every guest route's handler lets a guest through the door (no 401 or 403 without a session)", async () => {
    for (const route of API_ROUTE_TABLE.filter((entry) => entry.role === "guest" && entry.method === "GET" && !entry.ownData && !entry.hidden)) {
      const answer = await apiApp.request(new Request(`${BASE_URL}${sample(route.path)}`));
      expect([401, 403], `${route.method} ${route.path} answered ${answer.status}`).not.toContain(answer.status);
    }
  });
});
