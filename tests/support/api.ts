/**
 * Calling route handlers directly, as Next.js does, against a seeded test
 * database: no server, no build, the same code path as production below the
 * framework.
 */
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { setDatabaseHandle } from "@/server/db/client";
import { clearMemo } from "@/server/cache/memo";

import { createTestDatabase, type TestDatabase } from "./test-database";

export const BASE_URL = "http://localhost:3000";
export const SEED_NOW = new Date("2026-11-21T10:00:00Z");

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely and assert their shape
  json: any;
}

/** Calls a handler with a path of the shop (query included) and the route's segments. */
export async function call(handler: Handler, path: string, params: Record<string, string> = {}, init: RequestInit = {}): Promise<Answer> {
  const response = await handler(new Request(`${BASE_URL}${path}`, init), { params: Promise.resolve(params) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A fresh database with a generated catalogue, used by the route handlers of this test file. */
export async function createSeededDatabase(productCount = 400, seed = 11): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedCatalogue(database.db, generateCatalogue({ productCount, seed, now: SEED_NOW }));
  setDatabaseHandle(database);
  clearMemo();
  return database;
}
