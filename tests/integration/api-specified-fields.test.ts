/**
 * Issue 18: every answer carries specification §3's fields under §3's names,
 * and real answers validate against their response schemas (schemas/answers).
 * The lists below are copied from §3 on purpose: a field renamed or dropped in
 * the code fails here, not only in the schema.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appStateAnswerSchema } from "@/schemas/answers/app-state";
import { cartAnswerSchema } from "@/schemas/answers/cart";
import { productDetailAnswerSchema, productListingAnswerSchema } from "@/schemas/answers/product";
import { suggestionsAnswerSchema } from "@/schemas/answers/suggestions";
import { combinationProducts, combinations, products } from "@/server/db/schema";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import { buyableProducts, createCart, newSession, readCart, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: appState } = apiRoute("/api/app-state/");
const { GET: product } = apiRoute("/api/products/{productId}/");
const { GET: productsListing } = apiRoute("/api/products/");
const { GET: suggestionsGet } = apiRoute("/api/suggestions/");

const PRODUCT_FIELDS = [
  "productId",
  "brand",
  "name",
  "ean",
  "productType",
  "price",
  "discounts",
  "deliveryCost",
  "assemblyPrice",
  "assemblyPriceSecondary",
  "extraServicePrice",
  "extraWarrantyPrice",
  "freeAssembly",
  "freeAssemblyDismissable",
  "freeExtraService",
  "freeExtraWarranty",
  "freeExtraWarrantyDismissable",
  "pickUpDiscountPrice",
  "expired",
  "combinations",
];

const CART_FIELDS = [
  "userId",
  "cartId",
  "items",
  "products",
  "combinations",
  "quoteRef",
  "locked",
  "acceptedTermsAndConditions",
  "company",
  "companyName",
  "firstName",
  "lastName",
  "emailAddress",
  "phoneNumber",
  "vatNumber",
  "newsletter",
  "notes",
  "reference",
  "orderRef",
  "paymentMethod",
  "deliveryType",
  "deliveryTypeCarrier",
  "deliveryDay",
  "deliveryWeek",
  "minDeliveryDay",
  "minDeliveryWeek",
  "disableCurrentDaySelection",
  "disableFloorSelection",
  "floor",
  "elevator",
  "takeRetour",
  "itemsInStock",
  "itemsShopOnly",
  "deliveryOptionOrder",
];

const ADDRESS_FIELDS = ["shipping", "invoice"].flatMap((prefix) =>
  ["Street", "HouseNumber", "HouseNumberAddition", "PostalCode", "City", "Country", "ManualEntry"].map((field) => `${prefix}${field}`),
).concat("invoiceAddress");

const TOTALS_FIELDS = [
  "assemblyTotal",
  "cashbackTotal",
  "deliveryTotal",
  "discountTotal",
  "discountExtra",
  "extraServiceTotal",
  "extraWarrantyTotal",
  "pickUpDiscountTotal",
  "shippingTotal",
  "grandTotal",
];

const ITEM_FIELDS = ["productId", "combinationId", "qty", "addToCartDate", "itemDiscounts", "options"];
const ITEM_OPTIONS = ["assembly", "extraService", "extraWarranty", "pickUpDiscount"];
const COMBINATION_FIELDS = ["combinationId", "products", "options", "totals"];

const APP_STATE_FIELDS = ["ipCountry", "permissions", "ratings", "role", "shop", "userFingerprint"];
const PERMISSION_FLAGS = [
  "filtersShopOnlyShow",
  "marginCodeShow",
  "pricesShopOnlyShow",
  "shopIconsShow",
  "stockEstimatedDateShopShow",
  "shopOptionsShow",
  "quoteRequestAdminOptionsShow",
];

/** The fields of `names` that `value` lacks (present means: the key is there, null allowed). */
const missing = (value: Record<string, unknown>, names: readonly string[]) => names.filter((name) => !(name in value));

describe(`the specification's field names in every answer on ${testDriver()}`, () => {
  let database: TestDatabase;
  let session: string;
  let productIds: number[];

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    session = await newSession();
    productIds = (await buyableProducts(database.db, 20)).map((row) => row.productId);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("the product answer carries every §3 Product field, discounts with cashDesk and cashback, and validates against its schema", async () => {
    const id = String(productIds[0]);
    const answer = await call(product, `/api/products/${id}/`, { productId: id });
    expect(answer.status).toBe(200);
    const data = answer.json.data;
    expect(missing(data, PRODUCT_FIELDS)).toEqual([]);
    expect(Object.keys(data.discounts).sort()).toEqual(["cashDesk", "cashback"]);
    // The names it replaced are gone.
    expect(data).not.toHaveProperty("options");
    expect(data).not.toHaveProperty("listPrice");
    expect(data).not.toHaveProperty("cashDeskDiscount");
    expect(productDetailAnswerSchema.safeParse(data).error).toBeUndefined();
  });

  it("the product listing answer validates against its schema", async () => {
    const answer = await call(productsListing, "/api/products/?pageSize=24");
    expect(answer.status).toBe(200);
    expect(productListingAnswerSchema.safeParse(answer.json.data).error).toBeUndefined();
    // The listing's old flat names are gone: its `price` is the list price, as in the product answer.
    for (const item of answer.json.data.items) {
      expect(item).not.toHaveProperty("cashDeskDiscount");
      expect(item).not.toHaveProperty("cashback");
      expect(Object.keys(item.discounts).sort()).toEqual(["cashDesk", "cashback"]);
    }
  });

  it("the suggestions answer validates against its schema", async () => {
    const answer = await call(suggestionsGet, "/api/suggestions/?q=miele%20wa");
    expect(answer.status).toBe(200);
    expect(answer.json.data.products.length).toBeGreaterThan(0);
    expect(suggestionsAnswerSchema.safeParse(answer.json.data).error).toBeUndefined();
  });

  it("a listing item and the product answer name the same amounts the same way, and so does a search suggestion", async () => {
    // A product with both a cash-desk discount and cashback, so that the list price and the selling price differ.
    const productId = productIds[2]!;
    const [row] = await database.db
      .update(products)
      .set({ cashDeskDiscountCents: 5000, cashbackCents: 2500 })
      .where(eq(products.productId, productId))
      .returning({ name: products.name, priceCents: products.priceCents, sellingPriceCents: products.sellingPriceCents });
    const detail = (await call(product, `/api/products/${productId}/`, { productId: String(productId) })).json.data;
    let listed: Record<string, unknown> | undefined;
    for (let page = 1; !listed; page++) {
      const listing = (await call(productsListing, `/api/products/?pageSize=100&page=${page}`)).json.data;
      expect(listing.items.length, `product ${productId} is listed`).toBeGreaterThan(0);
      listed = listing.items.find((item: { productId: number }) => item.productId === productId);
    }
    const suggestions = (await call(suggestionsGet, `/api/suggestions/?q=${encodeURIComponent(row!.name)}`)).json.data;
    const suggested = suggestions.products.find((item: { productId: number }) => item.productId === productId);
    expect(suggested, "the product is suggested for its own name").toBeDefined();

    expect(detail).toMatchObject({ price: row!.priceCents / 100, sellingPrice: row!.sellingPriceCents / 100 });
    expect(detail.discounts).toMatchObject({ cashDesk: { price: 50 }, cashback: { price: 25 } });
    expect(detail.price - detail.discounts.cashDesk.price).toBeCloseTo(detail.sellingPrice, 2);
    const amounts = { price: detail.price, sellingPrice: detail.sellingPrice, discounts: { cashDesk: detail.discounts.cashDesk, cashback: detail.discounts.cashback } };
    for (const item of [listed, suggested]) {
      expect({ price: item.price, sellingPrice: item.sellingPrice, discounts: item.discounts }).toEqual(amounts);
    }
  });

  it("the cart answer carries every §3 Cart, address, item and Totals field, its products every §3 Product field, and validates on POST, GET and PUT", async () => {
    const created = await createCart(session, { items: { [productIds[0]!]: { qty: 1 }, [productIds[1]!]: { qty: 2 } } });
    expect(created.status).toBe(201);
    const read = await readCart(session, created.json.data.cartId);
    const updated = await updateCart(session, created.json.data.cartId, { version: 1, firstName: "Anna" });
    for (const answer of [created, read, updated]) {
      const cart = answer.json.data;
      expect(missing(cart, CART_FIELDS)).toEqual([]);
      expect(missing(cart, ADDRESS_FIELDS)).toEqual([]);
      expect(missing(cart.totals, TOTALS_FIELDS)).toEqual([]);
      for (const item of Object.values(cart.items) as Record<string, unknown>[]) {
        expect(missing(item, ITEM_FIELDS)).toEqual([]);
        expect(missing(item.itemDiscounts as Record<string, unknown>, ["makeAmends"])).toEqual([]);
        expect(missing(item.options as Record<string, unknown>, ITEM_OPTIONS)).toEqual([]);
      }
      expect(Object.keys(cart.products).sort()).toEqual([String(productIds[0]), String(productIds[1])].sort());
      for (const details of Object.values(cart.products) as Record<string, unknown>[]) expect(missing(details, PRODUCT_FIELDS)).toEqual([]);
      expect(cart.quoteRef).toBeNull();
      expect(cart.userId).toBe("guest");
      expect(cartAnswerSchema.safeParse(cart).error).toBeUndefined();
    }
    expect(updated.json.data.firstName).toBe("Anna");
    expect(created.json.data.lastName).toBeNull();
  });

  it("a combination in the cart carries §3's combinationId, products, options and totals", async () => {
    const [combination] = await database.db.select().from(combinations).limit(1);
    const parts = await database.db.select().from(combinationProducts).where(eq(combinationProducts.combinationId, combination!.combinationId));
    const items = Object.fromEntries(parts.map((part) => [`${part.productId}_${combination!.combinationId}`, { qty: 1, options: { extraWarranty: false } }]));
    const answer = await createCart(session, { items });
    expect(answer.status).toBe(201);
    const cart = answer.json.data;
    const entry = cart.combinations[String(combination!.combinationId)];
    expect(missing(entry, COMBINATION_FIELDS)).toEqual([]);
    expect(missing(entry.totals, TOTALS_FIELDS)).toEqual([]);
    expect([...entry.products].sort()).toEqual(parts.map((part) => part.productId).sort());
    expect(Math.round(entry.totals.discountTotal * 100)).toBeGreaterThanOrEqual(combination!.discountCents);
    // Each part names the combination among its own (§3 Product.combinations).
    for (const part of parts) expect(cart.products[String(part.productId)].combinations).toContain(combination!.combinationId);
    expect(cartAnswerSchema.safeParse(cart).error).toBeUndefined();
  });

  it("the derived cart fields: the carrier follows the delivery type, delivery is offered first, days but no weeks (§9)", async () => {
    const cart = (await createCart(session, { items: { [productIds[0]!]: { qty: 1 } } })).json.data;
    expect(cart.deliveryType).toBe("default");
    expect(cart.deliveryTypeCarrier).toBe("default");
    expect(cart.deliveryOptionOrder[0]).toBe("default");
    expect(cart.deliveryOptions.weeks).toEqual([]);
    expect(cart.deliveryOptions.days.length).toBeGreaterThan(0);
    // Delivered the next delivery day at the earliest: today is never a delivery day.
    expect(cart.disableCurrentDaySelection).toBe(true);
    expect(cart.itemsShopOnly).toBe(false);
  });

  it("the app state carries §3's fields and the seven permission flags beside apiRoutes, and validates against its schema", async () => {
    const answer = await call(appState, "/api/app-state/");
    const data = answer.json.data;
    expect(missing(data, APP_STATE_FIELDS)).toEqual([]);
    expect(missing(data.permissions, ["apiRoutes", ...PERMISSION_FLAGS])).toEqual([]);
    expect(appStateAnswerSchema.safeParse(data).error).toBeUndefined();
  });
});
