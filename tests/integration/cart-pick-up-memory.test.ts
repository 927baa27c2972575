import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ProductRow } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { buyableProducts, createCart, newSession, updateCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

/**
 * Issue 19, point 3: what choosing pick-up set aside is a cart field
 * (`deliveryChoicesBeforePickUp`), sent with the items in one PUT and answered
 * back, so that choosing delivery again after a reload or on another device
 * brings it back. Malformed, it is refused with 422 naming the field, and
 * nothing changes.
 */
describe(`the cart remembers what pick-up set aside on ${testDriver()}`, () => {
  let database: TestDatabase;
  let washer: ProductRow;
  let session: string;

  beforeAll(async () => {
    database = await createSeededDatabase(200);
    const candidates = await buyableProducts(database.db, 200);
    washer = candidates.find((product) => product.assemblyPriceCents !== null && product.pickUpDiscountCents !== null)!;
    session = await newSession();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("pick-up's items and the set-aside choices go in one PUT and come back in every answer; delivery clears them", async () => {
    const key = String(washer.productId);
    const cart = (await createCart(session, { items: { [key]: { qty: 1, options: { assembly: true } } }, takeRetour: true })).json.data;
    expect(cart).toMatchObject({ deliveryType: "assembly", takeRetour: true, deliveryChoicesBeforePickUp: null });

    const pickUp = await updateCart(session, cart.cartId, {
      version: 1,
      items: { [key]: { productId: washer.productId, qty: 1, options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: true } } },
      takeRetour: false,
      deliveryChoicesBeforePickUp: { items: { [key]: ["assembly"] }, takeRetour: true },
    });
    expect(pickUp.status).toBe(200);
    expect(pickUp.json.data).toMatchObject({ deliveryType: "pickUp", takeRetour: false, deliveryChoicesBeforePickUp: { items: { [key]: ["assembly"] }, takeRetour: true } });

    const delivery = await updateCart(session, cart.cartId, {
      version: 2,
      items: { [key]: { productId: washer.productId, qty: 1, options: { assembly: true, extraService: false, extraWarranty: false, pickUpDiscount: false } } },
      takeRetour: true,
      deliveryChoicesBeforePickUp: null,
    });
    expect(delivery.json.data).toMatchObject({ deliveryType: "assembly", takeRetour: true, deliveryChoicesBeforePickUp: null });
  });

  it("a malformed memory is refused with 422 naming the field, and changes nothing", async () => {
    const cart = (await createCart(session, { items: { [washer.productId]: { qty: 1 } } })).json.data;
    for (const wrong of [{ items: { [washer.productId]: ["extraWarranty"] }, takeRetour: false }, { items: {} }, "assembly", { items: { [washer.productId]: ["assembly"] }, takeRetour: false, extra: 1 }]) {
      const answer = await updateCart(session, cart.cartId, { version: 1, deliveryChoicesBeforePickUp: wrong });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.json.data)).toContain("deliveryChoicesBeforePickUp");
    }
  });
});
