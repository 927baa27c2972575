import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { carts, type ProductRow } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { buyableProducts, createCart, newSession, readCart, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

describe(`carts: versions and concurrent writes on ${testDriver()}`, () => {
  let database: TestDatabase;
  let products: ProductRow[];
  let session: string;

  beforeAll(async () => {
    database = await createSeededDatabase(100);
    products = await buyableProducts(database.db, 60);
    session = await newSession();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("a stale version answers 409 with the current version, and changes nothing", async () => {
    const cart = (await createCart(session, { items: { [products[0]!.productId]: { qty: 1 } } })).json.data;
    expect((await updateCart(session, cart.cartId, { version: 1, firstName: "Anna" })).status).toBe(200);
    const before = (await readCart(session, cart.cartId)).json.data;
    const stale = await updateCart(session, cart.cartId, { version: 1, firstName: "Bea", items: {} });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ failed: true, message: expect.any(String), version: 2, data: [{ field: "version", errorMessage: expect.any(String) }] });
    expect((await readCart(session, cart.cartId)).json.data).toEqual(before);
    // A version from the future is as stale as one from the past.
    expect((await updateCart(session, cart.cartId, { version: 7, firstName: "Bea" })).status).toBe(409);
  });

  it("of 50 concurrent PUTs against one version exactly one wins; the others answer 409 and change nothing", async () => {
    const cart = (await createCart(session)).json.data;
    const answers = await Promise.all(
      products.slice(0, 50).map((product, index) => updateCart(session, cart.cartId, { version: 1, items: { [product.productId]: { qty: 1 } }, reference: `writer ${index}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winner = answers.find((answer) => answer.status === 200)!.json.data;
    const [row] = await database.db.select().from(carts).where(eq(carts.cartId, cart.cartId));
    expect(row!.version).toBe(2);
    // What is stored is the winner's change, whole: no mix of writers.
    expect(row!.fields.reference).toBe(winner.reference);
    expect(Object.keys(row!.items)).toEqual(Object.keys(winner.items));
    for (const answer of answers.filter((each) => each.status === 409)) expect(answer.json.version).toBe(2);
  });
});
