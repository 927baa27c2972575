/**
 * Admins plan deliveries (issue 20, point 7; decisions §12): special dates and
 * delivery rules are written through POST, PUT and DELETE, only by an admin
 * (a guest 401, other staff 403); bad input is a 422 that changes nothing, a
 * duplicate a 409. The checkout follows at once: the next request computes its
 * delivery days from the new data, and every instance hears of the change
 * (PostgreSQL NOTIFY, as for the catalogue).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { deliveryRules, specialDates } from "@/server/db/schema";

import { type Answer, apiRoute, call, createSeededDatabase } from "../support/api";
import { filledCart } from "../support/checkout";
import { buyableProducts, newSession, readCart } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";
import { signedInStaffCookie } from "../support/staff-cookie";

const specialDatesRoute = apiRoute("/api/special-dates/");
const specialDateRoute = apiRoute("/api/special-dates/{specialDateId}/");
const deliveryRulesRoute = apiRoute("/api/delivery-rules/");
const deliveryRuleRoute = apiRoute("/api/delivery-rules/{deliveryRuleId}/");

type Method = "POST" | "PUT" | "DELETE";

/** Waits until `check` holds (a notification arrives after the commit, asynchronously). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

describe(`admins plan deliveries, and the checkout follows at once, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let adminCookie: string;
  let staffCookie: string;
  let productId: number;
  const changes: string[] = [];
  let stopListening: () => Promise<void> = async () => undefined;

  const staffSession = (role: "staff" | "admin", emailAddress: string) => signedInStaffCookie(database.db, role, emailAddress);

  function send(route: ReturnType<typeof apiRoute>, method: Method, path: string, cookie: string | null, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cookie) headers.cookie = cookie;
    return call(route[method], path, {}, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  const tables = async () => ({
    specialDates: await database.db.select().from(specialDates).orderBy(specialDates.specialDateId),
    deliveryRules: await database.db.select().from(deliveryRules).orderBy(deliveryRules.deliveryRuleId),
  });

  beforeAll(async () => {
    database = await createSeededDatabase(80);
    adminCookie = await staffSession("admin", "beheer@stekker.test");
    staffCookie = await staffSession("staff", "winkel@stekker.test");
    productId = (await buyableProducts(database.db, 1))[0]!.productId;
    stopListening = (await listenForCatalogueChanges(database, (table) => changes.push(table))).stop;
  });
  afterAll(async () => {
    await stopListening();
    await database?.destroy();
  });

  it("only an admin may write: a guest gets 401 and other staff 403 on every write, and nothing changes", async () => {
    const [existingDate] = await database.db.insert(specialDates).values({ date: "2027-03-03", country: "NL", name: "Inventarisatie" }).returning();
    const [existingRule] = await database.db.insert(deliveryRules).values({ country: "NL", postalCodeFrom: 1000, postalCodeTo: 1099, weekdays: [1], description: "Amsterdam" }).returning();
    const before = await tables();
    const dateBody = { date: "2027-03-04", country: "NL", name: "Verhuizing" };
    const ruleBody = { country: "NL", postalCodeFrom: 3000, postalCodeTo: 3099, weekdays: [2], description: "Rotterdam" };
    const writes: [ReturnType<typeof apiRoute>, Method, string, unknown][] = [
      [specialDatesRoute, "POST", "/api/special-dates/", dateBody],
      [specialDateRoute, "PUT", `/api/special-dates/${existingDate!.specialDateId}/`, dateBody],
      [specialDateRoute, "DELETE", `/api/special-dates/${existingDate!.specialDateId}/`, undefined],
      [deliveryRulesRoute, "POST", "/api/delivery-rules/", ruleBody],
      [deliveryRuleRoute, "PUT", `/api/delivery-rules/${existingRule!.deliveryRuleId}/`, ruleBody],
      [deliveryRuleRoute, "DELETE", `/api/delivery-rules/${existingRule!.deliveryRuleId}/`, undefined],
    ];
    for (const [route, method, path, body] of writes) {
      const guest = await send(route, method, path, null, body);
      expect(guest.status, `${method} ${path} as a guest`).toBe(401);
      expect(guest.json).toMatchObject({ failed: true });
      const staff = await send(route, method, path, staffCookie, body);
      expect(staff.status, `${method} ${path} as staff`).toBe(403);
      expect(staff.json).toMatchObject({ failed: true });
    }
    expect(await tables()).toEqual(before);
  });

  it("an admin adds (201), changes (200) and removes (204) a special date; the GETs show it", async () => {
    const added = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: "2027-05-06", country: null, name: "Bedrijfsuitje" });
    expect(added.status).toBe(201);
    expect(added.headers.get("cache-control")).toMatch(/no-store/);
    expect(added.json.data).toEqual({ specialDateId: expect.any(Number), date: "2027-05-06", country: null, name: "Bedrijfsuitje" });
    const id = added.json.data.specialDateId;

    const changed = await send(specialDateRoute, "PUT", `/api/special-dates/${id}/`, adminCookie, { date: "2027-05-07", country: "BE", name: "Bedrijfsuitje België" });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual({ specialDateId: id, date: "2027-05-07", country: "BE", name: "Bedrijfsuitje België" });
    const read = await call(specialDateRoute.GET, `/api/special-dates/${id}/`);
    expect(read.json.data).toEqual(changed.json.data);

    const removed = await send(specialDateRoute, "DELETE", `/api/special-dates/${id}/`, adminCookie);
    expect(removed.status).toBe(204);
    expect((await call(specialDateRoute.GET, `/api/special-dates/${id}/`)).status).toBe(404);
    expect((await send(specialDateRoute, "DELETE", `/api/special-dates/${id}/`, adminCookie)).status).toBe(404);
    expect((await send(specialDateRoute, "PUT", `/api/special-dates/${id}/`, adminCookie, { date: "2027-05-07", name: "x" })).status).toBe(404);
  });

  it("an admin adds (201), changes (200) and removes (204) a delivery rule; weekdays are kept in week order", async () => {
    const added = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "BE", postalCodeFrom: 8400, postalCodeTo: 8499, weekdays: [5, 2], description: "Kust" });
    expect(added.status).toBe(201);
    expect(added.json.data).toEqual({ deliveryRuleId: expect.any(Number), country: "BE", postalCodeFrom: 8400, postalCodeTo: 8499, weekdays: [2, 5], description: "Kust" });
    const id = added.json.data.deliveryRuleId;

    const changed = await send(deliveryRuleRoute, "PUT", `/api/delivery-rules/${id}/`, adminCookie, { country: "BE", postalCodeFrom: 8400, postalCodeTo: 8450, weekdays: [3], description: "Kust west" });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual({ deliveryRuleId: id, country: "BE", postalCodeFrom: 8400, postalCodeTo: 8450, weekdays: [3], description: "Kust west" });
    expect((await call(deliveryRuleRoute.GET, `/api/delivery-rules/${id}/`)).json.data).toEqual(changed.json.data);

    expect((await send(deliveryRuleRoute, "DELETE", `/api/delivery-rules/${id}/`, adminCookie)).status).toBe(204);
    expect((await call(deliveryRuleRoute.GET, `/api/delivery-rules/${id}/`)).status).toBe(404);
    expect((await send(deliveryRuleRoute, "PUT", `/api/delivery-rules/${id}/`, adminCookie, { country: "BE", weekdays: [1], description: "x" })).status).toBe(404);
  });

  it("bad input is a 422 naming the field, and nothing changes", async () => {
    const before = await tables();
    const badDates: [unknown, string][] = [
      [{ date: "2027-02-30", name: "Geen dag" }, "date"],
      [{ date: "30-12-2027", name: "Verkeerd om" }, "date"],
      [{ name: "Geen datum" }, "date"],
      [{ date: "2027-06-01", country: "DE", name: "Duitsland" }, "country"],
      [{ date: "2027-06-01", name: "  " }, "name"],
      [{ date: "2027-06-01" }, "name"],
    ];
    for (const [body, field] of badDates) {
      const answer = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.data.map((problem: { field: string }) => problem.field)).toContain(field);
    }
    const badRules: [unknown, string][] = [
      [{ country: "NL", postalCodeFrom: 2400, postalCodeTo: 2300, weekdays: [1], description: "Omgekeerd" }, "postalCodeTo"],
      [{ country: "NL", postalCodeFrom: 2300, weekdays: [1], description: "Half" }, "postalCodeTo"],
      [{ country: "NL", postalCodeFrom: 999, postalCodeTo: 1200, weekdays: [1], description: "Drie cijfers" }, "postalCodeFrom"],
      [{ country: "NL", postalCodeFrom: 2300, postalCodeTo: 12345, weekdays: [1], description: "Vijf cijfers" }, "postalCodeTo"],
      [{ country: "NL", weekdays: [], description: "Geen dagen" }, "weekdays"],
      [{ country: "NL", weekdays: [0], description: "Dag nul" }, "weekdays.0"],
      [{ country: "NL", weekdays: [8], description: "Dag acht" }, "weekdays.0"],
      [{ country: "NL", weekdays: [2, 2], description: "Dubbel" }, "weekdays"],
      [{ country: null, weekdays: [1], description: "Geen land" }, "country"],
      [{ country: "NL", weekdays: [1], description: "" }, "description"],
    ];
    for (const [body, field] of badRules) {
      const answer = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.data.map((problem: { field: string }) => problem.field)).toContain(field);
    }
    expect(await tables()).toEqual(before);
  });

  it("a duplicate is a 409 and changes nothing: the same day and country, the same country and range", async () => {
    const first = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: "2027-08-02", country: "NL", name: "Zomerstop" });
    expect(first.status).toBe(201);
    const other = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: "2027-08-03", country: "NL", name: "Zomerstop 2" });
    const rule = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "NL", postalCodeFrom: 5000, postalCodeTo: 5099, weekdays: [1, 3], description: "Tilburg" });
    expect(rule.status).toBe(201);
    const wholeCountry = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "NL", weekdays: [1, 2, 3, 4, 5], description: "Nederland" });
    expect(wholeCountry.status).toBe(201);
    const before = await tables();

    expect((await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: "2027-08-02", country: "NL", name: "Nog eens" })).status).toBe(409);
    expect((await send(specialDateRoute, "PUT", `/api/special-dates/${other.json.data.specialDateId}/`, adminCookie, { date: "2027-08-02", country: "NL", name: "Erop" })).status).toBe(409);
    const duplicateRule = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "NL", postalCodeFrom: 5000, postalCodeTo: 5099, weekdays: [2], description: "Tilburg opnieuw" });
    expect(duplicateRule.status).toBe(409);
    expect(duplicateRule.json).toMatchObject({ failed: true, data: [{ field: "postalCodeFrom" }] });
    expect((await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "NL", weekdays: [1], description: "Nederland opnieuw" })).status).toBe(409);
    expect(await tables()).toEqual(before);

    // Leave the calendar as it was for the checkout tests below.
    await database.db.delete(deliveryRules);
  });

  it("after an admin closes the first delivery day, the checkout skips it at once; opened again, it is offered again", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [productId]: { qty: 1 } });
    const days = (await readCart(session, cart.cartId)).json.data.deliveryOptions.days.map((day: { date: string }) => day.date);
    const first = days[0] as string;

    const closed = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: first, country: "NL", name: "Storing bij de vervoerder" });
    expect(closed.status).toBe(201);
    const after = (await readCart(session, cart.cartId)).json.data.deliveryOptions.days.map((day: { date: string }) => day.date);
    expect(after).not.toContain(first);
    expect(after[0]).toBe(days[1]);

    expect((await send(specialDateRoute, "DELETE", `/api/special-dates/${closed.json.data.specialDateId}/`, adminCookie)).status).toBe(204);
    expect((await readCart(session, cart.cartId)).json.data.deliveryOptions.days[0].date).toBe(first);
  });

  it("after a delivery rule for the customer's postal code changes, the checkout's days follow at once", async () => {
    const session = await newSession();
    // Leiden, 2311 GJ (the checkout helper's Dutch customer).
    const cart = await filledCart(session, { [productId]: { qty: 1 } });
    const offered = async () => ((await readCart(session, cart.cartId)).json.data.deliveryOptions.days as { date: string }[]).map((day) => weekdayOf(day.date));
    expect(new Set(await offered()).size).toBeGreaterThan(2);

    const rule = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "NL", postalCodeFrom: 2300, postalCodeTo: 2399, weekdays: [3], description: "Leiden: woensdag" });
    expect(rule.status).toBe(201);
    expect(new Set(await offered())).toEqual(new Set([3]));

    const id = rule.json.data.deliveryRuleId;
    expect((await send(deliveryRuleRoute, "PUT", `/api/delivery-rules/${id}/`, adminCookie, { country: "NL", postalCodeFrom: 2300, postalCodeTo: 2399, weekdays: [5], description: "Leiden: vrijdag" })).status).toBe(200);
    expect(new Set(await offered())).toEqual(new Set([5]));

    expect((await send(deliveryRuleRoute, "DELETE", `/api/delivery-rules/${id}/`, adminCookie)).status).toBe(204);
    expect(new Set(await offered()).size).toBeGreaterThan(2);
  });

  it("the promise beside the price follows at once: 'morgen in huis' is not promised for a day an admin just closed", async () => {
    // Tuesday 1 December 2026, 10:00 in Amsterdam: an appliance in stock is promised for tomorrow.
    const tuesday = new Date("2026-12-01T09:00:00Z");
    expect((await loadTimeSensitive(database.db, productId, tuesday))?.delivery).toMatchObject({ kind: "tomorrow", date: "2026-12-02" });
    const closed = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: "2026-12-02", name: "Sinterklaasvoorbereiding" });
    expect(closed.status).toBe(201);
    expect((await loadTimeSensitive(database.db, productId, tuesday))?.delivery).toMatchObject({ kind: "date", date: "2026-12-03" });
  });

  it("every instance hears of the change: the database sends the catalogue's change notice for special dates and delivery rules", async () => {
    changes.length = 0;
    const added = await send(specialDatesRoute, "POST", "/api/special-dates/", adminCookie, { date: "2027-09-09", name: "Notice" });
    expect(added.status).toBe(201);
    await eventually(() => changes.includes("special_dates"));
    const rule = await send(deliveryRulesRoute, "POST", "/api/delivery-rules/", adminCookie, { country: "BE", postalCodeFrom: 9000, postalCodeTo: 9099, weekdays: [4], description: "Gent" });
    expect(rule.status).toBe(201);
    await eventually(() => changes.includes("delivery_rules"));
  });
});
