/**
 * The key that signs sessions and mailed links when SESSION_SECRET is not set
 * (decisions §14): made at random by the first start and kept in the database,
 * so every instance on it signs and verifies alike without any setup, PGlite
 * included. Nobody can read it from the source, as they could the development key.
 */
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { type Env, setShopSessionKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import { shopSecrets } from "@/server/db/schema";

const SESSION_KEY_NAME = "session-signing-key";

/**
 * The shop's key, made on the first call. Instances that start together may
 * both make one: the insert keeps the first and ignores the rest, and every
 * instance reads the one that was kept.
 */
export async function shopSessionKey(db: Database): Promise<string> {
  await db
    .insert(shopSecrets)
    .values({ name: SESSION_KEY_NAME, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing({ target: shopSecrets.name });
  const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, SESSION_KEY_NAME));
  if (!row) throw new Error("The shop's session key was neither made nor found.");
  return row.value;
}

/** Makes the database's key the signing key of this process, unless SESSION_SECRET is set (it wins). */
export async function loadShopSessionKey(db: Database, env: Env): Promise<void> {
  if (env.SESSION_SECRET) return;
  setShopSessionKey(await shopSessionKey(db));
}
