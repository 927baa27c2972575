/**
 * Issue 22's acceptance: a customer orders exactly the quote (specification §4).
 * Placing the order of a quote cart succeeds only on the exact match; every
 * difference is refused with 422 naming it; an expired, declined or ordered
 * quote cannot be ordered; another session's quote is 404 (403 on a tampered cart); the quote's
 * discount comes from the quote alone. Sent quotes are inserted as staff would
 * have sent them.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { brands, carts, orders, products, type ProductRow, quotes, quoteStatusChanges } from "@/server/db/schema";
import { cartResetReason } from "@/lib/cart-errors";
import { LINK_EXPIRED_MESSAGE } from "@/server/http/link-expired";
import { liveQuoteToken } from "../support/signed-links";

import { DUTCH_CUSTOMER, filledCart, orderBody, placeOrder, readOrder } from "../support/checkout";
import { dayFromToday, declineQuote, insertQuote, orderQuoteCart, quoteLine, readQuote, sessionIdOf } from "../support/quote-fixtures";
import { newSession, readCart, updateCart } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const MAKE_AMENDS_MAX = 10_000;

describe(`ordering a quote on ${testDriver()}`, () => {
  const shop = useOrderShop({
    // Every product allows staff a discount of up to € 100 per unit, as a quote's lines use.
    prepare: async (database) => {
      await database.db.update(products).set({ makeAmendsDiscountCents: MAKE_AMENDS_MAX });
    },
  });
  const db = () => shop.database.db;
  const token = (quoteId: string) => liveQuoteToken(quoteId);

  /** A customer with a sent quote of two lines (one with an item discount) and a discount over the whole. */
  async function customerWithQuote(overrides: Partial<Parameters<typeof insertQuote>[1]> = {}) {
    const cookie = await newSession();
    const [oven, hob] = [shop.product(), shop.product()];
    const quoteId = await insertQuote(db(), {
      sessionId: sessionIdOf(cookie),
      lines: [quoteLine(oven!.productId, 1, 5000), quoteLine(hob!.productId, 2)],
      discountTotalCents: 25_000,
      ...overrides,
    });
    return { cookie, quoteId, oven: oven!, hob: hob! };
  }

  /** The quote cart with the customer's details filled in, ready to order. */
  async function quoteCartReady(cookie: string, quoteId: string) {
    const ordered = await orderQuoteCart(cookie, quoteId);
    expect(ordered.status).toBe(201);
    const cart = ordered.json.data;
    const filled = await updateCart(cookie, cart.cartId, { version: cart.version, ...DUTCH_CUSTOMER });
    expect(filled.status).toBe(200);
    return filled.json.data;
  }

  /** A product as the messages name it: brand and name. */
  const named = async (product: ProductRow) => {
    const [brand] = await db().select({ name: brands.name }).from(brands).where(eq(brands.slug, product.brandSlug));
    return `${brand!.name} ${product.name}`;
  };
  const quoteRow = async (quoteId: string) => (await db().select().from(quotes).where(eq(quotes.quoteId, quoteId)))[0]!;
  const messages = (answer: { json: { data: { field: string; errorMessage: string }[] } }) => answer.json.data.map((error) => `${error.field}: ${error.errorMessage}`);

  it("ordering a quote makes the session's cart a quote cart: the quote's lines and discounts, quoteRef filled, the discount in the totals", async () => {
    const { cookie, quoteId, oven, hob } = await customerWithQuote();
    const answer = await orderQuoteCart(cookie, quoteId);
    expect(answer.status).toBe(201);
    const cart = answer.json.data;
    expect(Object.keys(cart.items)).toEqual([String(oven.productId), String(hob.productId)]);
    expect(cart.items[oven.productId]).toMatchObject({ qty: 1, itemDiscounts: { makeAmends: 50 } });
    expect(cart.quoteRef).toMatchObject({ quoteId, discountTotal: 250, items: { [oven.productId]: { qty: 1, itemDiscounts: { makeAmends: 50 } }, [hob.productId]: { qty: 2, itemDiscounts: { makeAmends: null } } } });
    // The item discount (€ 50) and the quote's discount (€ 250) are the extra discount.
    expect(cart.totals.discountExtra).toBe(300);
    // Read back, it is the same quote cart.
    expect((await readCart(cookie, cart.cartId)).json.data.quoteRef).toEqual(cart.quoteRef);
  });

  it("the quote's answer costs what its quote cart counts: a line at its selling price (the cash-desk discount taken off), the same discounts and total", async () => {
    const { cookie, quoteId, oven } = await customerWithQuote();
    await db().update(products).set({ cashDeskDiscountCents: 1_000 }).where(eq(products.productId, oven.productId));
    const read = await readQuote(cookie, quoteId);
    expect(read.status, read.text).toBe(200);
    const quote = read.json.data;
    expect(quote.items.find((line: { productId: number }) => line.productId === oven.productId).product.price).toBe((oven.priceCents - 1_000) / 100);
    const { totals } = (await orderQuoteCart(cookie, quoteId)).json.data;
    expect(quote.totals.items).toBeCloseTo(totals.itemsTotal - totals.discountTotal, 2);
    expect(quote.totals.discounts).toBeCloseTo(totals.discountExtra, 2);
    expect(quote.totals.total).toBeCloseTo(totals.itemsTotal - totals.discountTotal - totals.discountExtra, 2);
  });

  it("the session's open cart becomes the quote cart (200); its other items make way for the quote's", async () => {
    const { cookie, quoteId, oven } = await customerWithQuote();
    const earlier = await filledCart(cookie, { [shop.product().productId]: { qty: 3 } });
    const answer = await orderQuoteCart(cookie, quoteId, { cartId: earlier.cartId });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ cartId: earlier.cartId, version: earlier.version + 1, firstName: "Sanne", quoteRef: { quoteId } });
    expect(Object.keys(answer.json.data.items)).toContain(String(oven.productId));
    expect(Object.keys(answer.json.data.items)).toHaveLength(2);
  });

  it("exact match: the order is placed with the quote's discount, and the quote becomes accepted with the order's number and a history row, together", async () => {
    const { cookie, quoteId } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const placed = await placeOrder(cookie, cart.cartId, orderBody(cart, "ideal"));
    expect(placed.status, placed.text).toBe(200);
    const { orderRef, totals } = placed.json.data;
    expect(totals.discountExtra).toBe(300);
    const quote = await quoteRow(quoteId);
    expect(quote).toMatchObject({ status: "accepted", orderRef });
    const history = await db().select().from(quoteStatusChanges).where(eq(quoteStatusChanges.quoteId, quoteId)).orderBy(asc(quoteStatusChanges.changeId));
    expect(history.at(-1)).toMatchObject({ fromStatus: "sent", toStatus: "accepted", actor: "customer" });
    // The order froze the discount in its totals; its answer names the quote.
    const [order] = await db().select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(order!.totals.discountExtra).toBe(30_000);
    const read = await readOrder(cookie, orderRef);
    expect(read.json.data).toMatchObject({ quoteId, totals: { discountExtra: 300 } });
    // Ordered once: a second quote cart of the same quote is refused.
    expect((await orderQuoteCart(cookie, quoteId)).status).toBe(409);
  });

  it("a changed quantity is refused with 422 naming the product, the numbers and the way back", async () => {
    const { cookie, quoteId, hob } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const items = Object.fromEntries(Object.entries(cart.items).map(([key, item]) => [key, { qty: key === String(hob.productId) ? 3 : (item as { qty: number }).qty }]));
    const changed = (await updateCart(cookie, cart.cartId, { version: cart.version, items })).json.data;
    const refused = await placeOrder(cookie, cart.cartId, orderBody(changed, "ideal"));
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(`Je winkelwagen wijkt af van offerte ${quoteId}. Open de offerte opnieuw om hem precies zo te bestellen.`);
    expect(messages(refused)).toEqual([`items: Van ${await named(hob)} staan 3 stuks in je winkelwagen, de offerte noemt 2.`]);
    expect((await quoteRow(quoteId)).status).toBe("sent");
  });

  it("a removed item is refused with 422 naming it", async () => {
    const { cookie, quoteId, oven, hob } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const changed = (await updateCart(cookie, cart.cartId, { version: cart.version, items: { [oven.productId]: { qty: 1 } } })).json.data;
    const refused = await placeOrder(cookie, cart.cartId, orderBody(changed, "ideal"));
    expect(refused.status).toBe(422);
    expect(messages(refused)).toEqual([`items: ${await named(hob)} uit de offerte ontbreekt in je winkelwagen.`]);
  });

  it("an added item is refused with 422 naming it", async () => {
    const { cookie, quoteId, oven, hob } = await customerWithQuote();
    const extra = shop.product();
    const cart = await quoteCartReady(cookie, quoteId);
    const changed = (await updateCart(cookie, cart.cartId, { version: cart.version, items: { [oven.productId]: { qty: 1 }, [hob.productId]: { qty: 2 }, [extra.productId]: { qty: 1 } } })).json.data;
    expect(changed.items[oven.productId].itemDiscounts.makeAmends).toBe(50);
    const refused = await placeOrder(cookie, cart.cartId, orderBody(changed, "ideal"));
    expect(refused.status).toBe(422);
    expect(messages(refused)).toEqual([`items: ${await named(extra)} staat niet in de offerte.`]);
  });

  it("a changed item discount (written in the cart's row: the API ignores a client's) is refused with 422 naming the product", async () => {
    const { cookie, quoteId, oven } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const [row] = await db().select().from(carts).where(eq(carts.cartId, cart.cartId));
    const items = structuredClone(row!.items) as Record<string, { itemDiscounts: { makeAmends?: number } }>;
    items[String(oven.productId)]!.itemDiscounts = { makeAmends: 9000 };
    await db().update(carts).set({ items }).where(eq(carts.cartId, cart.cartId));
    const refused = await placeOrder(cookie, cart.cartId, orderBody(cart, "ideal"));
    expect(refused.status).toBe(422);
    expect(messages(refused)).toEqual([`items: De korting op ${await named(oven)} wijkt af van de offerte.`]);
  });

  it("an expired quote cannot be turned into a cart (409) nor ordered from a quote cart made before (422 on quoteRef)", async () => {
    const { cookie, quoteId } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    await db().update(quotes).set({ validUntil: dayFromToday(-2) }).where(eq(quotes.quoteId, quoteId));
    const refused = await placeOrder(cookie, cart.cartId, orderBody(cart, "ideal"));
    expect(refused.status).toBe(422);
    expect(refused.json.data).toEqual([{ field: "quoteRef", errorMessage: expect.stringContaining("verlopen") }]);
    const again = await orderQuoteCart(cookie, quoteId);
    expect(again.status).toBe(409);
    expect(again.json.message).toContain("verlopen");
    expect((await quoteRow(quoteId)).status).toBe("sent");
  });

  it("a quote of the status expired or declined is refused too, whatever its validity", async () => {
    for (const status of ["expired", "declined", "draft"] as const) {
      const { cookie, quoteId } = await customerWithQuote({ status });
      expect((await orderQuoteCart(cookie, quoteId)).status).toBe(409);
    }
  });

  it("another session's quote: 404 at …/cart/ without its link, as an unknown one; the mail's link opens it on any session", async () => {
    const { quoteId } = await customerWithQuote();
    const stranger = await newSession();
    expect((await orderQuoteCart(stranger, quoteId)).status).toBe(404);
    expect((await orderQuoteCart(stranger, quoteId, { token: "x".repeat(43) })).status).toBe(404);
    expect((await orderQuoteCart(stranger, "79999999")).status).toBe(404);
    expect((await orderQuoteCart(stranger, "niet-een-offerte")).status).toBe(404);
    expect((await orderQuoteCart(null, quoteId, { token: token(quoteId) })).status).toBe(401);
    // With the mail's link, on another device: the quote cart is made and can be ordered.
    const ordered = await orderQuoteCart(stranger, quoteId, { token: token(quoteId) });
    expect(ordered.status).toBe(201);
    const filled = (await updateCart(stranger, ordered.json.data.cartId, { version: ordered.json.data.version, ...DUTCH_CUSTOMER })).json.data;
    const placed = await placeOrder(stranger, filled.cartId, orderBody(filled, "ideal"));
    expect(placed.status, placed.text).toBe(200);
    expect((await quoteRow(quoteId)).status).toBe("accepted");
  });

  it("a cart whose fields were made to name another session's quote is refused with 403 when the order is placed", async () => {
    const { quoteId } = await customerWithQuote();
    const stranger = await newSession();
    const cart = await filledCart(stranger, { [shop.product().productId]: { qty: 1 } });
    const [row] = await db().select().from(carts).where(eq(carts.cartId, cart.cartId));
    await db().update(carts).set({ fields: { ...(row!.fields as object), quoteId } }).where(eq(carts.cartId, cart.cartId));
    const refused = await placeOrder(stranger, cart.cartId, orderBody(cart, "ideal"));
    expect(refused.status).toBe(403);
    expect((await quoteRow(quoteId)).status).toBe("sent");
  });

  it("a quote cart opened with the quote's link, revoked since, is refused with 410 (the link expired) when the order is placed, not 403", async () => {
    const { quoteId } = await customerWithQuote();
    const other = await newSession();
    const ordered = await orderQuoteCart(other, quoteId, { token: token(quoteId) });
    expect(ordered.status).toBe(201);
    const filled = (await updateCart(other, ordered.json.data.cartId, { version: ordered.json.data.version, ...DUTCH_CUSTOMER })).json.data;
    await db().update(quotes).set({ linkGeneration: 1 }).where(eq(quotes.quoteId, quoteId));
    const refused = await placeOrder(other, filled.cartId, orderBody(filled, "ideal"));
    expect(refused.status).toBe(410);
    expect(refused.json).toEqual({ failed: true, message: LINK_EXPIRED_MESSAGE, data: [] });
    expect((await quoteRow(quoteId)).status).toBe("sent");
  });

  it("the quote's discount cannot be raised by the client: item discounts, quoteRef and discountTotal in a PUT are ignored, the totals stay", async () => {
    const { cookie, quoteId, oven, hob } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const answer = await updateCart(cookie, cart.cartId, {
      version: cart.version,
      items: { [oven.productId]: { qty: 1, itemDiscounts: { makeAmends: 999 } }, [hob.productId]: { qty: 2, itemDiscounts: { makeAmends: 999 } } },
      quoteRef: { quoteId, items: {}, discountTotal: 5000 },
      quoteId: "70000001",
      discountTotal: 5000,
      totals: { grandTotal: 1 },
    });
    expect(answer.status).toBe(200);
    const after = answer.json.data;
    expect(after.totals).toEqual(cart.totals);
    expect(after.quoteRef).toEqual(cart.quoteRef);
    expect(after.items[oven.productId].itemDiscounts.makeAmends).toBe(50);
    expect(after.items[hob.productId].itemDiscounts.makeAmends).toBeNull();
    // And it still orders exactly the quote.
    const placed = await placeOrder(cookie, cart.cartId, orderBody(after, "ideal"));
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.data.totals.discountExtra).toBe(300);
  });

  it("a quote cart emptied by the customer stays a quote cart, which the client resets (§4)", async () => {
    const { cookie, quoteId } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const emptied = (await updateCart(cookie, cart.cartId, { version: cart.version, items: {} })).json.data;
    expect(emptied).toMatchObject({ items: {}, quoteRef: { quoteId } });
    expect(cartResetReason(emptied)).toBe("emptyQuote");
  });

  it("a kitchen's quote cart is delivered in a week (decisions §3): weeks offered, the order placed with one; built-in appliances by day", async () => {
    const { cookie, quoteId } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    expect(cart.deliveryOptions.weeks.length).toBeGreaterThan(20);
    const week = cart.deliveryOptions.weeks[0].week;
    const placed = await placeOrder(cookie, cart.cartId, { version: cart.version, deliveryWeek: week, paymentMethod: "ideal" });
    expect(placed.status, placed.text).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderRef, placed.json.data.orderRef));
    expect(order).toMatchObject({ deliveryWeek: week, deliveryDay: null });

    const appliances = await customerWithQuote({ request: { kind: "builtInAppliances" } });
    const applianceCart = await quoteCartReady(appliances.cookie, appliances.quoteId);
    expect(applianceCart.deliveryOptions.weeks).toEqual([]);
  });

  it("the customer may still change the delivery choices, fields and address of a quote cart", async () => {
    const { cookie, quoteId } = await customerWithQuote();
    const cart = await quoteCartReady(cookie, quoteId);
    const answer = await updateCart(cookie, cart.cartId, { version: cart.version, shippingCity: "Zoeterwoude", notes: "Graag bellen" });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ shippingCity: "Zoeterwoude", notes: "Graag bellen", quoteRef: { quoteId } });
  });

  it("the customer declines a sent quote: declined, with a history row; again 409; another session, neither session nor link, and unknown: 404", async () => {
    const { cookie, quoteId } = await customerWithQuote();
    const stranger = await newSession();
    expect((await declineQuote(stranger, quoteId)).status).toBe(404);
    expect((await declineQuote(null, quoteId)).status).toBe(404);
    expect((await declineQuote(null, "79999999")).status).toBe(404);
    const declined = await declineQuote(cookie, quoteId, { reason: "Te duur" });
    expect(declined.status).toBe(200);
    expect(declined.json.data).toMatchObject({ quoteId, status: "declined" });
    const [change] = await db()
      .select()
      .from(quoteStatusChanges)
      .where(and(eq(quoteStatusChanges.quoteId, quoteId), eq(quoteStatusChanges.toStatus, "declined")));
    expect(change).toMatchObject({ fromStatus: "sent", actor: "customer", note: "Te duur" });
    expect((await declineQuote(cookie, quoteId)).status).toBe(409);
    // With the mail's link, without a session.
    const other = await customerWithQuote();
    expect((await declineQuote(null, other.quoteId, { token: token(other.quoteId) })).status).toBe(200);
  });
});
