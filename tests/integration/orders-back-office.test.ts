/**
 * The staff's read side of the orders (issue 20, point 2): the list with its
 * search, filters, work lists, sort and paging; the day's work counts; any
 * order with its back-office part for staff (never for a guest); notes. On
 * PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { isOrderWork, ORDER_WORK, type OrderWork, workDaysFrom } from "@/domain/orders/order-work";
import { carts, orders, orderStatusChanges, staffApiTokens, staffSessions } from "@/server/db/schema";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newApiToken, newSessionSecret, tokenPrefix } from "@/server/staff/secret-token";

import { apiRoute, call } from "../support/api";
import { filledCart, orderBody, placeOrder, readOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const { GET: list } = apiRoute("/api/orders/");
const { GET: work } = apiRoute("/api/orders/work/");
const { GET: getOrder } = apiRoute("/api/orders/{orderRef}/");
const { POST: postNote } = apiRoute("/api/orders/{orderRef}/notes/");

const today = localDayAndMinute(new Date(), SHOP_TIME_ZONE).today;
const days = workDaysFrom(today);
const day = (offset: number) => isoDay(today + offset);

interface Fixture {
  orderRef: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
  paymentStatus: string;
  fulfilmentStatus: string;
  deliveryType: string;
  paymentMethod: string;
  deliveryDay: string | null;
  deliveryWeek: string | null;
  pickUpDay: string | null;
  placedAt: Date;
  channel: "web" | "phone" | "shop";
  grandTotalCents: number;
  companyName?: string;
}

const noonAmsterdam = (offset: number) => new Date(`${day(offset)}T11:00:00Z`);
/**
 * An online payment still open: placed half an hour ago, well within its 2 hours
 * (domain/orders/order-state.ts), at any hour the suite runs. Placed at noon, it
 * was cancelled as overdue by the list's read from 13:00 UTC on.
 */
const halfAnHourAgo = () => new Date(Date.now() - 30 * 60_000);

/** Orders each made to be found by one filter and missed by the others. */
const FIXTURES: Fixture[] = [
  { orderRef: "90000001", firstName: "Anna", lastName: "Bakker", email: "anna.bakker@example.nl", phone: "06-11112222", postalCode: "2311 GJ", paymentStatus: "paid", fulfilmentStatus: "new", deliveryType: "pickUp", paymentMethod: "ideal", deliveryDay: null, deliveryWeek: null, pickUpDay: day(0), placedAt: noonAmsterdam(-1), channel: "web", grandTotalCents: 49_900 },
  { orderRef: "90000002", firstName: "Bram", lastName: "Visser", email: "bram@visser.example", phone: "+31 6 33334444", postalCode: "3511 AB", paymentStatus: "pending", fulfilmentStatus: "readyForPickup", deliveryType: "pickUp", paymentMethod: "pinOnPickup", deliveryDay: null, deliveryWeek: null, pickUpDay: day(-2), placedAt: noonAmsterdam(-3), channel: "shop", grandTotalCents: 12_000 },
  { orderRef: "90000003", firstName: "Cor", lastName: "Smit", email: "cor.smit@example.nl", phone: "0612340000", postalCode: "1011 AA", paymentStatus: "paid", fulfilmentStatus: "new", deliveryType: "pickUp", paymentMethod: "ideal", deliveryDay: null, deliveryWeek: null, pickUpDay: day(2), placedAt: noonAmsterdam(0), channel: "web", grandTotalCents: 89_900 },
  { orderRef: "90000004", firstName: "Dirk", lastName: "Mulder", email: "dirk@mulder.example", phone: "0620000004", postalCode: "9711 LM", paymentStatus: "paid", fulfilmentStatus: "processing", deliveryType: "default", paymentMethod: "creditcard", deliveryDay: day(1), deliveryWeek: null, pickUpDay: null, placedAt: noonAmsterdam(-5), channel: "phone", grandTotalCents: 65_000, companyName: "Mulder Keukens" },
  { orderRef: "90000005", firstName: "Eva", lastName: "de Boer", email: "eva@deboer.example", phone: "0620000005", postalCode: "5611 EF", paymentStatus: "pending", fulfilmentStatus: "new", deliveryType: "assembly", paymentMethod: "banktransfer", deliveryDay: null, deliveryWeek: days.tomorrowsWeek, pickUpDay: null, placedAt: noonAmsterdam(-6), channel: "web", grandTotalCents: 150_000 },
  { orderRef: "90000006", firstName: "Fleur", lastName: "Dekker", email: "fleur@dekker.example", phone: "0620000006", postalCode: "6811 KL", paymentStatus: "paid", fulfilmentStatus: "outForDelivery", deliveryType: "extraService", paymentMethod: "ideal", deliveryDay: day(1), deliveryWeek: null, pickUpDay: null, placedAt: noonAmsterdam(-4), channel: "web", grandTotalCents: 70_000 },
  { orderRef: "90000007", firstName: "Gijs", lastName: "Kok", email: "gijs@kok.example", phone: "0620000007", postalCode: "4811 XY", paymentStatus: "open", fulfilmentStatus: "new", deliveryType: "default", paymentMethod: "bancontact", deliveryDay: day(3), deliveryWeek: null, pickUpDay: null, placedAt: halfAnHourAgo(), channel: "web", grandTotalCents: 30_000 },
  { orderRef: "90000008", firstName: "Hanna", lastName: "Bos", email: "hanna@bos.example", phone: "0620000008", postalCode: "2511 CD", paymentStatus: "failed", fulfilmentStatus: "cancelled", deliveryType: "default", paymentMethod: "ideal", deliveryDay: day(2), deliveryWeek: null, pickUpDay: null, placedAt: noonAmsterdam(-20), channel: "web", grandTotalCents: 44_400 },
  { orderRef: "90000009", firstName: "Ivo", lastName: "Vos", email: "ivo@vos.example", phone: "0620000009", postalCode: "8011 PQ", paymentStatus: "paid", fulfilmentStatus: "withdrawn", deliveryType: "default", paymentMethod: "ideal", deliveryDay: day(-8), deliveryWeek: null, pickUpDay: null, placedAt: noonAmsterdam(-15), channel: "web", grandTotalCents: 55_500 },
  { orderRef: "90000010", firstName: "Jet", lastName: "Peters", email: "jet@peters.example", phone: "0620000010", postalCode: "7511 RS", paymentStatus: "refunded", fulfilmentStatus: "returned", deliveryType: "default", paymentMethod: "ideal", deliveryDay: day(-12), deliveryWeek: null, pickUpDay: null, placedAt: noonAmsterdam(-30), channel: "web", grandTotalCents: 20_000 },
  { orderRef: "90000011", firstName: "Kees", lastName: "Jansen", email: "kees@jansen.example", phone: "0620000011", postalCode: "1012 AB", paymentStatus: "pending", fulfilmentStatus: "new", deliveryType: "pickUp", paymentMethod: "pinOnPickup", deliveryDay: null, deliveryWeek: null, pickUpDay: null, placedAt: noonAmsterdam(-60), channel: "phone", grandTotalCents: 9_900 },
  { orderRef: "90000012", firstName: "Lot", lastName: "100%_zeker", email: "lot@example.nl", phone: "0620000012", postalCode: "1013 CD", paymentStatus: "paid", fulfilmentStatus: "completed", deliveryType: "pickUp", paymentMethod: "ideal", deliveryDay: null, deliveryWeek: null, pickUpDay: day(-40), placedAt: noonAmsterdam(-41), channel: "web", grandTotalCents: 10_000 },
];

describe(`the back office's orders on ${testDriver()}`, () => {
  const shop = useOrderShop();
  const db = () => shop.database.db;
  let staffCookie: string;
  let bearer: string;
  let adminCookie: string;
  let placed: { session: string; orderRef: string };

  beforeAll(async () => {
    for (const fixture of FIXTURES) {
      await db().insert(carts).values({ cartId: `fixture-${fixture.orderRef}`, sessionId: "fixture", fields: {}, items: {}, locked: true, expiresAt: new Date(Date.now() + 86_400_000) });
      await db()
        .insert(orders)
        .values({
          orderRef: fixture.orderRef,
          cartId: `fixture-${fixture.orderRef}`,
          sessionId: "fixture",
          paymentStatus: fixture.paymentStatus as never,
          fulfilmentStatus: fixture.fulfilmentStatus as never,
          paymentMethod: fixture.paymentMethod,
          deliveryType: fixture.deliveryType,
          deliveryDay: fixture.deliveryDay,
          deliveryWeek: fixture.deliveryWeek,
          emailAddress: fixture.email,
          fields: {
            firstName: fixture.firstName,
            lastName: fixture.lastName,
            emailAddress: fixture.email,
            phoneNumber: fixture.phone,
            shippingPostalCode: fixture.postalCode,
            shippingCity: "Leiden",
            shippingCountry: "NL",
            companyName: fixture.companyName ?? null,
            ...(fixture.pickUpDay ? { pickUpDay: fixture.pickUpDay } : {}),
          },
          items: [],
          totals: { grandTotal: fixture.grandTotalCents },
          grandTotalCents: fixture.grandTotalCents,
          createdAt: fixture.placedAt,
          channel: fixture.channel,
        });
    }
    const member = await addStaffMember(db(), { emailAddress: "balie@stekker.test", name: "Bea Balie", role: "staff", password: "paard batterij nietje" }, new Date());
    const admin = await addStaffMember(db(), { emailAddress: "baas@stekker.test", name: "Ad Admin", role: "admin", password: "paard batterij nietje" }, new Date());
    const secret = newSessionSecret();
    const adminSecret = newSessionSecret();
    const now = new Date();
    await db().insert(staffSessions).values([
      { secretHash: hashSecret(secret), staffMemberId: member.staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) },
      { secretHash: hashSecret(adminSecret), staffMemberId: admin.staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    const token = newApiToken();
    await db().insert(staffApiTokens).values({ staffMemberId: member.staffMemberId, name: "test", secretHash: hashSecret(token), prefix: tokenPrefix(token) });
    staffCookie = `stekker_staff=${secret}`;
    adminCookie = `stekker_staff=${adminSecret}`;
    bearer = `Bearer ${token}`;
    const session = await newSession();
    const product = shop.product();
    const cart = await filledCart(session, { [product.productId]: { qty: 1 } });
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"));
    expect(answer.status).toBe(200);
    placed = { session, orderRef: answer.json.data.orderRef };
  });

  const asStaff = (path: string) => call(list, path, {}, { headers: { authorization: bearer } });
  const refsOf = (answer: { json: { data: { items: { orderRef: string }[] } } }) => answer.json.data.items.map((item) => item.orderRef).sort();
  /** Every order as the rules see it: the fixtures and the order placed through the checkout. */
  async function everyOrder() {
    return db()
      .select({
        orderRef: orders.orderRef,
        paymentStatus: orders.paymentStatus,
        fulfilmentStatus: orders.fulfilmentStatus,
        deliveryType: orders.deliveryType,
        paymentMethod: orders.paymentMethod,
        deliveryDay: orders.deliveryDay,
        deliveryWeek: orders.deliveryWeek,
        pickUpDay: orders.pickUpDay,
        channel: orders.channel,
        createdAt: orders.createdAt,
      })
      .from(orders);
  }

  it("a guest gets 401 on the list, the work counts and notes; staff's answers are never stored", async () => {
    expect((await call(list, "/api/orders/")).status).toBe(401);
    expect((await call(work, "/api/orders/work/")).status).toBe(401);
    const note = await call(postNote, "/api/orders/90000001/notes/", {}, { method: "POST", headers: { "content-type": "application/json", cookie: placed.session }, body: JSON.stringify({ text: "hoi" }) });
    expect(note.status).toBe(401);
    const answer = await asStaff("/api/orders/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await call(work, "/api/orders/work/", {}, { headers: { cookie: staffCookie } })).headers.get("cache-control")).toBe("no-store");
  });

  it("the list answers every order, newest first, with the item's fields", async () => {
    const answer = await asStaff("/api/orders/?pageSize=100");
    expect(answer.json.data.total).toBe(FIXTURES.length + 1);
    const placedAts = answer.json.data.items.map((item: { placedAt: string }) => item.placedAt);
    expect(placedAts).toEqual([...placedAts].sort().reverse());
    expect(answer.json.data.items.find((item: { orderRef: string }) => item.orderRef === "90000004")).toEqual({
      orderRef: "90000004",
      placedAt: FIXTURES[3]!.placedAt.toISOString(),
      customerName: "Dirk Mulder",
      companyName: "Mulder Keukens",
      emailAddress: "dirk@mulder.example",
      phoneNumber: "0620000004",
      postalCode: "9711 LM",
      city: "Leiden",
      country: "NL",
      grandTotal: 650,
      paymentMethod: "creditcard",
      paymentStatus: "paid",
      fulfilmentStatus: "processing",
      deliveryType: "default",
      deliveryDay: day(1),
      deliveryWeek: null,
      channel: "phone",
    });
  });

  type Row = Awaited<ReturnType<typeof everyOrder>>[number];
  const FILTERS: [string, (row: Row) => boolean][] = [
    ["paymentStatus=pending", (row) => row.paymentStatus === "pending"],
    ["fulfilmentStatus=new", (row) => row.fulfilmentStatus === "new"],
    ["deliveryType=pickUp", (row) => row.deliveryType === "pickUp"],
    ["deliveryType=assembly", (row) => row.deliveryType === "assembly"],
    [`deliveryDay=${day(1)}`, (row) => row.deliveryDay === day(1)],
    [`deliveryWeek=${days.tomorrowsWeek}`, (row) => row.deliveryWeek === days.tomorrowsWeek],
    ["paymentMethod=ideal", (row) => row.paymentMethod === "ideal"],
    ["channel=phone", (row) => row.channel === "phone"],
    ["channel=web", (row) => row.channel === "web"],
    [`placedFrom=${day(-5)}`, (row) => row.createdAt >= new Date(`${day(-5)}T00:00:00+01:00`) || row.createdAt >= noonAmsterdam(-5)],
    [`placedTo=${day(-15)}`, (row) => row.createdAt <= noonAmsterdam(-15)],
    [`placedFrom=${day(-20)}&placedTo=${day(-4)}`, (row) => row.createdAt >= noonAmsterdam(-20) && row.createdAt <= noonAmsterdam(-4)],
    ["fulfilmentStatus=new&deliveryType=pickUp&paymentStatus=paid", (row) => row.fulfilmentStatus === "new" && row.deliveryType === "pickUp" && row.paymentStatus === "paid"],
  ];
  for (const [filter, rule] of FILTERS) {
    it(`rule: the filter ${filter} finds the orders it names, and only those`, async () => {
      const expected = (await everyOrder()).filter(rule).map((row) => row.orderRef).sort();
      expect(expected.length).toBeGreaterThan(0);
      const answer = await asStaff(`/api/orders/?pageSize=100&${filter}`);
      expect(answer.status, answer.text).toBe(200);
      expect(refsOf(answer)).toEqual(expected);
      expect(answer.json.data.total).toBe(expected.length);
    });
  }

  it("rule: placedFrom and placedTo are whole days in Amsterdam: an order at 00:30 Amsterdam time (23:30 UTC the day before) belongs to its Amsterdam day", async () => {
    await db().update(orders).set({ createdAt: new Date(`${day(-50)}T23:30:00Z`) }).where(eq(orders.orderRef, "90000011"));
    const nextDay = day(-49);
    expect(refsOf(await asStaff(`/api/orders/?placedFrom=${nextDay}&placedTo=${nextDay}`))).toEqual(["90000011"]);
    expect(refsOf(await asStaff(`/api/orders/?placedFrom=${day(-50)}&placedTo=${day(-50)}`))).toEqual([]);
    await db().update(orders).set({ createdAt: FIXTURES[10]!.placedAt }).where(eq(orders.orderRef, "90000011"));
  });

  const SEARCHES: [string, string[]][] = [
    ["90000007", ["90000007"]],
    ["bakker", ["90000001"]],
    ["Anna Bakker", ["90000001"]],
    ["bram@visser.example", ["90000002"]],
    ["visser.exam", ["90000002"]],
    ["2311 GJ", ["90000001"]],
    ["2311gj", ["90000001"]],
    ["06-1111 2222", ["90000001"]],
    ["0633334444", ["90000002"]],
    ["+31 6 3333 4444", ["90000002"]],
    ["mulder keukens", ["90000004"]],
    ["100%_", ["90000012"]],
    ["niemand", []],
  ];
  for (const [q, expected] of SEARCHES) {
    it(`rule: the search "${q}" finds ${expected.join(", ") || "nothing"} (order number, name, e-mail, postal code, phone)`, async () => {
      const answer = await asStaff(`/api/orders/?q=${encodeURIComponent(q)}`);
      expect(answer.status, answer.text).toBe(200);
      expect(refsOf(answer).filter((ref) => ref.startsWith("9000"))).toEqual(expected);
    });
  }

  it("rule: the search combines with the filters", async () => {
    // Anna and Cor: new pick-ups with an example.nl address; Kees's address is another, Lot's order is completed.
    expect(refsOf(await asStaff("/api/orders/?q=example.nl&fulfilmentStatus=new&deliveryType=pickUp"))).toEqual(["90000001", "90000003"]);
  });

  it("rule: each work list holds the orders of its rule (domain/orders/order-work.ts) and its count is the work answer's", async () => {
    const rows = await everyOrder();
    const counts = await call(work, "/api/orders/work/", {}, { headers: { cookie: staffCookie } });
    expect(counts.status).toBe(200);
    for (const kind of ORDER_WORK) {
      const expected = rows.filter((row) => isOrderWork(kind, row, days)).map((row) => row.orderRef).sort();
      const answer = await asStaff(`/api/orders/?pageSize=100&work=${kind}`);
      expect(refsOf(answer), kind).toEqual(expected);
      expect(counts.json.data[kind], kind).toBe(expected.length);
    }
    const fixturesOf = (kind: OrderWork) => rows.filter((row) => row.orderRef.startsWith("9000") && isOrderWork(kind, row, days)).map((row) => row.orderRef).sort();
    // Picked up today or earlier (Kees's day unrecorded: due), not Cor's (the day after tomorrow), not the completed one.
    expect(fixturesOf("pickUpToday")).toEqual(["90000001", "90000002", "90000011"]);
    // Dirk's day is tomorrow, Eva's week holds tomorrow; Fleur's van is already out.
    expect(fixturesOf("deliverTomorrow")).toEqual(["90000004", "90000005"]);
    expect(fixturesOf("awaitingPayment")).toEqual(["90000002", "90000005", "90000007", "90000011"]);
    expect(fixturesOf("withdrawals")).toEqual(["90000009"]);
  });

  it("rule: paging splits the sorted list without gaps or repeats, and total counts every match", async () => {
    const all = await asStaff("/api/orders/?pageSize=100&sort=grandTotal&order=asc");
    const totals = all.json.data.items.map((item: { grandTotal: number }) => item.grandTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const pages = [];
    for (let page = 1; page <= 5; page += 1) {
      const answer = await asStaff(`/api/orders/?pageSize=3&page=${page}&sort=grandTotal&order=asc`);
      expect(answer.json.data.total).toBe(FIXTURES.length + 1);
      pages.push(...answer.json.data.items.map((item: { orderRef: string }) => item.orderRef));
    }
    expect(pages).toEqual(all.json.data.items.map((item: { orderRef: string }) => item.orderRef));
  });

  it("rule: the list sorts by order number, delivery day (orders without one last) and customer name", async () => {
    const byRef = await asStaff("/api/orders/?pageSize=100&sort=orderRef&order=desc");
    const refs = byRef.json.data.items.map((item: { orderRef: string }) => item.orderRef);
    expect(refs).toEqual([...refs].sort().reverse());
    const byDay = (await asStaff("/api/orders/?pageSize=100&sort=deliveryDay")).json.data.items.map((item: { deliveryDay: string | null }) => item.deliveryDay);
    const withDay = byDay.filter((value: string | null) => value !== null);
    expect(byDay.slice(0, withDay.length)).toEqual([...withDay].sort());
    const names = (await asStaff("/api/orders/?pageSize=100&sort=customerName&q=example")).json.data.items.map((item: { customerName: string }) => item.customerName);
    expect(names[0]).toBe("Anna Bakker");
    expect(names.at(-1)).toBe("Sanne de Vries");
  });

  const INVALID: [string, string][] = [
    ["fulfilmentStatus=shipped", "fulfilmentStatus"],
    ["paymentStatus=PAID", "paymentStatus"],
    ["deliveryType=drone", "deliveryType"],
    ["deliveryDay=2026-02-31", "deliveryDay"],
    ["deliveryWeek=2025-W53", "deliveryWeek"],
    ["paymentMethod=cash", "paymentMethod"],
    ["placedFrom=gisteren", "placedFrom"],
    [`placedFrom=${day(0)}&placedTo=${day(-1)}`, "placedTo"],
    ["channel=fax", "channel"],
    ["work=everything", "work"],
    ["pageSize=101", "pageSize"],
    ["page=0", "page"],
    ["sort=price", "sort"],
    ["order=up", "order"],
    [`q=${"x".repeat(101)}`, "q"],
  ];
  for (const [query, field] of INVALID) {
    it(`rule: an invalid filter answers 422 naming it: ${query.slice(0, 40)}`, async () => {
      const answer = await asStaff(`/api/orders/?${query}`);
      expect(answer.status).toBe(422);
      expect(answer.json.data.map((error: { field: string }) => error.field)).toContain(field);
    });
  }

  it("staff read any order with its back-office part: every field, payments, mails, history with names, notes and the changes their role may make", async () => {
    const note = await call(postNote, `/api/orders/${placed.orderRef}/notes/`, {}, { method: "POST", headers: { "content-type": "application/json", authorization: bearer }, body: JSON.stringify({ text: "  Klant belt terug over de bezorging.  " }) });
    expect(note.status).toBe(201);
    expect(note.json.data).toMatchObject({ staffName: "Bea Balie", text: "Klant belt terug over de bezorging." });
    const [member] = await db().select({ staffMemberId: staffApiTokens.staffMemberId }).from(staffApiTokens);
    await db().insert(orderStatusChanges).values({ orderRef: placed.orderRef, at: new Date(), kind: "fulfilment", fromStatus: "new", toStatus: "processing", actor: "staff", staffMemberId: member!.staffMemberId, note: "Ingepakt" });
    await db().update(orders).set({ fulfilmentStatus: "processing" }).where(eq(orders.orderRef, placed.orderRef));

    const answer = await call(getOrder, `/api/orders/${placed.orderRef}/`, {}, { headers: { cookie: staffCookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const backOffice = answer.json.data.backOffice;
    expect(backOffice).toMatchObject({
      channel: "web",
      fulfilmentStatus: "processing",
      paymentStatus: "pending",
      customer: { firstName: "Sanne", lastName: "de Vries", shippingPostalCode: "2311 GJ", paymentMethod: "banktransfer" },
      refunds: [],
      refundable: 0,
      mails: [{ kind: "orderReceived" }],
      history: [{ kind: "fulfilment", fromStatus: "new", toStatus: "processing", actor: "staff", staffName: "Bea Balie", note: "Ingepakt" }],
      notes: [{ staffName: "Bea Balie", text: "Klant belt terug over de bezorging." }],
      pickUpCode: null,
      deliveryWindow: null,
      invoice: null,
    });
    expect(backOffice.lines).toEqual(answer.json.data.items);
    expect(backOffice.payments).toEqual([expect.objectContaining({ provider: "test", method: "banktransfer", status: "open", amount: answer.json.data.totals.grandTotal })]);
    // A bank transfer waits for the money: staff may record it, and the order may go on or be cancelled.
    expect(backOffice.allowedPayment).toEqual(["paid"]);
    expect(backOffice.allowedFulfilment).toEqual(["outForDelivery", "cancelled", "withdrawn"].filter((status) => backOffice.allowedFulfilment.includes(status)));
    expect(backOffice.allowedFulfilment).toContain("cancelled");
    expect(backOffice.allowedFulfilment).not.toContain("completed");
  });

  it("staff read an order that is not theirs (a fixture) and hear 404 for a number that is no order", async () => {
    const fixture = await call(getOrder, "/api/orders/90000009/", {}, { headers: { authorization: bearer } });
    expect(fixture.status).toBe(200);
    expect(fixture.json.data.backOffice).toMatchObject({ fulfilmentStatus: "withdrawn", paymentStatus: "paid", refundable: 555, allowedFulfilment: ["returned"] });
    const admin = await call(getOrder, "/api/orders/90000009/", {}, { headers: { cookie: adminCookie } });
    expect(admin.json.data.backOffice.allowedFulfilment).toEqual(["returned"]);
    expect((await call(getOrder, "/api/orders/99999999/", {}, { headers: { authorization: bearer } })).status).toBe(404);
  });

  it("a guest never gets the back-office part: their own order is the customer's answer, someone else's is 404 as before", async () => {
    const own = await readOrder(placed.session, placed.orderRef);
    expect(own.status).toBe(200);
    expect(own.json.data.orderRef).toBe(placed.orderRef);
    expect(own.json.data).not.toHaveProperty("backOffice");
    const stranger = await readOrder(await newSession(), placed.orderRef);
    expect(stranger.status).toBe(404);
    expect(stranger.text).not.toContain("backOffice");
    expect((await readOrder(placed.session, "90000001")).status).toBe(404);
  });

  it("rule: a note needs text of 1 to 2000 characters (422 otherwise) and an order that exists (404)", async () => {
    const send = (orderRef: string, body: unknown) =>
      call(postNote, `/api/orders/${orderRef}/notes/`, {}, { method: "POST", headers: { "content-type": "application/json", authorization: bearer }, body: JSON.stringify(body) });
    const empty = await send("90000001", { text: "   " });
    expect(empty.status).toBe(422);
    expect(empty.json.data[0].field).toBe("text");
    expect((await send("90000001", {})).status).toBe(422);
    expect((await send("90000001", { text: "x".repeat(2001) })).status).toBe(422);
    expect((await send("90000001", { text: "x".repeat(2000) })).status).toBe(201);
    expect((await send("99999999", { text: "Bestaat niet" })).status).toBe(404);
    const read = await call(getOrder, "/api/orders/90000001/", {}, { headers: { authorization: bearer } });
    expect(read.json.data.backOffice.notes).toEqual([expect.objectContaining({ text: "x".repeat(2000), staffName: "Bea Balie" })]);
  });
});
