import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { carts, combinationProducts, combinations, type ProductRow } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { buyableProducts, createCart, newSession, readCart, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

describe(`carts: create, read, update on ${testDriver()}`, () => {
  let database: TestDatabase;
  let washer: ProductRow;
  let other: ProductRow;
  let session: string;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    const candidates = await buyableProducts(database.db, 200);
    washer = candidates.find((product) => product.assemblyPriceCents !== null && product.deliveryCostCents === 0)!;
    other = candidates.find((product) => product.productId !== washer.productId)!;
    session = await newSession();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const storedRow = async (cartId: string) => (await database.db.select().from(carts).where(eq(carts.cartId, cartId)))[0]!;

  it("POST answers 201 with the whole cart: id, version 1, items with product details (the products map), totals in euros", async () => {
    const answer = await createCart(session, { items: { [washer.productId]: { qty: 2 } }, firstName: "Anna" });
    expect(answer.status).toBe(201);
    const cart = answer.json.data;
    expect(cart.cartId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cart).toMatchObject({ version: 1, locked: false, firstName: "Anna", deliveryType: "default", userId: "guest" });
    const item = cart.items[String(washer.productId)];
    expect(item).toMatchObject({ productId: washer.productId, combinationId: null, qty: 2 });
    // §3: the products map holds each product's details; `price` is the list price, `sellingPrice` what the shopper pays.
    expect(cart.products[String(item.productId)]).toMatchObject({
      name: washer.name,
      brand: { slug: washer.brandSlug },
      url: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/),
      image: { url: expect.stringMatching(/^\/afbeeldingen\//) },
      sellingPrice: (washer.priceCents - (washer.cashDeskDiscountCents ?? 0)) / 100,
      price: washer.priceCents / 100,
    });
    expect(Object.keys(cart.totals).sort()).toEqual(
      [
        "assemblyTotal",
        "cashbackTotal",
        "deliveryTotal",
        "discountExtra",
        "discountTotal",
        "extraServiceTotal",
        "extraWarrantyTotal",
        "grandTotal",
        "grandTotalExclVat",
        "itemsTotal",
        "paymentFee",
        "pickUpDiscountTotal",
        "shippingTotal",
        "vatTotal",
        "vatTreatment",
      ].sort(),
    );
    // A consumer pays Dutch VAT: the grand total includes it (decisions §1).
    expect(cart.totals.vatTreatment).toBe("standard");
    expect(Math.round((cart.totals.grandTotalExclVat + cart.totals.vatTotal) * 100)).toBe(Math.round(cart.totals.grandTotal * 100));
    expect(cart.totals.itemsTotal).toBe((2 * washer.priceCents) / 100);
    expect(cart.paymentMethods.map((method: { id: string }) => method.id)).toEqual(["banktransfer", "creditcard", "ideal", "pinOnDelivery"]);
    expect(answer.text).not.toMatch(/Cents"/);
  });

  it("GET answers the session's own cart", async () => {
    const created = (await createCart(session, { items: { [washer.productId]: { qty: 1 } } })).json.data;
    const answer = await readCart(session, created.cartId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json.data).toEqual(created);
  });

  it("another session's cart answers 403 to GET and PUT, and PUT changes nothing", async () => {
    const cart = (await createCart(session, { items: { [washer.productId]: { qty: 1 } } })).json.data;
    const stranger = await newSession();
    const read = await readCart(stranger, cart.cartId);
    expect(read.status).toBe(403);
    expect(read.json).toMatchObject({ failed: true, message: expect.any(String) });
    const write = await updateCart(stranger, cart.cartId, { version: 1, items: {} });
    expect(write.status).toBe(403);
    expect((await storedRow(cart.cartId)).version).toBe(1);
    expect((await readCart(session, cart.cartId)).json.data.items[String(washer.productId)].qty).toBe(1);
  });

  it("no session, or a forged one, answers 401 to POST, GET and PUT", async () => {
    const cart = (await createCart(session)).json.data;
    const forged = `${session.slice(0, -4)}AAAA`;
    for (const cookie of [null, forged, "stekker_session=", "stekker_session=abc.def.ghi"]) {
      for (const answer of [await createCart(cookie), await readCart(cookie, cart.cartId), await updateCart(cookie, cart.cartId, { version: 1 })]) {
        expect(answer.status, String(cookie)).toBe(401);
        expect(answer.json).toMatchObject({ failed: true, message: expect.any(String) });
      }
    }
    expect((await storedRow(cart.cartId)).version).toBe(1);
  });

  it("an unknown cart, or one that expired after 31 days, answers 404", async () => {
    for (const cartId of ["AAAAAAAAAAAAAAAAAAAAAA", "not-a-cart", "x".repeat(99)]) {
      expect((await readCart(session, cartId)).status, cartId).toBe(404);
      expect((await updateCart(session, cartId, { version: 1 })).status, cartId).toBe(404);
    }
    const cart = (await createCart(session)).json.data;
    expect(new Date(cart.expiresAt).getTime() - Date.now()).toBeGreaterThan(30.9 * 24 * 3600 * 1000);
    await database.db.update(carts).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(carts.cartId, cart.cartId));
    expect((await readCart(session, cart.cartId)).status).toBe(404);
    expect((await updateCart(session, cart.cartId, { version: 1, firstName: "Bea" })).status).toBe(404);
  });

  it("a locked cart answers GET with locked: true and refuses PUT with 423, changing nothing", async () => {
    const cart = (await createCart(session, { items: { [washer.productId]: { qty: 1 } } })).json.data;
    await database.db.update(carts).set({ locked: true }).where(eq(carts.cartId, cart.cartId));
    const read = await readCart(session, cart.cartId);
    expect(read.status).toBe(200);
    expect(read.json.data.locked).toBe(true);
    const write = await updateCart(session, cart.cartId, { version: 1, items: {} });
    expect(write.status).toBe(423);
    expect(write.json).toMatchObject({ failed: true, message: expect.stringContaining("besteld") });
    const row = await storedRow(cart.cartId);
    expect(row.version).toBe(1);
    expect(Object.keys(row.items)).toEqual([String(washer.productId)]);
  });

  it("a complete combination in the cart takes the combination's discount off the total; half of one does not", async () => {
    const [combination] = await database.db.select().from(combinations).limit(1);
    const parts = await database.db.select().from(combinationProducts).where(eq(combinationProducts.combinationId, combination!.combinationId));
    const items = Object.fromEntries(parts.map((part) => [`${part.productId}_${combination!.combinationId}`, { qty: 1 }]));
    const whole = (await createCart(session, { items })).json.data;
    const apart = (await createCart(session, { items: Object.fromEntries(parts.map((part) => [String(part.productId), { qty: 1 }])) })).json.data;
    expect(Math.round((whole.totals.discountTotal - apart.totals.discountTotal) * 100)).toBe(combination!.discountCents);
    expect(Math.round((apart.totals.grandTotal - whole.totals.grandTotal) * 100)).toBe(combination!.discountCents);
    const [first] = parts;
    const half = (await createCart(session, { items: { [`${first!.productId}_${combination!.combinationId}`]: { qty: 1 } } })).json.data;
    const single = (await createCart(session, { items: { [first!.productId]: { qty: 1 } } })).json.data;
    expect(half.totals.grandTotal).toBe(single.totals.grandTotal);
  });

  it("prices, totals and derived fields sent by the client are ignored", async () => {
    const cart = (await createCart(session, { totals: { grandTotal: 1 }, deliveryType: "pickUp", locked: true, version: 99 })).json.data;
    expect(cart).toMatchObject({ version: 1, locked: false, deliveryType: "default" });
    const answer = await updateCart(session, cart.cartId, {
      version: 1,
      items: { [washer.productId]: { qty: 1, price: 0.01, product: { price: 0.01 }, itemDiscounts: { makeAmends: 999 } } },
      totals: { grandTotal: 0.01, itemsTotal: 0.01 },
      deliveryType: "pickUp",
      orderRef: "X1",
      locked: false,
      cartId: "somebody-else",
    });
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(data).toMatchObject({ cartId: cart.cartId, version: 2, deliveryType: "default" });
    expect(data.orderRef).toBeNull();
    expect(data.items[String(washer.productId)].itemDiscounts).toEqual({ makeAmends: null });
    expect(data.totals.itemsTotal).toBe(washer.priceCents / 100);
    expect(data.totals.grandTotal).toBe(data.totals.itemsTotal - data.totals.discountTotal + data.totals.deliveryTotal + data.totals.shippingTotal);
  });

  it("PUT applies the cart rules: qty 0 removes, more than 10 is capped, a delivery choice sets the delivery type", async () => {
    const cart = (await createCart(session, { items: { [washer.productId]: { qty: 1 }, [other.productId]: { qty: 1 } } })).json.data;
    const answer = await updateCart(session, cart.cartId, {
      version: 1,
      items: { [washer.productId]: { qty: 25, options: { assembly: true } }, [other.productId]: { qty: 0 } },
    });
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(Object.keys(data.items)).toEqual([String(washer.productId)]);
    expect(data.items[String(washer.productId)]).toMatchObject({ qty: 10, options: { assembly: true } });
    expect(data.deliveryType).toBe("assembly");
    expect(data.totals.assemblyTotal).toBeGreaterThan(0);
    // Pin at delivery is not offered with assembly (specification §5).
    expect(data.paymentMethods.map((method: { id: string }) => method.id)).not.toContain("pinOnDelivery");
  });

  it("PUT stores the customer's fields, normalised; an absent field keeps its value, null clears it", async () => {
    const cart = (await createCart(session)).json.data;
    const first = await updateCart(session, cart.cartId, {
      version: 1,
      firstName: " Anna ",
      emailAddress: "anna@example.nl",
      shippingPostalCode: "2382as",
      shippingCountry: "BE",
      paymentMethod: "bancontact",
      floor: 2,
      elevator: true,
      takeRetour: true,
      newsletter: false,
      company: true,
      companyName: "Anna BV",
      vatNumber: "be 0123.456.789",
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      firstName: "Anna",
      shippingPostalCode: "2382 AS",
      paymentMethod: "bancontact",
      floor: 2,
      vatNumber: "BE0123456789",
    });
    expect(first.json.data.paymentMethods.map((method: { id: string }) => method.id)).toContain("bancontact");
    const second = await updateCart(session, cart.cartId, { version: 2, firstName: null, lastName: "Jansen" });
    expect(second.json.data).toMatchObject({ firstName: null, lastName: "Jansen", emailAddress: "anna@example.nl", version: 3 });
  });

  it("a payment method the country does not allow is refused with 422 naming the field", async () => {
    const cart = (await createCart(session, { shippingCountry: "NL" })).json.data;
    const answer = await updateCart(session, cart.cartId, { version: 1, paymentMethod: "bancontact" });
    expect(answer.status).toBe(422);
    expect(answer.json.data).toEqual([{ field: "paymentMethod", errorMessage: expect.any(String) }]);
    expect((await storedRow(cart.cartId)).version).toBe(1);
  });
});
