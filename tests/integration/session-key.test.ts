/**
 * Decisions §14: no key that anyone can read signs anything in a started shop.
 * Without SESSION_SECRET the shop makes its key once and keeps it in the
 * database, where every instance finds the same one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEVELOPMENT_SESSION_SECRET, readEnv, sessionSecret, setShopSessionKey } from "@/config/env";
import { openPostgres } from "@/server/db/client";
import { loadShopSessionKey, shopSessionKey } from "@/server/secrets/session-key";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

describe("the shop's own session key", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    setShopSessionKey(null);
    await database.destroy();
  });

  it("is made on the first start: random, long, and not the development key", async () => {
    const key = await shopSessionKey(database.db);
    expect(key).not.toBe(DEVELOPMENT_SESSION_SECRET);
    expect(Buffer.from(key, "base64url")).toHaveLength(48);
  });

  it("is the same key on every later start", async () => {
    expect(await shopSessionKey(database.db)).toBe(await shopSessionKey(database.db));
  });

  it("is the same for instances that start together on one database", async () => {
    const fresh = await createTestDatabase();
    try {
      const second = testDriver() === "postgres" ? await openPostgres(fresh.url!, 5) : null;
      const keys = await Promise.all([shopSessionKey(fresh.db), shopSessionKey((second ?? fresh).db), shopSessionKey(fresh.db)]);
      await second?.close();
      expect(new Set(keys).size).toBe(1);
    } finally {
      await fresh.destroy();
    }
  });

  it("signs when SESSION_SECRET is not set, also in production", async () => {
    await loadShopSessionKey(database.db, readEnv({ NODE_ENV: "production" } as NodeJS.ProcessEnv));
    expect(sessionSecret(readEnv({ NODE_ENV: "production" } as NodeJS.ProcessEnv))).toBe(await shopSessionKey(database.db));
  });

  it("gives way to SESSION_SECRET, which wins", async () => {
    const secret = "s".repeat(40);
    const env = readEnv({ NODE_ENV: "production", SESSION_SECRET: secret } as NodeJS.ProcessEnv);
    await loadShopSessionKey(database.db, env);
    expect(sessionSecret(env)).toBe(secret);
  });
});
