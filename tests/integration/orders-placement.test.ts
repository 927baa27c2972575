import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { runJobCategory } from "@/server/jobs/job-work";
import { carts, orderMails, orders, products } from "@/server/db/schema";

import { BELGIAN_CUSTOMER, filledCart, mailAbout, orderBody, placeOrder, readOrder } from "../support/checkout";
import { newSession, readCart } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

describe(`placing an order on ${testDriver()}`, () => {

  const orderCount = async () => (await shop.database.db.select({ n: count() }).from(orders))[0]!.n;
  const stockOf = async (productId: number) => (await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.productId, productId)))[0]!.stock;

  const shop = useOrderShop();
  const product = shop.product;

  it("a complete cart becomes one order: locked cart, order number, payment page, stock taken; no mail while the payment is under way", async () => {
    const session = await newSession();
    const washer = product();
    const cart = await filledCart(session, { [washer.productId]: { qty: 2 } });
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, "ideal"));
    expect(answer.status).toBe(200);
    const placed = answer.json.data;
    expect(placed).toMatchObject({ locked: true, orderRef: expect.stringMatching(/^\d{8}$/), acceptedTermsAndConditions: true, paymentMethod: "ideal" });
    expect(placed.paymentUrl).toMatch(/^\/betalen\/test\/tst_[\w-]{16}\/$/);
    expect(await stockOf(washer.productId)).toBe(48);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, placed.orderRef));
    expect(row).toMatchObject({ cartId: cart.cartId, paymentStatus: "open", paymentMethod: "ideal", emailAddress: "sanne@example.nl", grandTotalCents: Math.round(placed.totals.grandTotal * 100) });
    // The cart reads back locked, with its order.
    expect((await readCart(session, cart.cartId)).json.data).toMatchObject({ locked: true, orderRef: placed.orderRef });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(shop.mail.sent.filter((message) => message.subject.includes(placed.orderRef))).toEqual([]);
  });

  it("an order paid later is mailed at once, with its signed link", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } });
    const placed = (await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"))).json.data;
    const confirmation = await mailAbout(shop.mail, placed.orderRef);
    expect(confirmation.to).toBe("sanne@example.nl");
    expect(confirmation.text).toMatch(new RegExp(`/bestelling/${placed.orderRef}/\\?token=\\d+\\.\\d+\\.[\\w-]{43}`));
  });

  it("a confirmation that could not be sent stays in the outbox and goes out once the mail server is back", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } });
    let failing = true;
    let refused = 0;
    const original = shop.mail.sent.push.bind(shop.mail.sent);
    shop.mail.sent.push = (...messages) => {
      if (failing) {
        refused += 1;
        throw new Error("mail server down");
      }
      return original(...messages);
    };
    const orderRef = (await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"))).json.data.orderRef;
    // The job queue's worker tried it (woken by the order) and the mail server refused.
    await expect.poll(() => refused).toBeGreaterThan(0);
    await expect.poll(async () => (await shop.database.db.select().from(orderMails).where(eq(orderMails.orderRef, orderRef)))[0]!.claimedAt).toBeNull();
    const [row] = await shop.database.db.select().from(orderMails).where(eq(orderMails.orderRef, orderRef));
    expect(row!.sentAt).toBeNull();
    failing = false;
    shop.mail.sent.push = original;
    // The queue's next sweep (each minute; run here rather than waited for) sends it.
    await runJobCategory(shop.database.db, "order-mails", new Date());
    expect((await mailAbout(shop.mail, orderRef)).to).toBe("sanne@example.nl");
    const [after] = await shop.database.db.select().from(orderMails).where(eq(orderMails.orderRef, orderRef));
    expect(after!.sentAt).not.toBeNull();
  });

  it("each missing or invalid field answers 422 naming the field, and no order is made", async () => {
    const session = await newSession();
    const item = product();
    const cart = await filledCart(session, { [item.productId]: { qty: 1 } }, { firstName: "Sanne" });
    const before = await orderCount();
    const answer = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "bancontact" });
    expect(answer.status).toBe(422);
    // Bancontact is refused first, as a field of its own: it is not possible for a Dutch address.
    expect(answer.json.data).toEqual([{ field: "paymentMethod", errorMessage: expect.any(String) }]);
    const incomplete = await placeOrder(session, cart.cartId, { version: cart.version });
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.failed).toBe(true);
    expect(incomplete.json.data.map((error: { field: string }) => error.field).sort()).toEqual(
      ["deliveryDay", "emailAddress", "lastName", "paymentMethod", "phoneNumber", "shippingCity", "shippingCountry", "shippingHouseNumber", "shippingPostalCode", "shippingStreet"].sort(),
    );
    const wrongDay = await placeOrder(session, cart.cartId, { version: cart.version, deliveryDay: "2020-01-01" });
    expect(wrongDay.status).toBe(422);
    expect(wrongDay.json.data.map((error: { field: string }) => error.field)).toContain("deliveryDay");
    expect(await orderCount()).toBe(before);
    expect(await stockOf(item.productId)).toBe(50);
    const reread = (await readCart(session, cart.cartId)).json.data;
    expect(reread).toMatchObject({ locked: false, version: cart.version, orderRef: null });
  });

  it("a tampered total or price is ignored: the order costs what the server computes", async () => {
    const session = await newSession();
    const item = product();
    const cart = await filledCart(session, { [item.productId]: { qty: 1 } });
    const answer = await placeOrder(session, cart.cartId, {
      ...orderBody(cart, "banktransfer"),
      totals: { grandTotal: 0.01 },
      grandTotal: 0.01,
      items: { [item.productId]: { qty: 1, price: 0.01 } },
    });
    expect(answer.status).toBe(200);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, answer.json.data.orderRef));
    expect(row!.grandTotalCents).toBe(Math.round(cart.totals.grandTotal * 100));
    expect(row!.grandTotalCents).toBeGreaterThan(1000);
  });

  it("a double submit gives one order: the second request answers the same order number", async () => {
    const session = await newSession();
    const item = product();
    const cart = await filledCart(session, { [item.productId]: { qty: 1 } });
    const before = await orderCount();
    // A double click: the same body twice at once, each with a key of its own (the worst case).
    const [first, second] = await Promise.all([placeOrder(session, cart.cartId, orderBody(cart, "ideal")), placeOrder(session, cart.cartId, orderBody(cart, "ideal"))]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.data.orderRef).toBe(second.json.data.orderRef);
    expect(first.json.data.paymentUrl).toBe(second.json.data.paymentUrl);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(item.productId)).toBe(49);
  });

  it("a repeated request with the same Idempotency-Key gives the same order", async () => {
    const session = await newSession();
    const item = product();
    const cart = await filledCart(session, { [item.productId]: { qty: 1 } });
    const key = "retry-after-a-lost-answer-1";
    const first = await placeOrder(session, cart.cartId, orderBody(cart, "creditcard"), key);
    const again = await placeOrder(session, cart.cartId, orderBody(cart, "creditcard"), key);
    expect(again.status).toBe(200);
    expect(again.json.data.orderRef).toBe(first.json.data.orderRef);
    expect(again.json.data.paymentUrl).toBe(first.json.data.paymentUrl);
    expect(await stockOf(item.productId)).toBe(49);
  });

  it("a key already used by this session for another cart answers that earlier order and places nothing new", async () => {
    const session = await newSession();
    const first = await filledCart(session, { [product().productId]: { qty: 1 } });
    const key = "the-same-key-twice-2";
    const earlier = await placeOrder(session, first.cartId, orderBody(first, "ideal"), key);
    const item = product();
    const second = await filledCart(session, { [item.productId]: { qty: 1 } });
    const before = await orderCount();
    const again = await placeOrder(session, second.cartId, orderBody(second, "ideal"), key);
    expect(again.status).toBe(200);
    expect(again.json.data.orderRef).toBe(earlier.json.data.orderRef);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(item.productId)).toBe(50);
    expect((await readCart(session, second.cartId)).json.data.locked).toBe(false);
  });

  it("a malformed Idempotency-Key answers 400 and makes no order", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } });
    const before = await orderCount();
    expect((await placeOrder(session, cart.cartId, orderBody(cart, "ideal"), "bad key!")).status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("placing an order without an Idempotency-Key answers 422 naming it, and makes no order (decisions §6)", async () => {
    const session = await newSession();
    const item = product();
    const cart = await filledCart(session, { [item.productId]: { qty: 1 } });
    const before = await orderCount();
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, "ideal"), null);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ failed: true, data: [{ field: "Idempotency-Key", errorMessage: expect.any(String) }] });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(item.productId)).toBe(50);
    expect((await readCart(session, cart.cartId)).json.data).toMatchObject({ locked: false, orderRef: null });
  });

  it("another session's order answers the same 404 as a missing one (no counting of orders); the signed link from the e-mail opens it anywhere", async () => {
    const owner = await newSession();
    const cart = await filledCart(owner, { [product().productId]: { qty: 1 } });
    const orderRef = (await placeOrder(owner, cart.cartId, orderBody(cart, "banktransfer"))).json.data.orderRef;
    expect((await readOrder(owner, orderRef)).status).toBe(200);
    const stranger = await newSession();
    const missing = await readOrder(stranger, String(Number(orderRef) + 1000));
    expect(missing.status).toBe(404);
    for (const refused of [await readOrder(stranger, orderRef), await readOrder(null, orderRef), await readOrder(stranger, orderRef, "forged-token")]) {
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(missing.json);
    }
    const link = (await mailAbout(shop.mail, orderRef)).text.match(new RegExp(`/bestelling/${orderRef}/\\?token=([\\w.-]+)`));
    expect(link).toBeTruthy();
    const opened = await readOrder(stranger, orderRef, link![1]);
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatchObject({ orderRef, paymentStatus: "pending", paymentMethod: "banktransfer" });
    expect((await readOrder(owner, "99999999")).status).toBe(404);
    expect((await readOrder(owner, "not-a-number")).status).toBe(404);
    // And another session cannot place an order from someone's cart.
    const other = await filledCart(owner, { [product().productId]: { qty: 1 } });
    expect((await placeOrder(stranger, other.cartId, orderBody(other, "ideal"))).status).toBe(403);
    expect((await placeOrder(null, other.cartId, orderBody(other, "ideal"))).status).toBe(401);
  });

  it("an item out of stock answers 422 naming it; an item with an expected stock date is sold ahead of it", async () => {
    const session = await newSession();
    const scarce = product();
    await shop.database.db.update(products).set({ stock: 1 }).where(eq(products.productId, scarce.productId));
    const cart = await filledCart(session, { [scarce.productId]: { qty: 2 } });
    // Two wanted, one on hand and none expected: not deliverable, and the cart says which item.
    expect(cart.deliveryOptions.unavailableItems).toEqual([String(scarce.productId)]);
    const answer = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "ideal", deliveryDay: "2030-01-01" });
    expect(answer.status).toBe(422);
    expect(answer.json.data.map((error: { field: string }) => error.field)).toContain(`items.${scarce.productId}.qty`);
    expect(await stockOf(scarce.productId)).toBe(1);

    const expected = product();
    await shop.database.db.update(products).set({ stock: 0, stockEstimatedDate: "2099-01-10" }).where(eq(products.productId, expected.productId));
    const later = await filledCart(session, { [expected.productId]: { qty: 1 } });
    expect(later.itemsInStock).toBe(false);
    expect(later.deliveryOptions.days[0].date > "2099-01-10").toBe(true);
    const placed = await placeOrder(session, later.cartId, orderBody(later, "ideal"));
    expect(placed.status).toBe(200);
    expect(await stockOf(expected.productId)).toBe(0);
  });

  it("a pick-up order paid with pin at pick-up is placed with payment pending and no payment page", async () => {
    const session = await newSession();
    const item = product();
    const cart = await filledCart(session, { [item.productId]: { qty: 1, options: { pickUpDiscount: true } } });
    expect(cart.deliveryType).toBe("pickUp");
    expect(cart.paymentMethods.map((method: { id: string }) => method.id)).toContain("pinOnPickup");
    expect(cart.deliveryOptions.pickUp.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const answer = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "pinOnPickup" });
    expect(answer.status).toBe(200);
    expect(answer.json.data.paymentUrl).toBeNull();
    const order = (await readOrder(session, answer.json.data.orderRef)).json.data;
    expect(order).toMatchObject({ deliveryType: "pickUp", paymentStatus: "pending", paymentMethod: "pinOnPickup", deliveryDay: null });
    expect(order.totals.deliveryTotal).toBe(0);
  });

  it("Bancontact is offered and accepted for a Belgian address only", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } }, BELGIAN_CUSTOMER);
    expect(cart.paymentMethods.map((method: { id: string }) => method.id)).toContain("bancontact");
    expect(cart.paymentMethods.map((method: { id: string }) => method.id)).not.toContain("ideal");
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, "bancontact"));
    expect(answer.status).toBe(200);
    expect(answer.json.data.paymentUrl).toMatch(/^\/betalen\/test\//);
  });

  it("a locked cart's other writes answer 423 and change nothing", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } });
    const placed = (await placeOrder(session, cart.cartId, orderBody(cart, "ideal"))).json.data;
    const { updateCart } = await import("../support/session");
    expect((await updateCart(session, cart.cartId, { version: placed.version, firstName: "Other" })).status).toBe(423);
    const [row] = await shop.database.db.select().from(carts).where(eq(carts.cartId, cart.cartId));
    expect(row!.fields.firstName).toBe("Sanne");
  });
});
