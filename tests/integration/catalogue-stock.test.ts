/**
 * Stock and shop-only data in the back office (issue 21, part B; decisions
 * §12): staff read the stock list and write stock and expected dates; admins
 * write the purchase price, the shop-only price and the shop-only options.
 * Bad input is a 422 per field that changes nothing. The promises follow a
 * stock change at once, and every instance hears of it (NOTIFY). A guest's
 * product answer never carries the margin code or the shop-only data.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { marginCode, readMarginCode } from "@/domain/catalogue/margin-code";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { products, productShopOptions, productShopStock } from "@/server/db/schema";

import { type Answer, apiRoute, call, createSeededDatabase } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";
import { signedInStaffCookie } from "../support/staff-cookie";

const stockListRoute = apiRoute("/api/catalogue/stock/");
const stockRoute = apiRoute("/api/catalogue/products/{productId}/stock/");
const shopDataRoute = apiRoute("/api/catalogue/products/{productId}/shop-data/");
const productRoute = apiRoute("/api/products/{productId}/");
const timeSensitiveRoute = apiRoute("/api/products/{productId}/time-sensitive/");

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const fields = (answer: Answer) => (answer.json?.data ?? []).map((problem: { field: string }) => problem.field);

describe(`stock and shop-only data in the back office, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let adminCookie: string;
  let staffCookie: string;
  let productId: number;
  let otherOfType: number;
  let productType: string;
  const changes: string[] = [];
  let stopListening: () => Promise<void> = async () => undefined;

  const staffSession = (role: "staff" | "admin", emailAddress: string) => signedInStaffCookie(database.db, role, emailAddress);

  function send(route: ReturnType<typeof apiRoute>, method: "GET" | "PUT", path: string, cookie: string | null, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    return call(route[method], path, {}, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  const productRow = async (id: number) => (await database.db.select().from(products).where(eq(products.productId, id)))[0]!;
  const shopTables = async () => ({
    stock: await database.db.select().from(productShopStock).orderBy(productShopStock.productId),
    options: await database.db.select().from(productShopOptions).orderBy(productShopOptions.productShopOptionId),
    product: await productRow(productId),
  });

  beforeAll(async () => {
    database = await createSeededDatabase(120);
    adminCookie = await staffSession("admin", "beheer@stekker.test");
    staffCookie = await staffSession("staff", "winkel@stekker.test");
    const rows = await database.db.select({ productId: products.productId, productType: products.productType, expired: products.expired }).from(products).orderBy(products.productId);
    const live = rows.filter((row) => !row.expired);
    const byType = new Map<string, number[]>();
    for (const row of live) byType.set(row.productType, [...(byType.get(row.productType) ?? []), row.productId]);
    const [type, ids] = [...byType.entries()].find(([, candidates]) => candidates.length >= 2)!;
    [productType, productId, otherOfType] = [type, ids[0]!, ids[1]!];
    stopListening = (await listenForCatalogueChanges(database, (table) => changes.push(table))).stop;
  });
  afterAll(async () => {
    await stopListening();
    await database?.destroy();
  });

  it("a guest gets 401 on every route, staff 403 on the shop data's write, and nothing changes", async () => {
    const before = await shopTables();
    const stockBody = { stock: 3, stockEstimatedDate: null };
    const shopBody = { purchasePrice: 100, shopPrice: 200, options: [] };
    expect((await send(stockListRoute, "GET", "/api/catalogue/stock/", null)).status).toBe(401);
    expect((await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, null, stockBody)).status).toBe(401);
    expect((await send(shopDataRoute, "GET", `/api/catalogue/products/${productId}/shop-data/`, null)).status).toBe(401);
    expect((await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, null, shopBody)).status).toBe(401);
    const staffWrite = await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, staffCookie, shopBody);
    expect(staffWrite.status).toBe(403);
    expect(staffWrite.json).toMatchObject({ failed: true });
    expect(await shopTables()).toEqual(before);
  });

  it("staff set the web stock, the expected date and the shop's stock and showroom; the list shows it", async () => {
    const answer = await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, {
      stock: 0,
      stockEstimatedDate: "2027-03-10",
      shops: [{ shopId: "zoeterwoude", stock: 2, inShowroom: true }],
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    expect(answer.json.data).toMatchObject({
      productId,
      stock: 0,
      state: "soldOut",
      stockEstimatedDate: "2027-03-10",
      shops: [{ shopId: "zoeterwoude", shopName: "Afhaalcentrum Zoeterwoude", stock: 2, inShowroom: true }],
    });
    expect(answer.json.data.promise).toMatch(/^Verwacht in huis op /);
    const row = await productRow(productId);
    expect([row.stock, row.stockEstimatedDate]).toEqual([0, "2027-03-10"]);

    const listed = await send(stockListRoute, "GET", `/api/catalogue/stock/?q=${productId}&state=expected`, staffCookie);
    expect(listed.status).toBe(200);
    expect(listed.json.data.items.map((item: { productId: number }) => item.productId)).toContain(productId);
    expect(listed.json.data.items.find((item: { productId: number }) => item.productId === productId)).toEqual(answer.json.data);

    // Left out, the shops keep theirs; an empty date means none.
    const again = await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, { stock: 7, stockEstimatedDate: "" });
    expect(again.json.data).toMatchObject({ stock: 7, state: "inStock", stockEstimatedDate: null, shops: [{ stock: 2, inShowroom: true }] });
  });

  it("the delivery promise and the product answer follow a stock change at once, and every instance hears of it", async () => {
    await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, { stock: 4 });
    expect((await call(productRoute.GET, `/api/products/${productId}/`)).json.data.inStock).toBe(true);
    changes.length = 0;
    const soldOut = await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, { stock: 0, stockEstimatedDate: "2027-04-14" });
    expect(soldOut.status).toBe(200);
    const product = await call(productRoute.GET, `/api/products/${productId}/`);
    expect(product.json.data).toMatchObject({ inStock: false, stockEstimatedDate: "2027-04-14" });
    expect(product.json.data.delivery).toMatchObject({ kind: "date", estimated: true });
    const moment = await call(timeSensitiveRoute.GET, `/api/products/${productId}/time-sensitive/`);
    expect(JSON.stringify(moment.json.data)).toContain("2027-04-14");
    await eventually(() => changes.includes("products"));

    changes.length = 0;
    await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, { stock: 5, shops: [{ shopId: "zoeterwoude", stock: 1, inShowroom: false }] });
    expect((await call(productRoute.GET, `/api/products/${productId}/`)).json.data).toMatchObject({ inStock: true, stockEstimatedDate: null });
    await eventually(() => changes.includes("products") && changes.includes("product_shop_stock"));
  });

  it("bad stock input is a 422 naming the field, and nothing changes", async () => {
    const before = await shopTables();
    const bad: [unknown, string][] = [
      [{ stock: -1 }, "stock"],
      [{ stock: 1.5 }, "stock"],
      [{ stock: "veel" }, "stock"],
      [{}, "stock"],
      [{ stock: 1, stockEstimatedDate: "2027-02-30" }, "stockEstimatedDate"],
      [{ stock: 1, stockEstimatedDate: "10-03-2027" }, "stockEstimatedDate"],
      [{ stock: 1, shops: [{ shopId: "amsterdam", stock: 1 }] }, "shops.0.shopId"],
      [{ stock: 1, shops: [{ shopId: "zoeterwoude", stock: -2 }] }, "shops.0.stock"],
      [{ stock: 1, shops: [{ shopId: "zoeterwoude", stock: 1, inShowroom: "misschien" }] }, "shops.0.inShowroom"],
      [{ stock: 1, shops: [{ shopId: "zoeterwoude", stock: 1 }, { shopId: "zoeterwoude", stock: 2 }] }, "shops"],
      [{ stock: 1, price: 10 }, ""],
    ];
    for (const [body, field] of bad) {
      const answer = await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.failed).toBe(true);
      if (field) expect(fields(answer), JSON.stringify(body)).toContain(field);
    }
    expect((await send(stockRoute, "PUT", "/api/catalogue/products/999999/stock/", staffCookie, { stock: 1 })).status).toBe(404);
    expect(await shopTables()).toEqual(before);
  });

  it("the stock list filters sold out, low and expected, searches, sorts and pages", async () => {
    const [a, b, c] = (await database.db.select({ productId: products.productId }).from(products).orderBy(products.productId).limit(3)).map((row) => row.productId);
    await database.db.update(products).set({ stock: 9 });
    await database.db.update(products).set({ stock: 0, stockEstimatedDate: null }).where(eq(products.productId, a!));
    await database.db.update(products).set({ stock: 2 }).where(eq(products.productId, b!));
    await database.db.update(products).set({ stock: 0, stockEstimatedDate: "2027-05-01" }).where(eq(products.productId, c!));
    const ids = async (query: string) => (await send(stockListRoute, "GET", `/api/catalogue/stock/${query}`, staffCookie)).json.data.items.map((item: { productId: number }) => item.productId);
    expect(await ids("?state=soldOut")).toEqual([a, c]);
    expect(await ids("?state=low")).toEqual([b]);
    expect(await ids("?state=expected")).toEqual([c]);
    const ean = (await productRow(b!)).ean;
    expect(await ids(`?q=${ean}`)).toEqual([b]);
    const page = await send(stockListRoute, "GET", "/api/catalogue/stock/?pageSize=5&page=2&sort=stock&order=asc", staffCookie);
    expect(page.json.data.total).toBe(120);
    expect(page.json.data.items).toHaveLength(5);
    const first = await ids("?sort=stock&order=asc&pageSize=3");
    expect(first).toEqual([a, c, b]);
    for (const query of ["?state=leeg", "?pageSize=101", "?sort=price", "?order=up", "?colour=rood"]) {
      const answer = await send(stockListRoute, "GET", `/api/catalogue/stock/${query}`, staffCookie);
      expect(answer.status, query).toBe(422);
    }
  });

  it("an admin sets the purchase price, the shop price and the shop-only options; the margin code follows", async () => {
    const selling = (await productRow(productId)).sellingPriceCents;
    const purchaseCents = Math.round((selling / 1.21) * 0.68);
    const answer = await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, adminCookie, {
      purchasePrice: (purchaseCents / 100).toFixed(2).replace(".", ","),
      shopPrice: 123.45,
      options: [
        { name: "Gasaansluiting", price: 95, scope: "product" },
        { name: "Inbouwen in bestaand keukenblok", price: "149,00", scope: "productType" },
      ],
    });
    expect(answer.status).toBe(200);
    const code = marginCode({ productId, purchasePriceCents: purchaseCents, sellingPriceCents: selling });
    expect(answer.json.data).toMatchObject({
      productId,
      productType,
      purchasePrice: purchaseCents / 100,
      shopPrice: 123.45,
      sellingPrice: selling / 100,
      marginCode: code,
      options: [
        { name: "Gasaansluiting", price: 95, scope: "product" },
        { name: "Inbouwen in bestaand keukenblok", price: 149, scope: "productType" },
      ],
    });
    expect(readMarginCode(answer.json.data.marginCode)).toBe(answer.json.data.marginPercent);
    expect([31, 32]).toContain(answer.json.data.marginPercent);
    expect(answer.json.data.shopPriceMarginCode).toMatch(/^[A-Z]{3}$/);
    expect((await send(shopDataRoute, "GET", `/api/catalogue/products/${productId}/shop-data/`, staffCookie)).json.data).toEqual(answer.json.data);

    // The type's option is every product of the type's; the product's own is not.
    const other = await send(shopDataRoute, "GET", `/api/catalogue/products/${otherOfType}/shop-data/`, staffCookie);
    expect(other.json.data.options).toEqual([{ productShopOptionId: expect.any(Number), name: "Inbouwen in bestaand keukenblok", price: 149, scope: "productType" }]);
    expect(other.json.data).toMatchObject({ purchasePrice: null, marginCode: null });

    // Empty means none; no options clears the product's and its type's.
    const cleared = await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, adminCookie, { purchasePrice: "", shopPrice: null, options: [] });
    expect(cleared.json.data).toMatchObject({ purchasePrice: null, shopPrice: null, marginCode: null, options: [] });
    expect((await send(shopDataRoute, "GET", `/api/catalogue/products/${otherOfType}/shop-data/`, staffCookie)).json.data.options).toEqual([]);
    expect((await send(shopDataRoute, "GET", "/api/catalogue/products/999999/shop-data/", staffCookie)).status).toBe(404);
  });

  it("bad shop data is a 422 naming the field, and nothing changes", async () => {
    await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, adminCookie, { purchasePrice: 300, shopPrice: 500, options: [{ name: "Gas", price: 50 }] });
    const before = await shopTables();
    const bad: [unknown, string][] = [
      [{ purchasePrice: -1 }, "purchasePrice"],
      [{ purchasePrice: 10.005 }, "purchasePrice"],
      [{ shopPrice: "duur" }, "shopPrice"],
      [{ shopPrice: 2_000_000 }, "shopPrice"],
      [{ options: [{ name: "", price: 10 }] }, "options.0.name"],
      [{ options: [{ name: "Gas", price: -5 }] }, "options.0.price"],
      [{ options: [{ name: "Gas", price: 5, scope: "shop" }] }, "options.0.scope"],
      [{ options: Array.from({ length: 21 }, (_, index) => ({ name: `Optie ${index}`, price: 1 })) }, "options"],
      [{ options: "gas" }, "options"],
    ];
    for (const [body, field] of bad) {
      const answer = await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, adminCookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(fields(answer), JSON.stringify(body)).toContain(field);
    }
    expect((await send(shopDataRoute, "PUT", "/api/catalogue/products/999999/shop-data/", adminCookie, { options: [] })).status).toBe(404);
    expect(await shopTables()).toEqual(before);
  });

  it("a guest's product answer carries none of the shop-only data; staff's carries it under shopOnly", async () => {
    await send(shopDataRoute, "PUT", `/api/catalogue/products/${productId}/shop-data/`, adminCookie, {
      purchasePrice: 300,
      shopPrice: 487.65,
      options: [{ name: "Gasaansluiting door de winkel", price: 95 }],
    });
    await send(stockRoute, "PUT", `/api/catalogue/products/${productId}/stock/`, staffCookie, { stock: 3, shops: [{ shopId: "zoeterwoude", stock: 1, inShowroom: true }] });
    const shopData = (await send(shopDataRoute, "GET", `/api/catalogue/products/${productId}/shop-data/`, staffCookie)).json.data;

    const staff = await send(productRoute, "GET", `/api/products/${productId}/`, staffCookie);
    expect(staff.status).toBe(200);
    expect(staff.json.data.shopOnly).toEqual({
      marginCode: shopData.marginCode,
      shopPrice: 487.65,
      shops: [{ shopId: "zoeterwoude", shopName: "Afhaalcentrum Zoeterwoude", stock: 1, inShowroom: true }],
      options: [{ name: "Gasaansluiting door de winkel", price: 95 }],
    });

    const guest = await call(productRoute.GET, `/api/products/${productId}/`);
    expect(guest.status).toBe(200);
    expect(guest.json.data).not.toHaveProperty("shopOnly");
    for (const secret of ["shopOnly", "marginCode", "shopPrice", "487.65", "Gasaansluiting door de winkel", "inShowroom", "purchase"]) expect(guest.text).not.toContain(secret);
    expect(guest.text).not.toMatch(new RegExp(`"${shopData.marginCode}"`));
    const listing = await call(apiRoute("/api/products/").GET, `/api/products/?pageSize=100`);
    for (const secret of ["shopOnly", "marginCode", "shopPrice", "487.65", "Gasaansluiting door de winkel", "inShowroom"]) expect(listing.text).not.toContain(secret);
  });
});
