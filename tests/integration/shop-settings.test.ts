import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { ProductRow } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { buyableProducts, createCart, newSession, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

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
