import { and, eq, gt, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { timeSensitiveAnswerSchema } from "@/schemas/answers/catalogue";
import { productDetailAnswerSchema } from "@/schemas/answers/product";
import { products } from "@/server/db/schema";
import { addStaffMember } from "@/server/staff/add-staff-member";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: product, HEAD: productHead, PUT: productPut } = apiRoute("/api/products/{productId}/");
const { GET: timeSensitive } = apiRoute("/api/products/{productId}/time-sensitive/");
const { GET: productsListing } = apiRoute("/api/products/");
const { POST: signInCall } = apiRoute("/api/staff-sessions/");
const { GET: suggestionsGet } = apiRoute("/api/suggestions/");

const GARBAGE_IDS = ["abc", "0", "-1", "1.0", "1e5", "0x1f", "99999999999", "2147483648", "%00", "100001;select", "' or 1=1", "\u{1F600}", ""];

describe(`GET /api/products/{productId}/ on ${testDriver()}`, () => {
  let database: TestDatabase;
  let discounted: typeof products.$inferSelect;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    [discounted] = (await database.db
      .select()
      .from(products)
      .where(and(isNotNull(products.cashDeskDiscountCents), gt(products.stock, 0), eq(products.expired, false)))
      .limit(1)) as [typeof products.$inferSelect];
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("answers the product with its url and money in euros", async () => {
    const id = String(discounted.productId);
    const answer = await call(product, `/api/products/${id}/`, { productId: id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    const data = answer.json.data;
    expect(data).toMatchObject({ productId: discounted.productId, ean: discounted.ean, expired: false, url: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/) });
    // §3: `price` is the list price and `discounts.cashDesk.price` the discount off it; `sellingPrice` what the shopper pays.
    expect(data.price).toBe(discounted.priceCents / 100);
    expect(data.discounts.cashDesk.price).toBe(discounted.cashDeskDiscountCents! / 100);
    expect(data.sellingPrice).toBe((discounted.priceCents - discounted.cashDeskDiscountCents!) / 100);
    expect(data.deliveryCost).toBe(discounted.deliveryCostCents / 100);
    expect(answer.text).not.toMatch(/Cents"/);
    for (const [, amount] of answer.text.matchAll(/"(?:price|sellingPrice|priceBeforeDiscount|deliveryCost|cashDeskDiscount|discount|totalPrice|assemblyPrice|assemblyPriceSecondary|extraServicePrice|extraWarrantyPrice|pickUpDiscountPrice|cashback)":(-?[\d.e+-]+)/g)) {
      expect(amount).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  it("answers an expired product too, marked expired", async () => {
    const [expired] = await database.db.select({ productId: products.productId }).from(products).where(eq(products.expired, true)).limit(1);
    if (!expired) return;
    const answer = await call(product, `/api/products/${expired.productId}/`, { productId: String(expired.productId) });
    expect(answer.status).toBe(200);
    expect(answer.json.data.expired).toBe(true);
  });

  it("answers 404 JSON for an unknown product and 400 JSON for a malformed id, never 500", async () => {
    const unknown = await call(product, "/api/products/1/", { productId: "1" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ failed: true, message: "Product niet gevonden", data: [] });
    const errors = vi.spyOn(console, "error");
    for (const productId of GARBAGE_IDS) {
      for (const [handler, suffix] of [[product, ""], [timeSensitive, "time-sensitive/"]] as const) {
        const answer = await call(handler, `/api/products/${encodeURIComponent(productId)}/${suffix}`, { productId });
        // An empty id leaves no segment for it (/api/products//): no route has that address, a 404 in the failure shape.
        if (productId === "") {
          expect(answer.status, "empty id").toBe(404);
          expect(answer.json).toMatchObject({ failed: true, message: expect.any(String), data: [] });
          continue;
        }
        expect(answer.status, productId).toBe(400);
        expect(answer.json).toMatchObject({ failed: true, message: expect.any(String), data: [{ field: "productId", errorMessage: expect.any(String) }] });
      }
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("answers HEAD without a body and 405 for a write", async () => {
    const id = String(discounted.productId);
    const head = await call(productHead, `/api/products/${id}/`, { productId: id }, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    const put = await call(productPut, `/api/products/${id}/`, { productId: id }, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("/time-sensitive/ answers price and stock of this moment, not cached", async () => {
    const id = String(discounted.productId);
    const answer = await call(timeSensitive, `/api/products/${id}/time-sensitive/`, { productId: id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json.data).toMatchObject({
      productId: discounted.productId,
      // §3 names, as in the product answer: `price` the list price, `sellingPrice` what the shopper pays.
      sellingPrice: (discounted.priceCents - discounted.cashDeskDiscountCents!) / 100,
      price: discounted.priceCents / 100,
      discounts: { cashDesk: { price: discounted.cashDeskDiscountCents! / 100 } },
      inStock: true,
      expired: false,
      // "tomorrow" before 22:00 on most days, a later date otherwise: the clock is real here.
      delivery: { kind: expect.stringMatching(/^(tomorrow|date)$/), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(answer.text).not.toMatch(/Cents"/);
    expect(timeSensitiveAnswerSchema.safeParse(answer.json.data).error).toBeUndefined();
    const unknown = await call(timeSensitive, "/api/products/1/time-sensitive/", { productId: "1" });
    expect(unknown.status).toBe(404);
  });
});

/** Issue 17: stock counts and the make-amends discount are staff-only on the product page, and so in every guest answer. */
describe(`staff-only product facts in the API on ${testDriver()}`, () => {
  const PASSWORD = "paard batterij nietje";
  let database: TestDatabase;
  let item: typeof products.$inferSelect;
  let soldOut: typeof products.$inferSelect;
  let staffCookie: string;

  /** Every key named in any JSON answer, at any depth. */
  const keysIn = (value: unknown, found = new Set<string>()): Set<string> => {
    if (Array.isArray(value)) value.forEach((entry) => keysIn(entry, found));
    else if (value && typeof value === "object") {
      for (const [key, entry] of Object.entries(value)) {
        found.add(key);
        keysIn(entry, found);
      }
    }
    return found;
  };

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    [item] = (await database.db.select().from(products).where(and(gt(products.stock, 3), eq(products.expired, false))).limit(1)) as [typeof products.$inferSelect];
    await database.db.update(products).set({ makeAmendsDiscountCents: 2500 }).where(eq(products.productId, item.productId));
    [soldOut] = (await database.db.select().from(products).where(and(eq(products.expired, false), gt(products.productId, item.productId))).limit(1)) as [typeof products.$inferSelect];
    await database.db.update(products).set({ stock: 0, stockEstimatedDate: "2030-03-04" }).where(eq(products.productId, soldOut.productId));
    await addStaffMember(database.db, { emailAddress: "voorraad@stekker.test", name: "Vera Voorraad", role: "staff", password: PASSWORD }, new Date());
    const signedIn = await call(signInCall, "/api/staff-sessions/", {}, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ emailAddress: "voorraad@stekker.test", password: PASSWORD }),
    });
    expect(signedIn.status).toBe(201);
    staffCookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const asGuest = (handler: typeof product, path: string, params: Record<string, string> = {}) => call(handler, path, params);
  const asStaff = (handler: typeof product, path: string, params: Record<string, string> = {}) => call(handler, path, params, { headers: { cookie: staffCookie } });

  it("a guest's product answer shows stock as in or out of stock with the expected date, never the number nor the make-amends discount", async () => {
    // Each handler with its own path: the Hono app routes by the path, so the time-sensitive answer needs its own.
    for (const [handler, suffix] of [[product, ""], [timeSensitive, "time-sensitive/"]] as const) {
      const inStock = await asGuest(handler, `/api/products/${item.productId}/${suffix}`, { productId: String(item.productId) });
      expect(inStock.status).toBe(200);
      expect(inStock.json.data).toMatchObject({ inStock: true });
      expect(inStock.json.data).not.toHaveProperty("stock");
      expect(inStock.json.data).not.toHaveProperty("makeAmendsDiscount");
      // The product answer names it under §3's discounts: not for a guest.
      expect(inStock.json.data).not.toHaveProperty("discounts.makeAmends");
      expect([...keysIn(inStock.json)].filter((key) => /amends/i.test(key))).toEqual([]);
      const outOfStock = await asGuest(handler, `/api/products/${soldOut.productId}/${suffix}`, { productId: String(soldOut.productId) });
      expect(outOfStock.json.data).toMatchObject({ inStock: false, stockEstimatedDate: "2030-03-04" });
      expect(outOfStock.json.data).not.toHaveProperty("stock");
    }
  });

  it("staff still get the number on hand and the make-amends discount, and their answer is not cached", async () => {
    for (const [handler, suffix] of [[product, ""], [timeSensitive, "time-sensitive/"]] as const) {
      const answer = await asStaff(handler, `/api/products/${item.productId}/${suffix}`, { productId: String(item.productId) });
      expect(answer.status).toBe(200);
      // Both answers name the discount as §3 does (discounts.makeAmends.price).
      expect(answer.json.data).toMatchObject({ stock: item.stock, discounts: { makeAmends: { price: 25 } }, inStock: true });
      const schema = handler === product ? productDetailAnswerSchema : timeSensitiveAnswerSchema;
      expect(schema.safeParse(answer.json.data).error).toBeUndefined();
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("no other guest answer with products names a stock count or the make-amends discount: listings and suggestions", async () => {
    const listing = await asGuest(productsListing, "/api/products/?pageSize=48");
    const suggestions = await asGuest(suggestionsGet, `/api/suggestions/?q=${encodeURIComponent(item.name.split(" ")[0]!)}`);
    for (const answer of [listing, suggestions]) {
      expect(answer.status).toBe(200);
      const keys = keysIn(answer.json);
      expect(keys.has("stock")).toBe(false);
      expect([...keys].filter((key) => /amends/i.test(key))).toEqual([]);
    }
    expect(keysIn(listing.json).has("inStock")).toBe(true);
  });
});
