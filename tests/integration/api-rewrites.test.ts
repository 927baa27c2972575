import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findRewrite } from "@/server/catalogue/find-rewrite";
import { rewrites } from "@/server/db/schema";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET } = apiRoute("/api/rewrites/{rewriteId}/");

// Ids and paths far from anything a seed makes, so these rows never collide with it.
const ROWS = [
  { rewriteId: 990001, fromPath: "/wasmachine/oude-wasmachine-x1/", toPath: "/wasmachines/nieuwe-wasmachine-x2/" },
  { rewriteId: 990002, fromPath: "/test-oude-groep/", toPath: "/koelkasten/" },
  // A chain: a → b → c.
  { rewriteId: 990003, fromPath: "/test-keten-a/", toPath: "/test-keten-b/" },
  { rewriteId: 990004, fromPath: "/test-keten-b/", toPath: "/test-keten-c/" },
  // A circle must not redirect forever.
  { rewriteId: 990005, fromPath: "/test-cirkel-a/", toPath: "/test-cirkel-b/" },
  { rewriteId: 990006, fromPath: "/test-cirkel-b/", toPath: "/test-cirkel-a/" },
  // An old site's path without a slash, and one with an encoded character.
  { rewriteId: 990007, fromPath: "/oud/productinfo.php", toPath: "/klantenservice/" },
  { rewriteId: 990008, fromPath: "/merken/smeg-fab28/", toPath: "/merken/smeg/" },
];

describe(`rewrites of old URLs on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createSeededDatabase(100);
    await database.db.insert(rewrites).values(ROWS);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("finds the new place of an old path, with or without slash, query or host", async () => {
    for (const path of ["/wasmachine/oude-wasmachine-x1/", "/wasmachine/oude-wasmachine-x1", "/wasmachine/oude-wasmachine-x1/?utm_source=x", "http://localhost:3000/wasmachine/oude-wasmachine-x1/#top"]) {
      expect(await findRewrite(database.db, path), path).toBe("/wasmachines/nieuwe-wasmachine-x2/");
    }
    expect(await findRewrite(database.db, "/oud/productinfo.php")).toBe("/klantenservice/");
    expect(await findRewrite(database.db, "/merken/smeg%2Dfab28/")).toBe("/merken/smeg/");
  });

  it("finds the moves the seed makes: old singular categories and /merk/ pages", async () => {
    expect(await findRewrite(database.db, "/merk/bosch/")).toBe("/merken/bosch/");
    expect(await findRewrite(database.db, "/wasmachine/")).toBe("/wasmachines/");
  });

  it("follows a chain of moves to its end, and gives up on a circle", async () => {
    expect(await findRewrite(database.db, "/test-keten-a/")).toBe("/test-keten-c/");
    expect(await findRewrite(database.db, "/test-cirkel-a/")).toBeNull();
  });

  it("answers null for paths that did not move and for garbage, without throwing", async () => {
    for (const path of ["/wasmachines/", "/", "", "geen-pad", "/%E0%A4%A/", "/a\0b/", `/${"x".repeat(5000)}/`, "http://[::1", "/'; drop table rewrites; --/"]) {
      expect(await findRewrite(database.db, path), path).toBeNull();
    }
  });

  it("GET /api/rewrites/{rewriteId}/ answers 301 to the final place", async () => {
    const answer = await call(GET, "/api/rewrites/990003/", { rewriteId: "990003" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/test-keten-c/");
    expect(answer.json).toEqual({ data: { rewriteId: 990003, fromPath: "/test-keten-a/", toPath: "/test-keten-c/" } });
  });

  it("answers 404 JSON for an unknown rewrite and 400 for a malformed id", async () => {
    const unknown = await call(GET, "/api/rewrites/12345/", { rewriteId: "12345" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ failed: true, message: "Deze doorverwijzing bestaat niet", data: [] });
    for (const rewriteId of ["abc", "-1", "0", "1.5", "99999999999", "%27"]) {
      const answer = await call(GET, `/api/rewrites/${encodeURIComponent(rewriteId)}/`, { rewriteId });
      expect(answer.status, rewriteId).toBe(400);
      expect(answer.json).toMatchObject({ failed: true, data: [{ field: "rewriteId" }] });
    }
  });
});
