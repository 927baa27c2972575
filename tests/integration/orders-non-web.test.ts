/**
 * Orders taken by staff on the phone or in the shop (issue 20, point 5;
 * decisions §10): POST /api/orders/non-web/ and GET /api/orders/non-web/{orderId}/.
 * They are placed through the web's own path, so stock is taken in the same
 * statement and a phone order cannot oversell against a web order.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { NON_WEB_ORDER_COPY } from "@/domain/orders/non-web-order";
import { REQUIREMENT_COPY } from "@/domain/checkout/order-requirements";
import { orderMails, orders, payments, products, staffSessions } from "@/server/db/schema";
import { orderPath } from "@/server/order-links/order-links";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";
import { runJobCategory } from "@/server/jobs/job-work";

import { type Answer, apiRoute, call, createSeededDatabase } from "../support/api";
import { BELGIAN_CUSTOMER, captureMail, DUTCH_CUSTOMER, filledCart, mailAbout, orderBody, placeOrder, settle } from "../support/checkout";
import { buyableProducts, newSession } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";
import { useStandIn } from "../support/use-stand-in";
import { startViesStandIn } from "../support/vies-stand-in";

const { POST: postNonWeb } = apiRoute("/api/orders/non-web/");
const { GET: getNonWeb } = apiRoute("/api/orders/non-web/{orderId}/");

describe(`orders taken on the phone or in the shop, on ${testDriver()}`, () => {
  useStandIn("VIES_URL", startViesStandIn);
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;
  let staffCookie: string;
  let staffName: string;
  let productId: number;
  let otherProductId: number;
  let deliveryDay: string;

  async function staffSession(role: "staff" | "admin", emailAddress: string, name: string): Promise<string> {
    const now = new Date();
    const { staffMemberId } = await addStaffMember(database.db, { emailAddress, name, role, password: "paard batterij nietje" }, now);
    const secret = newSessionSecret();
    await database.db.insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    return `stekker_staff=${secret}`;
  }

  function enter(cookie: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
    return call(postNonWeb, "/api/orders/non-web/", {}, { method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers }, body: JSON.stringify(body) });
  }

  function readBack(cookie: string | null, orderId: string): Promise<Answer> {
    return call(getNonWeb, `/api/orders/non-web/${orderId}/`, { orderId }, cookie ? { headers: { cookie } } : {});
  }

  /** A phone order for one unit of the product, delivered on the first day the checkout offers, paid with pin at the door. */
  const phoneOrder = (overrides: Record<string, unknown> = {}) => ({
    channel: "phone",
    items: [{ productId, qty: 1 }],
    deliveryType: "delivery",
    deliveryDay,
    paymentMethod: "pinOnDelivery",
    note: "Klant belde om 10:12; graag eerst bellen",
    ...DUTCH_CUSTOMER,
    emailAddress: "telefoon@example.nl",
    ...overrides,
  });

  const stockOf = async (id: number) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.productId, id)))[0]!.stock;
  const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;

  beforeAll(async () => {
    database = await createSeededDatabase(100);
    mail = captureMail();
    staffName = "Mila Medewerker";
    staffCookie = await staffSession("staff", "mila@stekker.test", staffName);
    // Plain delivery (no installation the product gives anyway, which rules out pin at the door) and collectable.
    const plain = (await buyableProducts(database.db, 60)).filter((product) => !product.freeAssembly && !product.freeExtraService && product.pickUpDiscountCents !== null);
    const [first, second] = plain;
    productId = first!.productId;
    otherProductId = second!.productId;
    // The day the web checkout offers first for this product and address: the same calendar decides for staff.
    const cart = await filledCart(await newSession(), { [productId]: { qty: 1 } });
    deliveryDay = cart.deliveryOptions.days[0].date;
  });
  beforeEach(async () => {
    await database.db.update(products).set({ stock: 5, stockEstimatedDate: null, expired: false }).where(eq(products.productId, productId));
    await database.db.update(products).set({ stock: 5, stockEstimatedDate: null, expired: false }).where(eq(products.productId, otherProductId));
  });
  afterAll(async () => {
    await settle();
    mail.restore();
    await database?.destroy();
  });

  it("a guest gets 401 on both routes, and nothing is placed", async () => {
    const before = await orderCount();
    const answer = await enter(null, phoneOrder());
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ failed: true });
    expect((await readBack(null, "40000001")).status).toBe(401);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(productId)).toBe(5);
  });

  it("staff enter a phone order: 201, stock taken as for a web order, channel, who and the note kept, read back with 200 (no-store)", async () => {
    const answer = await enter(staffCookie, phoneOrder({ items: [{ productId, qty: 2 }] }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    const order = answer.json.data;
    expect(order).toMatchObject({
      channel: "phone",
      enteredBy: { name: staffName },
      staffNote: "Klant belde om 10:12; graag eerst bellen",
      paymentMethod: "pinOnDelivery",
      paymentStatus: "pending",
      deliveryDay,
      customer: { firstName: "Sanne", emailAddress: "telefoon@example.nl" },
    });
    expect(order.items).toEqual([expect.objectContaining({ productId, qty: 2 })]);
    expect(await stockOf(productId)).toBe(3);

    const [row] = await database.db.select().from(orders).where(eq(orders.orderRef, order.orderRef));
    expect(order.orderPageUrl).toBe(orderPath(row!));
    // It starts as every order paid later does (decisions §10), and knows which units it took, for a cancellation to give back.
    expect(row).toMatchObject({ channel: "phone", staffNote: "Klant belde om 10:12; graag eerst bellen", fulfilmentStatus: "new", paymentStatus: "pending", stockTaken: { [productId]: 2 } });
    expect(row!.enteredBy).toBe(order.enteredBy.staffMemberId);

    const read = await readBack(staffCookie, order.orderRef);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toMatch(/no-store/);
    expect(read.json.data).toEqual(order);
  });

  it("the customer gets the web's 'bestelling ontvangen' mail through the outbox, with the signed link to their order page", async () => {
    const answer = await enter(staffCookie, phoneOrder({ emailAddress: "mail@example.nl" }));
    expect(answer.status).toBe(201);
    const { orderRef } = answer.json.data;
    expect(await database.db.select({ kind: orderMails.kind }).from(orderMails).where(eq(orderMails.orderRef, orderRef))).toEqual([{ kind: "orderReceived" }]);
    // The outbox's job, as the queue runs it on a server.
    await runJobCategory(database.db, "order-mails", new Date());
    const message = await mailAbout(mail, orderRef);
    expect(message.to).toBe("mail@example.nl");
    const [row] = await database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(message.text).toContain(orderPath(row!));
  });

  it("a shop order collected and paid with pin at the counter is a pick-up order without a delivery day", async () => {
    const answer = await enter(staffCookie, phoneOrder({ channel: "shop", deliveryType: "pickUp", deliveryDay: null, paymentMethod: "pinOnPickup" }));
    expect(answer.status).toBe(201);
    expect(answer.json.data).toMatchObject({ channel: "shop", deliveryType: "pickUp", deliveryDay: null, paymentMethod: "pinOnPickup", paymentStatus: "pending" });
    expect(answer.json.data.pickUpDay).toEqual(expect.any(String));
    expect(await stockOf(productId)).toBe(4);
  });

  it("a bank transfer gets its payment at the provider, as on the web: the page with the account number and reference", async () => {
    const answer = await enter(staffCookie, phoneOrder({ paymentMethod: "banktransfer" }));
    expect(answer.status).toBe(201);
    const { orderRef, paymentPageUrl } = answer.json.data;
    expect(answer.json.data.paymentStatus).toBe("pending");
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderRef, orderRef));
    expect(payment).toMatchObject({ method: "banktransfer", status: "open" });
    expect(paymentPageUrl).toBe(payment!.checkoutUrl);
  });

  it("a Belgian business with a VIES-valid VAT number is entered under reverse charge, as the web's checkout would place it", async () => {
    const belgianCart = await filledCart(await newSession(), { [productId]: { qty: 1 } }, BELGIAN_CUSTOMER);
    const answer = await enter(
      staffCookie,
      phoneOrder({ ...BELGIAN_CUSTOMER, company: true, companyName: "Peeters Keukens BV", vatNumber: "BE0123456789", deliveryDay: belgianCart.deliveryOptions.days[0].date, paymentMethod: "banktransfer" }),
    );
    expect(answer.status).toBe(201);
    expect(answer.json.data).toMatchObject({ vatTreatment: "reverseCharge", reverseChargeVatNumber: "BE0123456789", totals: { vatTotal: 0 } });
  });

  it("an online payment method is refused with 422 on paymentMethod, and nothing is placed", async () => {
    const before = await orderCount();
    for (const method of ["ideal", "creditcard", "bancontact"]) {
      const answer = await enter(staffCookie, phoneOrder({ paymentMethod: method }));
      expect(answer.status).toBe(422);
      expect(answer.json.data).toContainEqual({ field: "paymentMethod", errorMessage: NON_WEB_ORDER_COPY.onlineMethod(method) });
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(productId)).toBe(5);
  });

  it("422 names each missing field, with the cart's names, and nothing is placed", async () => {
    const before = await orderCount();
    const answer = await enter(staffCookie, phoneOrder({ firstName: null, phoneNumber: "", shippingPostalCode: null, shippingCity: undefined }));
    expect(answer.status).toBe(422);
    expect(answer.json.data).toEqual(
      expect.arrayContaining([
        { field: "firstName", errorMessage: REQUIREMENT_COPY.required.firstName },
        { field: "phoneNumber", errorMessage: REQUIREMENT_COPY.required.phoneNumber },
        { field: "shippingPostalCode", errorMessage: REQUIREMENT_COPY.required.PostalCode },
        { field: "shippingCity", errorMessage: REQUIREMENT_COPY.required.City },
      ]),
    );
    expect(answer.json.data).toHaveLength(4);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(productId)).toBe(5);
  });

  it("422 for a delivery without a day, a day the calendar does not offer, no items, and an item problem named by its place in the list", async () => {
    const noDay = await enter(staffCookie, phoneOrder({ deliveryDay: null }));
    expect(noDay.status).toBe(422);
    expect(noDay.json.data).toEqual([{ field: "deliveryDay", errorMessage: REQUIREMENT_COPY.deliveryMoment }]);

    const sunday = await enter(staffCookie, phoneOrder({ deliveryDay: "2026-11-29" }));
    expect(sunday.status).toBe(422);
    expect(sunday.json.data).toEqual([{ field: "deliveryDay", errorMessage: REQUIREMENT_COPY.deliveryDay }]);

    const empty = await enter(staffCookie, phoneOrder({ items: [] }));
    expect(empty.status).toBe(422);
    expect(empty.json.data.map((problem: { field: string }) => problem.field)).toEqual(["items"]);

    const unknown = await enter(staffCookie, phoneOrder({ items: [{ productId, qty: 1 }, { productId: 99_999_999, qty: 1 }] }));
    expect(unknown.status).toBe(422);
    expect(unknown.json.data).toEqual([{ field: "items.1.productId", errorMessage: expect.stringContaining("99999999") }]);
    expect(await stockOf(productId)).toBe(5);
  });

  it("a repeat with the same Idempotency-Key answers the same order and takes the stock once", async () => {
    const key = "telefoon-order-0001";
    const first = await enter(staffCookie, phoneOrder(), { "idempotency-key": key });
    const again = await enter(staffCookie, phoneOrder(), { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.data.orderRef).toBe(first.json.data.orderRef);
    expect(await stockOf(productId)).toBe(4);
  });

  it("more than the stock answers 409 naming the item, and nothing is taken", async () => {
    const before = await orderCount();
    const answer = await enter(staffCookie, phoneOrder({ items: [{ productId: otherProductId, qty: 1 }, { productId, qty: 6 }] }));
    expect(answer.status).toBe(409);
    expect(answer.json.data).toEqual([{ field: "items.1.qty", errorMessage: expect.stringContaining("voorraad") }]);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(productId)).toBe(5);
    expect(await stockOf(otherProductId)).toBe(5);
  });

  it("a phone order and a web order racing for the last unit: exactly one is placed, stock 0, never negative", async () => {
    await database.db.update(products).set({ stock: 1 }).where(eq(products.productId, productId));
    const session = await newSession();
    const cart = await filledCart(session, { [productId]: { qty: 1 } });
    const [phone, web] = await Promise.all([enter(staffCookie, phoneOrder()), placeOrder(session, cart.cartId, orderBody(cart, "ideal"))]);
    const placed = [phone.status === 201, web.status === 200].filter(Boolean);
    expect(placed).toHaveLength(1);
    // The loser hears its own route's answer: 409 for staff, the checkout's 422 naming the item for the web.
    if (phone.status !== 201) expect(phone.status).toBe(409);
    if (web.status !== 200) expect(web.status).toBe(422);
    expect(await stockOf(productId)).toBe(0);
  });

  it("two phone orders racing for the last unit: one 201, one 409, stock 0", async () => {
    await database.db.update(products).set({ stock: 1 }).where(eq(products.productId, productId));
    const answers = await Promise.all([enter(staffCookie, phoneOrder()), enter(staffCookie, phoneOrder())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.data).toEqual([{ field: "items.0.qty", errorMessage: expect.stringContaining("voorraad") }]);
    expect(await stockOf(productId)).toBe(0);
    const placedForProduct = await database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.orderRef, answers.find((answer) => answer.status === 201)!.json.data.orderRef), eq(orders.channel, "phone")));
    expect(placedForProduct[0]!.n).toBe(1);
  });

  it("a web order is no non-web order: GET /api/orders/non-web/{orderId}/ answers 404 for it and for an unknown number", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [otherProductId]: { qty: 1 } });
    const web = await placeOrder(session, cart.cartId, orderBody(cart, "ideal"));
    expect(web.status).toBe(200);
    expect((await readBack(staffCookie, web.json.data.orderRef)).status).toBe(404);
    expect((await readBack(staffCookie, "12345678")).status).toBe(404);
    expect((await readBack(staffCookie, "geen-nummer")).status).toBe(404);
  });
});
