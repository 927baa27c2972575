import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { newestOpenCartId, sessionCartForPage } from "@/server/carts/session-cart-for-page";
import { carts, type ProductRow } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { sessionIdOf } from "../support/quote-fixtures";
import { buyableProducts, createCart, newSession, readCart, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

/**
 * Issue 24: the cart page and the checkout carry the session's cart in their
 * HTML. Which cart that is, and that it is the cart the API answers.
 */
describe(`the session's cart for the cart page's HTML on ${testDriver()}`, () => {
  let database: TestDatabase;
  let washer: ProductRow;
  let fridge: ProductRow;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    [washer, fridge] = await buyableProducts(database.db, 2) as [ProductRow, ProductRow];
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const newCart = async (cookie: string, product: ProductRow) => {
    const answer = await createCart(cookie, { items: { [product.productId]: { qty: 1 } } });
    expect(answer.status).toBe(201);
    return answer.json.data as { cartId: string; version: number };
  };

  it("is the cart the API answers for it, to the last field", async () => {
    const cookie = await newSession();
    const { cartId } = await newCart(cookie, washer);
    const page = await sessionCartForPage(database.db, sessionIdOf(cookie), new Date());
    const api = await readCart(cookie, cartId);
    expect(page).toEqual(api.json.data);
  });

  it("is the session's most recently changed cart", async () => {
    const cookie = await newSession();
    const sessionId = sessionIdOf(cookie);
    const first = await newCart(cookie, washer);
    const second = await newCart(cookie, fridge);
    expect(await newestOpenCartId(database.db, sessionId, new Date())).toBe(second.cartId);
    expect((await updateCart(cookie, first.cartId, { version: first.version, firstName: "Anna" })).status).toBe(200);
    expect(await newestOpenCartId(database.db, sessionId, new Date())).toBe(first.cartId);
  });

  it("is never a locked cart (its order is placed) nor an expired one", async () => {
    const cookie = await newSession();
    const sessionId = sessionIdOf(cookie);
    const older = await newCart(cookie, washer);
    const newer = await newCart(cookie, fridge);
    await database.db.update(carts).set({ locked: true }).where(eq(carts.cartId, newer.cartId));
    expect(await newestOpenCartId(database.db, sessionId, new Date())).toBe(older.cartId);
    await database.db.update(carts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(carts.cartId, older.cartId));
    expect(await newestOpenCartId(database.db, sessionId, new Date())).toBeNull();
    expect(await sessionCartForPage(database.db, sessionId, new Date())).toBeNull();
  });

  it("is never another session's cart", async () => {
    const owner = await newSession();
    await newCart(owner, washer);
    const stranger = await newSession();
    expect(await sessionCartForPage(database.db, sessionIdOf(stranger), new Date())).toBeNull();
  });
});
