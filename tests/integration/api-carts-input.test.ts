import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { carts, products, type ProductRow } from "@/server/db/schema";

import { createSeededDatabase, apiRoute } from "../support/api";
import { buyableProducts, createCart, newSession, readCart, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

describe(`carts: every field validated on ${testDriver()}`, () => {
  let database: TestDatabase;
  let product: ProductRow;
  let expired: { productId: number } | undefined;
  let soldOut: { productId: number } | undefined;
  let session: string;
  let cartId: string;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    [product] = (await buyableProducts(database.db, 1)) as [ProductRow];
    [expired] = await database.db.select({ productId: products.productId }).from(products).where(eq(products.expired, true)).limit(1);
    [soldOut] = await database.db
      .select({ productId: products.productId })
      .from(products)
      .where(and(eq(products.expired, false), eq(products.stock, 0), isNull(products.stockEstimatedDate)))
      .limit(1);
    session = await newSession();
    cartId = (await createCart(session, { items: { [product.productId]: { qty: 2 } }, firstName: "Anna" })).json.data.cartId;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const stored = async () => (await database.db.select().from(carts).where(eq(carts.cartId, cartId)))[0]!;

  async function expectRefused(body: unknown, status: number, fields: string[] = []) {
    const before = await stored();
    const errors = vi.spyOn(console, "error");
    const answer = await updateCart(session, cartId, body);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ failed: true, message: expect.any(String), data: expect.any(Array) });
    expect(answer.json.message.length).toBeGreaterThan(0);
    for (const field of fields) expect(answer.json.data.map((error: { field: string }) => error.field)).toContain(field);
    // Nothing changed: the same version, fields and items.
    expect(await stored()).toEqual(before);
    return answer;
  }

  it("malformed JSON answers 400", async () => {
    for (const body of ["{", "{'version': 1}", "[1,", "nul"]) await expectRefused(body, 400);
  });

  it("wrong types answer 422 naming each field", async () => {
    // A whole number as text is that number (a form sends nothing else); other text is not.
    await expectRefused({ version: "een" }, 422, ["version"]);
    await expectRefused({}, 422, ["version"]);
    await expectRefused([1, 2], 422);
    await expectRefused({ version: 1, items: [] }, 422, ["items"]);
    await expectRefused({ version: 1, items: { [product.productId]: { qty: "twee" } } }, 422, [`items.${product.productId}.qty`]);
    await expectRefused({ version: 1, firstName: 12, elevator: "ja", floor: 1.5, shippingCountry: "DE", emailAddress: "geen-adres" }, 422, [
      "firstName",
      "elevator",
      "floor",
      "shippingCountry",
      "emailAddress",
    ]);
    await expectRefused({ version: 1, notes: "x".repeat(1001) }, 422, ["notes"]);
    await expectRefused({ version: 1, paymentMethod: "cash" }, 422, ["paymentMethod"]);
  });

  it("text PostgreSQL cannot store answers 422 naming the field and changes nothing, also when it places the order", async () => {
    await expectRefused('{"version":1,"notes":"a\\u0000b"}', 422, ["notes"]);
    await expectRefused('{"version":1,"firstName":"\\ud800"}', 422, ["firstName"]);
    await expectRefused('{"version":1,"acceptedTermsAndConditions":true,"paymentMethod":"ideal","notes":"x\\u0000"}', 422, ["notes"]);
  });

  it("an item key __proto__ answers 422 instead of emptying the cart", async () => {
    await expectRefused('{"version":1,"items":{"__proto__":{"qty":1}}}', 422, ["items"]);
  });

  it("without a session the answer is 401 whatever the body, so the client resets its cart", async () => {
    for (const body of ["{", "[]", { version: "een" }]) {
      expect((await updateCart(null, cartId, body)).status).toBe(401);
      expect((await createCart(null, body)).status).toBe(401);
    }
  });

  it("a cart id of any length that this shop never made is an unknown cart: 404", async () => {
    expect((await readCart(session, "x".repeat(500))).status).toBe(404);
  });

  it("a delivery day or week that does not exist answers 422", async () => {
    await expectRefused({ version: 1, deliveryDay: "2026-02-31" }, 422, ["deliveryDay"]);
    await expectRefused({ version: 1, deliveryWeek: "2025-W53" }, 422, ["deliveryWeek"]);
  });

  it("negative and non-integer quantities answer 422", async () => {
    await expectRefused({ version: 1, items: { [product.productId]: { qty: -1 } } }, 422, [`items.${product.productId}.qty`]);
    await expectRefused({ version: 1, items: { [product.productId]: { qty: 1.5 } } }, 422, [`items.${product.productId}.qty`]);
    await expectRefused({ version: 1, items: { [product.productId]: {} } }, 422, [`items.${product.productId}.qty`]);
  });

  it("an unknown or expired product answers 422 naming items.{key}.productId", async () => {
    await expectRefused({ version: 1, items: { "1": { qty: 1 } } }, 422, ["items.1.productId"]);
    await expectRefused({ version: 1, items: { "99999999999": { qty: 1 } } }, 422, ["items.99999999999.productId"]);
    await expectRefused({ version: 1, items: { abc: { qty: 1 } } }, 422, ["items.abc"]);
    await expectRefused({ version: 1, items: { [`${product.productId}_999999`]: { qty: 1 } } }, 422, [`items.${product.productId}_999999.combinationId`]);
    if (expired) await expectRefused({ version: 1, items: { [expired.productId]: { qty: 1 } } }, 422, [`items.${expired.productId}.productId`]);
  });

  it("a sold-out product without an expected stock date answers 422 naming items.{key}.productId", async () => {
    expect(soldOut, "the seeded catalogue has a sold-out product").toBeDefined();
    const answer = await expectRefused({ version: 1, items: { [product.productId]: { qty: 2 }, [soldOut!.productId]: { qty: 1 } } }, 422, [`items.${soldOut!.productId}.productId`]);
    expect(answer.json.data[0].errorMessage).toMatch(/tijdelijk uitverkocht/);
  });

  it("too many items answer 422", async () => {
    const items = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [String(100000 + index), { qty: 1 }]));
    await expectRefused({ version: 1, items }, 422, ["items"]);
  });

  it("a 5 MB body answers 413, also without a Content-Length", async () => {
    const huge = JSON.stringify({ version: 1, notes: "x".repeat(5 * 1024 * 1024) });
    const answer = await expectRefused(huge, 413);
    expect(answer.json.message).toContain("te groot");
    // Streamed (chunked), so the size is only known by counting while reading.
    const before = await stored();
    const { PUT } = apiRoute("/api/carts/{cartId}/");
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 65536) controller.enqueue(bytes.subarray(offset, offset + 65536));
        controller.close();
      },
    });
    const request = new Request(`http://localhost:3000/api/carts/${cartId}/`, {
      method: "PUT",
      headers: { cookie: session, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const streamed = await PUT(request, { params: Promise.resolve({ cartId }) });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ failed: true, message: expect.stringContaining("te groot") });
    expect(await stored()).toEqual(before);
  });

  it("a body that is not JSON answers 415", async () => {
    const before = await stored();
    const { PUT } = apiRoute("/api/carts/{cartId}/");
    const response = await PUT(
      new Request(`http://localhost:3000/api/carts/${cartId}/`, { method: "PUT", headers: { cookie: session, "content-type": "text/xml" }, body: "<cart/>" }),
      { params: Promise.resolve({ cartId }) },
    );
    expect(response.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it("POST validates the same way and creates nothing", async () => {
    const count = async () => (await database.db.select({ cartId: carts.cartId }).from(carts)).length;
    const before = await count();
    expect((await createCart(session, "{")).status).toBe(400);
    expect((await createCart(session, { items: { "1": { qty: 1 } } })).status).toBe(422);
    expect((await createCart(session, { items: { [product.productId]: { qty: -2 } } })).status).toBe(422);
    expect((await createCart(session, JSON.stringify({ notes: "x".repeat(5 * 1024 * 1024) }))).status).toBe(413);
    expect(await count()).toBe(before);
  });
});
