/**
 * Calling the API's Hono application (src/api/app.ts) with `app.request`,
 * against a seeded test database: no server, no build, the same application
 * that `npm start` and Next.js's catch-all route hand their requests to.
 */
import { apiApp } from "@/api/app";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedPages } from "@/server/pages/seed-pages";
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

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type ApiMethod = (typeof METHODS)[number];
/** A route module's export as tests called it: the context (path parameters) is no longer needed, the URL says it all. */
export type ApiHandler = (request: Request, context?: unknown) => Promise<Response>;

/**
 * A route's methods as handlers of the old shape, `(request, context) => Response`,
 * each going through the whole application (`apiApp.request`): routing, path
 * parameters, HEAD, OPTIONS and 405 included. The request's own URL decides where
 * it goes, as it does for a browser; so that a test cannot call one route while
 * it believes it calls another, a URL outside the pattern throws.
 */
export function apiRoute(pattern: string): Record<ApiMethod, ApiHandler> {
  if (!pattern.startsWith("/api/") && !pattern.startsWith("/afbeeldingen/")) throw new Error(`${pattern} is no path of the API`);
  const shape = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]*")}$`);
  // The method is the handler's, as calling a Next.js route module's export was: a test may leave it out of its init.
  const send = (method: ApiMethod): ApiHandler => async (request) => {
    const { pathname } = new URL(request.url);
    if (!shape.test(pathname)) throw new Error(`${pathname} is not a path of ${pattern}`);
    return apiApp.request(request.method === method ? request : new Request(request, { method, duplex: "half" } as RequestInit));
  };
  return Object.fromEntries(METHODS.map((method) => [method, send(method)])) as Record<ApiMethod, ApiHandler>;
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
  // Issue 23: the shop's pages, as `npm start` writes them.
  await seedPages(database.db, SEED_NOW);
  setDatabaseHandle(database);
  clearMemo();
  return database;
}
