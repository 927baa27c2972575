/**
 * The delivery calendar's reference data: the holidays and delivery rules that
 * ensureSpecialDates puts in at every start, and the read routes over them.
 * Each answers `{ data }`, 404 for an unknown id and 400 for a malformed one or
 * a bad query, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deliveryCalendar } from "@/domain/delivery/delivery-calendar";
import { clearPerDatabaseCache } from "@/server/cache/per-database-cache";
import { setDatabaseHandle } from "@/server/db/client";
import { specialDates as specialDatesTable } from "@/server/db/schema";
import { loadDeliveryData } from "@/server/delivery/load-delivery-data";
import { ensureSpecialDates, INITIAL_DELIVERY_RULES } from "@/server/delivery/ensure-special-dates";

import { call, apiRoute } from "../support/api";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const { GET: deliveryRuleById } = apiRoute("/api/delivery-rules/{deliveryRuleId}/");
const { GET: deliveryRules } = apiRoute("/api/delivery-rules/");
const { GET: specialDateById } = apiRoute("/api/special-dates/{specialDateId}/");
const { GET: specialDates } = apiRoute("/api/special-dates/");

const MALFORMED_IDS = ["abc", "0", "-3", "1.5", "1e3", "0x10", " 1", "99999999999", "%00"];

interface SpecialDateJson {
  specialDateId: number;
  date: string;
  country: "NL" | "BE" | null;
  name: string;
}

describe(`delivery data routes on ${testDriver()}`, () => {
  let database: TestDatabase;
  const now = new Date();
  const nextYear = now.getUTCFullYear() + 1;
  const koningsdag = (year: number) => {
    const april27 = new Date(Date.UTC(year, 3, 27));
    return april27.getUTCDay() === 0 ? `${year}-04-26` : `${year}-04-27`;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabaseHandle(database);
    await ensureSpecialDates(database.db, now);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("ensureSpecialDates puts in three years of holidays and the rules once; a second run adds nothing", async () => {
    const before = await database.db.select().from(specialDatesTable);
    // Each year has 9 or 10 Dutch (Bevrijdingsdag in lustrum years) and 10 Belgian holidays.
    expect(before.length).toBeGreaterThanOrEqual(3 * 19);
    expect(await ensureSpecialDates(database.db, now)).toEqual({ specialDatesAdded: 0, deliveryRulesAdded: 0 });
    expect(await database.db.select().from(specialDatesTable)).toHaveLength(before.length);
    const rules = await call(deliveryRules, "/api/delivery-rules/");
    expect(rules.json.data).toHaveLength(INITIAL_DELIVERY_RULES.length);
  });

  it("/api/special-dates/ lists Koningsdag and Christmas of next year for NL, and 21 July for BE", async () => {
    const answer = await call(specialDates, "/api/special-dates/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    const list = answer.json.data as SpecialDateJson[];
    expect(list).toContainEqual({ specialDateId: expect.any(Number), date: koningsdag(nextYear), country: "NL", name: "Koningsdag" });
    expect(list).toContainEqual({ specialDateId: expect.any(Number), date: `${nextYear}-12-25`, country: "NL", name: "Eerste Kerstdag" });
    expect(list).toContainEqual({ specialDateId: expect.any(Number), date: `${nextYear}-07-21`, country: "BE", name: "Nationale feestdag" });
    expect(list.map((entry) => entry.date)).toEqual(list.map((entry) => entry.date).sort());
  });

  it("?country= lists that country's dates and those of both; from and to are inclusive", async () => {
    await database.db.insert(specialDatesTable).values({ date: `${nextYear}-06-30`, country: null, name: "Inventarisatie" }).onConflictDoNothing();
    const netherlands = (await call(specialDates, `/api/special-dates/?country=NL&from=${nextYear}-04-26&to=${nextYear}-12-25`)).json.data as SpecialDateJson[];
    expect(netherlands.every((entry) => entry.country !== "BE")).toBe(true);
    expect(netherlands.map((entry) => entry.date)).toContain(koningsdag(nextYear));
    expect(netherlands.map((entry) => entry.date)).toContain(`${nextYear}-12-25`);
    expect(netherlands.map((entry) => entry.name)).toContain("Inventarisatie");
    expect(netherlands.every((entry) => entry.date >= `${nextYear}-04-26` && entry.date <= `${nextYear}-12-25`)).toBe(true);

    const belgium = (await call(specialDates, `/api/special-dates/?country=BE&from=${nextYear}-07-01&to=${nextYear}-07-31`)).json.data as SpecialDateJson[];
    expect(belgium.map(({ date, country, name }) => ({ date, country, name }))).toEqual([{ date: `${nextYear}-07-21`, country: "BE", name: "Nationale feestdag" }]);
  });

  it("bad query input is a 400 naming the field, never a 500", async () => {
    for (const [query, field] of [
      ["country=DE", "country"],
      ["country=NL&country=BE", "country"],
      ["from=2027-02-30", "from"],
      ["to=morgen", "to"],
      [`from=${nextYear}-05-01&to=${nextYear}-04-01`, "to"],
    ] as const) {
      const answer = await call(specialDates, `/api/special-dates/?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.failed, query).toBe(true);
      expect(answer.json.data.map((error: { field: string }) => error.field), query).toContain(field);
    }
  });

  it("/api/special-dates/{specialDateId}/ answers one date, 404 when unknown, 400 when malformed", async () => {
    const [first] = (await call(specialDates, "/api/special-dates/")).json.data as SpecialDateJson[];
    const answer = await call(specialDateById, `/api/special-dates/${first!.specialDateId}/`, { specialDateId: String(first!.specialDateId) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    expect(answer.json).toEqual({ data: first });
    const unknown = await call(specialDateById, "/api/special-dates/999999/", { specialDateId: "999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.failed).toBe(true);
    for (const id of MALFORMED_IDS) {
      const malformed = await call(specialDateById, `/api/special-dates/${encodeURIComponent(id)}/`, { specialDateId: id });
      expect(malformed.status, id).toBe(400);
    }
  });

  it("/api/delivery-rules/ lists the Wadden islands' Tuesday and Thursday and Belgium's Monday to Friday", async () => {
    const answer = await call(deliveryRules, "/api/delivery-rules/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    const list = answer.json.data as { deliveryRuleId: number; country: string; postalCodeFrom: number | null; postalCodeTo: number | null; weekdays: number[] }[];
    expect(list).toContainEqual(expect.objectContaining({ country: "NL", postalCodeFrom: 1791, postalCodeTo: 1797, weekdays: [2, 4] }));
    expect(list).toContainEqual(expect.objectContaining({ country: "NL", postalCodeFrom: 9166, postalCodeTo: 9166, weekdays: [2, 4] }));
    expect(list).toContainEqual(expect.objectContaining({ country: "BE", postalCodeFrom: null, postalCodeTo: null, weekdays: [1, 2, 3, 4, 5] }));
    // The Netherlands needs no country rule: Monday to Saturday is the default.
    expect(list.some((rule) => rule.country === "NL" && rule.postalCodeFrom === null)).toBe(false);

    const one = list[0]!;
    const byId = await call(deliveryRuleById, `/api/delivery-rules/${one.deliveryRuleId}/`, { deliveryRuleId: String(one.deliveryRuleId) });
    expect(byId.json).toEqual({ data: one });
    expect((await call(deliveryRuleById, "/api/delivery-rules/999999/", { deliveryRuleId: "999999" })).status).toBe(404);
    for (const id of MALFORMED_IDS) {
      expect((await call(deliveryRuleById, `/api/delivery-rules/${encodeURIComponent(id)}/`, { deliveryRuleId: id })).status, id).toBe(400);
    }
  });

  it("the loaded delivery data closes Christmas in the calendar and keeps Texel to Tuesday and Thursday", async () => {
    clearPerDatabaseCache(database.db);
    const ordered = new Date(`${nextYear}-12-24T20:00:00Z`);
    const data = await loadDeliveryData(database.db, ordered);
    expect(data.specialDates.every((entry) => entry.date >= `${nextYear}-12-24`)).toBe(true);
    const lines = [{ inStock: true, stockEstimatedDate: null }];
    const mainland = deliveryCalendar({ now: ordered, lines, ...data, country: "NL", postalCode: "2382 AS" });
    expect(mainland.days.map((day) => day.date)).not.toContain(`${nextYear}-12-25`);
    expect(mainland.days.map((day) => day.date)).not.toContain(`${nextYear}-12-26`);
    const texel = deliveryCalendar({ now: ordered, lines, ...data, country: "NL", postalCode: "1791 AB" });
    expect(texel.days.length).toBeGreaterThan(0);
    expect(texel.days.every((day) => /^(dinsdag|donderdag) /.test(day.label))).toBe(true);
  });
});
