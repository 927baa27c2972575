import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { ProductCard } from "@/components/product/product-card";
import { formatAmount } from "@/domain/cart/delivery-cost";
import { ServicePageView } from "@/features/customer-service/service-page";
import { companyDetails } from "@/config/company";
import { loadPageView } from "@/server/pages/page-view";
import { ProductPage } from "@/features/product/product-page";
import { NO_REVIEWS } from "../support/no-reviews";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { CartProvider } from "@/lib/cart/cart-provider";
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { type ProductRow, shopSettingsTable } from "@/server/db/schema";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

import { type Answer, apiRoute, call, createSeededDatabase, SEED_NOW } from "../support/api";
import { buyableProducts, createCart, newSession, readCart, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";
import { signedInStaffCookie } from "../support/staff-cookie";

/**
 * Fees and thresholds are settings (decisions §2, issue 19): the cart's totals
 * and payment methods follow the environment, not numbers in the code.
 */
describe(`the shop's money settings in the cart on ${testDriver()}`, () => {
  let database: TestDatabase;
  let cheap: ProductRow;
  let session: string;
  const SETTINGS = ["SMALL_ORDER_THRESHOLD", "SMALL_ORDER_FEE", "PIN_ON_DELIVERY_FEE", "CREDITCARD_FEE"] as const;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    const candidates = await buyableProducts(database.db, 200);
    const sellingPrice = (product: ProductRow) => product.priceCents - (product.cashDeskDiscountCents ?? 0);
    cheap = candidates.filter((product) => product.deliveryCostCents === 0 && product.assemblyPriceCents === null).sort((a, b) => sellingPrice(a) - sellingPrice(b))[0]!;
    session = await newSession();
  });
  afterEach(() => {
    for (const name of SETTINGS) delete process.env[name];
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("charges the configured small-order fee below the configured threshold, and none at the default threshold above the product's price", async () => {
    const price = cheap.priceCents - (cheap.cashDeskDiscountCents ?? 0);
    process.env.SMALL_ORDER_THRESHOLD = ((price + 100) / 100).toFixed(2);
    process.env.SMALL_ORDER_FEE = "6.45";
    const below = (await createCart(session, { items: { [cheap.productId]: { qty: 1 } } })).json.data;
    expect(below.totals.shippingTotal).toBe(6.45);
    expect(below.totals.grandTotal).toBeCloseTo(price / 100 + 6.45, 2);

    process.env.SMALL_ORDER_THRESHOLD = (price / 100).toFixed(2);
    const at = (await createCart(session, { items: { [cheap.productId]: { qty: 1 } } })).json.data;
    expect(at.totals.shippingTotal).toBe(0);
  });

  it("offers the payment methods with the configured fees, and adds the chosen one's fee to the total", async () => {
    process.env.PIN_ON_DELIVERY_FEE = "2.50";
    process.env.CREDITCARD_FEE = "1.95";
    const created = (await createCart(session, { items: { [cheap.productId]: { qty: 1 } } })).json.data;
    const fees = Object.fromEntries(created.paymentMethods.map((method: { id: string; fee: number }) => [method.id, method.fee]));
    expect(fees).toMatchObject({ pinOnDelivery: 2.5, creditcard: 1.95, banktransfer: 0 });
    const chosen = (await updateCart(session, created.cartId, { version: created.version, paymentMethod: "pinOnDelivery" })).json.data;
    expect(chosen.totals.paymentFee).toBe(2.5);
  });
});

const settingsRoute = apiRoute("/api/shop/settings/");

/** Waits until `check` holds (a notification arrives after the commit, asynchronously). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Admins change the settings in the back office (issue 21, point 7): staff
 * read them, only an admin writes them, a bad value is a 422 naming its field
 * and changes nothing, and a change applies at once, on every instance: in the
 * cart, the order's totals, the delivery-cost promises of the product pages and
 * cards, and the customer-service pages.
 */
describe(`admins change the shop's settings, effective at once, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let adminCookie: string;
  let staffCookie: string;
  let cheap: ProductRow;
  let session: string;
  const changes: string[] = [];
  let stopListening: () => Promise<void> = async () => undefined;

  const staffSession = (role: "staff" | "admin", emailAddress: string) => signedInStaffCookie(database.db, role, emailAddress, role === "admin" ? "Anna Beheer" : "Sam Winkel");

  function send(method: "GET" | "PUT", cookie: string | null, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    return call(settingsRoute[method], "/api/shop/settings/", {}, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  const sellingPrice = (product: ProductRow) => product.priceCents - (product.cashDeskDiscountCents ?? 0);
  const VALID = { smallOrderThreshold: 50, smallOrderFee: 4.95, pinOnDeliveryFee: 4.95, creditcardFee: 0, warrantyYears: 5 };

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    adminCookie = await staffSession("admin", "beheer@stekker.test");
    staffCookie = await staffSession("staff", "winkel@stekker.test");
    const candidates = await buyableProducts(database.db, 200);
    cheap = candidates.filter((product) => product.deliveryCostCents === 0 && product.assemblyPriceCents === null).sort((a, b) => sellingPrice(a) - sellingPrice(b))[0]!;
    session = await newSession();
    // As every instance's start does (host/start.ts): a change notice drops the copies.
    stopListening = (
      await listenForCatalogueChanges(database, (table) => {
        changes.push(table);
        noteCatalogueChange();
      })
    ).stop;
  });
  afterAll(async () => {
    await stopListening();
    await database?.destroy();
  });

  it("staff read the settings (the environment's defaults until an admin saves them); a guest gets 401", async () => {
    expect((await send("GET", null)).status).toBe(401);
    const read = await send("GET", staffCookie);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toMatch(/no-store/);
    expect(read.json.data).toEqual({ ...VALID, source: "environment", updatedAt: null, updatedBy: null });
  });

  it("only an admin may write: a guest gets 401 and other staff 403, and nothing changes", async () => {
    expect((await send("PUT", null, { ...VALID, smallOrderFee: 1 })).status).toBe(401);
    const staff = await send("PUT", staffCookie, { ...VALID, smallOrderFee: 1 });
    expect(staff.status).toBe(403);
    expect(staff.json).toMatchObject({ failed: true });
    expect(await database.db.select().from(shopSettingsTable)).toEqual([]);
  });

  it("refuses a bad value with a 422 naming each field, in Dutch, and changes nothing", async () => {
    const bad = await send("PUT", adminCookie, { smallOrderThreshold: -1, smallOrderFee: "veel", pinOnDeliveryFee: 4.955, creditcardFee: 250, warrantyYears: 1 });
    expect(bad.status).toBe(422);
    const byField = Object.fromEntries((bad.json.data as { field: string; errorMessage: string }[]).map((failure) => [failure.field, failure.errorMessage]));
    expect(byField).toEqual({
      smallOrderThreshold: "Grens kleine bestelling kan niet negatief zijn",
      smallOrderFee: "Toeslag kleine bestelling: geef een bedrag in euro's, bijvoorbeeld 499.00",
      pinOnDeliveryFee: "Toeslag pinnen bij bezorging heeft hoogstens twee decimalen",
      creditcardFee: "Toeslag creditcard mag hoogstens € 100 zijn",
      warrantyYears: "Garantie is minstens 2 jaar (de wettelijke termijn)",
    });
    const missing = await send("PUT", adminCookie, { smallOrderThreshold: 75 });
    expect(missing.status).toBe(422);
    expect((missing.json.data as { field: string }[]).map((failure) => failure.field).sort()).toEqual(["creditcardFee", "pinOnDeliveryFee", "smallOrderFee", "warrantyYears"]);
    expect(await database.db.select().from(shopSettingsTable)).toEqual([]);
  });

  it("a new threshold and fee apply at once to a cart made before the change, and the payment fees too", async () => {
    const price = sellingPrice(cheap);
    const created = (await createCart(session, { items: { [cheap.productId]: { qty: 1 } } })).json.data;
    // The product is the cheapest free-delivery one: below the default threshold of € 50 or not, the fee follows the threshold.
    const threshold = (price + 500) / 100;
    const saved = await send("PUT", adminCookie, { smallOrderThreshold: threshold.toFixed(2).replace(".", ","), smallOrderFee: "7,25", pinOnDeliveryFee: 3.1, creditcardFee: 1.5, warrantyYears: 7 });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ smallOrderThreshold: threshold, smallOrderFee: 7.25, pinOnDeliveryFee: 3.1, creditcardFee: 1.5, warrantyYears: 7, source: "database", updatedBy: "Anna Beheer" });
    expect((await send("GET", staffCookie)).json.data).toEqual(saved.json.data);

    const after = (await readCart(session, created.cartId)).json.data;
    expect(after.totals.shippingTotal).toBe(7.25);
    const fees = Object.fromEntries(after.paymentMethods.map((method: { id: string; fee: number }) => [method.id, method.fee]));
    expect(fees).toMatchObject({ pinOnDelivery: 3.1, creditcard: 1.5 });
    const chosen = (await updateCart(session, created.cartId, { version: after.version, paymentMethod: "creditcard" })).json.data;
    expect(chosen.totals.paymentFee).toBe(1.5);

    // Lowered below the product's price: the next read charges nothing.
    await send("PUT", adminCookie, { smallOrderThreshold: (price - 100) / 100, smallOrderFee: 7.25, pinOnDeliveryFee: 3.1, creditcardFee: 1.5, warrantyYears: 7 });
    expect((await readCart(session, created.cartId)).json.data.totals.shippingTotal).toBe(0);
  });

  it("the default warranty applies at once in the cart to a product that states no term of its own; one that does keeps its own", async () => {
    const [plain, own] = (await buyableProducts(database.db, 200)).filter((product) => product.productId !== cheap.productId).slice(0, 2);
    // One product states no term, the other its own 10 years (specifications, as the back office's form writes them).
    await database.db.execute(sql`update products set specifications = specifications - 'garantie' - 'extra-garantie' where product_id = ${plain!.productId}`);
    await database.db.execute(sql`update products set specifications = specifications || '{"garantie": 10}'::jsonb where product_id = ${own!.productId}`);
    const cart = (await createCart(session, { items: { [plain!.productId]: { qty: 1 }, [own!.productId]: { qty: 1 } } })).json.data;
    expect((await send("PUT", adminCookie, { ...VALID, warrantyYears: 3 })).status).toBe(200);
    const products = (await readCart(session, cart.cartId)).json.data.products;
    expect(products[plain!.productId].warranty).toEqual({ years: 3, extraYears: 5 });
    expect(products[own!.productId].warranty).toEqual({ years: 10, extraYears: 5 });
    expect((await send("PUT", adminCookie, { ...VALID, warrantyYears: 6 })).status).toBe(200);
    expect((await readCart(session, cart.cartId)).json.data.products[plain!.productId].warranty).toEqual({ years: 6, extraYears: 5 });
  });

  it("the product page and its cards promise the delivery cost under the settings in force, at once", async () => {
    const price = sellingPrice(cheap);
    const detail = (await loadProductDetailById(database.db, cheap.productId, SEED_NOW))!;
    // As the product route renders it: the settings read for the request.
    const renderPage = async () => {
      const { smallOrder } = await loadShopSettings();
      const page = renderToStaticMarkup(createElement(CartProvider, null, createElement(ProductPage, { product: detail, crumbs: [], now: SEED_NOW, smallOrder, reviews: NO_REVIEWS, reviewSites: [] })));
      const card = renderToStaticMarkup(createElement(ProductCard, { product: detail, now: SEED_NOW, smallOrder }));
      return { page: page.replace(/\s/g, " "), card: card.replace(/\s/g, " ") };
    };
    const above = (price + 1000) / 100;
    await send("PUT", adminCookie, { smallOrderThreshold: above, smallOrderFee: 6.45, pinOnDeliveryFee: 4.95, creditcardFee: 0, warrantyYears: 5 });
    const first = await renderPage();
    expect(first.page).toContain(`Gratis bezorgd vanaf ${formatAmount(price + 1000).replace(/\s/g, " ")}; daaronder € 6,45`);
    expect(first.card).toContain(`Gratis bezorgd vanaf ${formatAmount(price + 1000).replace(/\s/g, " ")}`);

    await send("PUT", adminCookie, { smallOrderThreshold: 0, smallOrderFee: 0, pinOnDeliveryFee: 4.95, creditcardFee: 0, warrantyYears: 5 });
    const second = await renderPage();
    expect(second.page).not.toContain("6,45");
    expect(second.page).toContain("Gratis bezorgd");
    expect(second.card).not.toContain("Gratis bezorgd vanaf");
  });

  it("the customer-service pages name the threshold, the fees and the warranty in force, at once", async () => {
    await send("PUT", adminCookie, { smallOrderThreshold: 80, smallOrderFee: 5.5, pinOnDeliveryFee: 2.25, creditcardFee: 1.75, warrantyYears: 6 });
    const text = async (key: "bezorgen-afhalen" | "betalen" | "service-garantie") => {
      // The page's text from the database (issue 23), its placeholders filled from the settings in force.
      const page = (await loadPageView(`/klantenservice/${key}/`, "published"))!;
      const facts = { settings: await loadShopSettings(), company: companyDetails() };
      return renderToStaticMarkup(createElement(ServicePageView, { page, facts, now: SEED_NOW })).replace(/\s/g, " ");
    };
    expect(await text("bezorgen-afhalen")).toMatch(/Vanaf € 80 aan producten bezorgen we gratis\. Daaronder rekenen we € 5,50 verzendkosten\./);
    expect(await text("betalen")).toMatch(/Creditcard<\/h3>.*?€ 1,75/);
    expect(await text("betalen")).toMatch(/Pinnen bij bezorging<\/h3>.*?€ 2,25/);
    expect(await text("service-garantie")).toContain("Op elk apparaat van Stekker heb je 6 jaar garantie");
    expect(await text("service-garantie")).toContain("tot 11 jaar in totaal");

    await send("PUT", adminCookie, { smallOrderThreshold: 60, smallOrderFee: 3, pinOnDeliveryFee: 2.25, creditcardFee: 1.75, warrantyYears: 4 });
    expect(await text("bezorgen-afhalen")).toMatch(/Vanaf € 60 aan producten bezorgen we gratis\. Daaronder rekenen we € 3,00 verzendkosten\./);
    expect(await text("service-garantie")).toContain("Op elk apparaat van Stekker heb je 4 jaar garantie");
  });

  it("every instance hears of a change from the database itself and drops its copy: a change made with SQL, not through this instance", async () => {
    await send("PUT", adminCookie, { ...VALID, smallOrderFee: 4.95 });
    expect((await loadShopSettings(database.db)).smallOrder.feeCents).toBe(495);
    const heard = changes.length;
    // Another instance (or psql) writes: this instance's own "changed" is not called.
    await database.db.update(shopSettingsTable).set({ smallOrderFeeCents: 1234 });
    await eventually(() => changes.slice(heard).includes("shop_settings"));
    expect((await loadShopSettings(database.db)).smallOrder.feeCents).toBe(1234);
  });

  it("the settings are one row: a second row is refused by the database", async () => {
    await expect(database.db.insert(shopSettingsTable).values({ settingsId: 2, smallOrderThresholdCents: 0, smallOrderFeeCents: 0, pinOnDeliveryFeeCents: 0, creditcardFeeCents: 0, warrantyYears: 5 })).rejects.toThrow();
    expect(await database.db.select().from(shopSettingsTable)).toHaveLength(1);
  });
});
