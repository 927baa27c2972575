/**
 * Sessions in integration tests, as a browser gets them: ask the app state and
 * carry its Set-Cookie on every cart call.
 */
import { and, eq, gt } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { products } from "@/server/db/schema";

import { type Answer, call, apiRoute } from "./api";

const { GET: appState } = apiRoute("/api/app-state/");
const { POST: postCart } = apiRoute("/api/carts/");
const { GET: getCart, PUT: putCart } = apiRoute("/api/carts/{cartId}/");

/** A new visitor's cookie header (`stekker_session=…`). */
export async function newSession(): Promise<string> {
  const answer = await call(appState, "/api/app-state/");
  const setCookie = answer.headers.get("set-cookie");
  if (!setCookie) throw new Error("app-state set no cookie");
  return setCookie.split(";")[0]!;
}

function jsonInit(method: string, cookie: string | null, body: unknown): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) };
}

export function createCart(cookie: string | null, body: unknown = {}): Promise<Answer> {
  return call(postCart, "/api/carts/", {}, jsonInit("POST", cookie, body));
}

export function readCart(cookie: string | null, cartId: string): Promise<Answer> {
  return call(getCart, `/api/carts/${cartId}/`, { cartId }, cookie ? { headers: { cookie } } : {});
}

export function updateCart(cookie: string | null, cartId: string, body: unknown): Promise<Answer> {
  return call(putCart, `/api/carts/${cartId}/`, { cartId }, jsonInit("PUT", cookie, body));
}

/** Products to buy: in stock, not expired, with the options a test needs. */
export async function buyableProducts(db: Database, count: number) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.expired, false), gt(products.stock, 0)))
    .orderBy(products.productId)
    .limit(count);
}
