/**
 * Kitchens and the showroom (issue 22): the seeded kitchens through the API
 * (lists, one, 404s, bad ids), the drawings, the sitemap, and the showroom
 * visit request: 201 with its mail, a 422 per field, a closed day, unknown
 * kitchens, and the rate limit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { kitchenDetailAnswerSchema, kitchenListAnswerSchema, showroomKitchenAnswerSchema, showroomKitchenListAnswerSchema } from "@/schemas/answers/kitchen";
import { kitchens, showroomVisitRequests, specialDates } from "@/server/db/schema";
import { deliveryDataChanged } from "@/server/delivery/delivery-data-changed";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { searchKitchens } from "@/server/kitchens/search-kitchens";
import { loadPagePaths } from "@/server/seo/sitemap-entries";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import { captureMail } from "../support/checkout";
import { testDriver, type TestDatabase } from "../support/test-database";

const { GET: list } = apiRoute("/api/kitchens/");
const { GET: one } = apiRoute("/api/kitchens/{kitchenId}/");
const { GET: showroomList } = apiRoute("/api/showroom-kitchens/");
const { GET: showroomOne } = apiRoute("/api/showroom-kitchens/{showroomKitchenId}/");
const { POST: visit } = apiRoute("/api/showroom-visits/");
const { GET: drawing } = apiRoute("/afbeeldingen/keukens/{kitchenId}/{image}");
const { GET: suggestions } = apiRoute("/api/suggestions/");

let visitor = 0;
const fromNewVisitor = () => `203.0.113.${++visitor}`;

function ask(body: unknown, clientAddress = fromNewVisitor()) {
  return call(visit, "/api/showroom-visits/", {}, { method: "POST", headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: clientAddress }, body: JSON.stringify(body) });
}

describe(`kitchens and the showroom on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;
  /** A day ahead on which the showroom is open (no special date). */
  let openDay: string;

  beforeAll(async () => {
    database = await createSeededDatabase(400);
    mail = captureMail();
    setRateLimitStore(createMemoryRateLimitStore());
    const closed = new Set((await database.db.select({ date: specialDates.date }).from(specialDates)).map((row) => row.date));
    const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
    let day = today + 3;
    while (closed.has(isoDay(day))) day += 1;
    openDay = isoDay(day);
  });
  afterAll(async () => {
    mail?.restore();
    setRateLimitStore(null);
    await database?.destroy();
  });

  const validVisit = () => ({ name: "Sanne de Vries", emailAddress: "Sanne@Example.nl", phoneNumber: "06 12345678", preferredDay: openDay, partOfDay: "middag", kitchenIds: [5001, 5002], message: "Graag ook advies over een kookeiland." });

  it("lists the seeded kitchens, cheapest first, shared publicly, money in euros", async () => {
    const answer = await call(list, "/api/kitchens/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
    const data = kitchenListAnswerSchema.parse(answer.json.data);
    expect(data.total).toBeGreaterThanOrEqual(12);
    const prices = data.items.map((item) => item.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.items.filter((item) => item.showroomKitchenId !== null)).toHaveLength(4);
    expect(answer.text).not.toMatch(/Cents"/);
  });

  it("filters by style and layout as the overview's links do; an unknown value filters nothing", async () => {
    const modern = kitchenListAnswerSchema.parse((await call(list, "/api/kitchens/?stijl=modern")).json.data);
    expect(modern.items.length).toBeGreaterThan(0);
    expect(modern.items.every((item) => item.style === "modern")).toBe(true);
    const island = kitchenListAnswerSchema.parse((await call(list, "/api/kitchens/?stijl=modern&opstelling=eiland")).json.data);
    expect(island.items.every((item) => item.style === "modern" && item.layout === "eiland")).toBe(true);
    const unknown = kitchenListAnswerSchema.parse((await call(list, "/api/kitchens/?stijl=barok")).json.data);
    expect(unknown.total).toBeGreaterThanOrEqual(12);
  });

  it("answers one kitchen with its appliances (the catalogue's own product pages), images and quote link", async () => {
    const answer = await call(one, "/api/kitchens/5001/");
    expect(answer.status).toBe(200);
    const data = kitchenDetailAnswerSchema.parse(answer.json.data);
    expect(data).toMatchObject({ kitchenId: 5001, sku: "KEU-5001", url: `/keukens/${data.slug}/`, quoteRequestUrl: "/offerte-aanvragen/?keuken=5001" });
    expect(data.appliances.length).toBeGreaterThanOrEqual(4);
    for (const appliance of data.appliances) expect(appliance.url).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    expect(data.images).toHaveLength(3);
    expect(data.showroom).toMatchObject({ location: "Zoeterwoude" });
  });

  it("an unknown kitchen is 404, a malformed id 400, an expired one 404", async () => {
    expect((await call(one, "/api/kitchens/999999/")).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1e3", "2147483648"]) expect((await call(one, `/api/kitchens/${id}/`)).status).toBe(400);
    await database.db.update(kitchens).set({ expired: true }).where(eq(kitchens.kitchenId, 5012));
    expect((await call(one, "/api/kitchens/5012/")).status).toBe(404);
    expect(kitchenListAnswerSchema.parse((await call(list, "/api/kitchens/")).json.data).items.map((item) => item.kitchenId)).not.toContain(5012);
    await database.db.update(kitchens).set({ expired: false }).where(eq(kitchens.kitchenId, 5012));
  });

  it("lists the showroom's kitchens and answers one; an unknown one is 404", async () => {
    const all = showroomKitchenListAnswerSchema.parse((await call(showroomList, "/api/showroom-kitchens/")).json.data);
    expect(all.total).toBe(4);
    expect(all.items.filter((item) => item.salePrice !== null)).toHaveLength(1);
    const first = all.items[0]!;
    const answer = await call(showroomOne, `/api/showroom-kitchens/${first.showroomKitchenId}/`);
    expect(answer.status).toBe(200);
    expect(showroomKitchenAnswerSchema.parse(answer.json.data).kitchen.kitchenId).toBe(first.kitchen.kitchenId);
    expect((await call(showroomOne, "/api/showroom-kitchens/999/")).status).toBe(404);
    expect((await call(showroomOne, "/api/showroom-kitchens/x/")).status).toBe(400);
  });

  it("draws each kitchen's images; an unknown kitchen or image is 404", async () => {
    const answer = await call(drawing, "/afbeeldingen/keukens/5001/1.svg");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(answer.text).toMatch(/^<svg/);
    expect((await call(drawing, "/afbeeldingen/keukens/5001/4.svg")).status).toBe(404);
    expect((await call(drawing, "/afbeeldingen/keukens/99/1.svg")).status).toBe(404);
  });

  it("the sitemap of pages names /keukens/, the showroom and every kitchen", async () => {
    const paths = (await loadPagePaths(database.db)).map((entry) => entry.path);
    expect(paths).toContain("/keukens/");
    expect(paths).toContain("/keukens/showroom/");
    const slugs = (await database.db.select({ slug: kitchens.slug }).from(kitchens)).map((row) => `/keukens/${row.slug}/`);
    for (const path of slugs) expect(paths).toContain(path);
  });

  it("the search finds kitchens by style, layout, maker and a name that looks alike, and none for an appliance", async () => {
    const names = async (q: string) => (await searchKitchens(database.db, q, 12)).map((kitchen) => kitchen.name);
    expect(await names("landelijke keuken")).toEqual(expect.arrayContaining(["Hoeve", "Boerderij"]));
    expect(await names("keukens")).toHaveLength(12);
    expect(await names("kookeiland")).toEqual(expect.arrayContaining(["Lumen", "Boerderij"]));
    expect(await names("Nordhout")).toEqual(expect.arrayContaining(["Lumen", "Fjord"]));
    expect(await names("Hooeve")).toContain("Hoeve");
    expect(await names("wasmachine")).toEqual([]);
    expect(await names("   ")).toEqual([]);
  });

  it("the search box's suggestions name the kitchens the words find, and none for an appliance", async () => {
    const found = await call(suggestions, "/api/suggestions/?q=landelijke%20keuken");
    expect(found.status).toBe(200);
    expect(found.json.data.kitchens.map((kitchen: { name: string }) => kitchen.name)).toEqual(expect.arrayContaining(["Hoeve", "Boerderij"]));
    expect(found.json.data.kitchens[0].url).toMatch(/^\/keukens\/[a-z0-9-]+\/$/);
    expect((await call(suggestions, "/api/suggestions/?q=wasmachine")).json.data.kitchens).toEqual([]);
  });

  it("a visit request is stored, answered 201 and confirmed by mail", async () => {
    const before = mail.sent.length;
    const answer = await ask(validVisit());
    expect(answer.status).toBe(201);
    expect(answer.json.data).toMatchObject({ preferredDay: openDay, partOfDay: "middag", kitchenIds: [5001, 5002], confirmationSent: true });
    const [row] = await database.db.select().from(showroomVisitRequests).where(eq(showroomVisitRequests.visitRequestId, answer.json.data.visitRequestId));
    expect(row).toMatchObject({ emailAddress: "sanne@example.nl", name: "Sanne de Vries", kitchenIds: [5001, 5002] });
    const sent = mail.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "sanne@example.nl", subject: "We hebben je aanvraag voor een showroombezoek ontvangen" });
    expect(sent[0]!.text).toContain("Keuken Lumen");
    expect(sent[0]!.text).toContain(`onder nummer ${answer.json.data.visitRequestId}`);
  });

  it("a form's body (one kitchen ticked) is taken too", async () => {
    const fields = new URLSearchParams({ ...validVisit(), kitchenIds: "5003" } as unknown as Record<string, string>);
    const answer = await call(visit, "/api/showroom-visits/", {}, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() }, body: fields.toString() });
    expect(answer.status).toBe(201);
    expect(answer.json.data.kitchenIds).toEqual([5003]);
  });

  it("a form sent without JavaScript goes back to the showroom page, saying how it went", async () => {
    const send = (fields: Record<string, string>) =>
      call(visit, "/api/showroom-visits/", {}, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() },
        body: new URLSearchParams(fields).toString(),
      });
    const sent = await send({ ...validVisit(), kitchenIds: "5001" } as unknown as Record<string, string>);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/keukens/showroom/?melding=aangevraagd#bezoek");
    const wrong = await send({ name: "Sanne", emailAddress: "geen-adres", phoneNumber: "06 12345678", preferredDay: openDay, partOfDay: "middag" });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/keukens/showroom/?melding=controleer#bezoek");
  });

  it("each missing or wrong field is a 422 naming it", async () => {
    const answer = await ask({ name: "", emailAddress: "geen-adres", phoneNumber: "12", preferredDay: "morgen", partOfDay: "nacht", kitchenIds: ["x"] });
    expect(answer.status).toBe(422);
    const fields = (answer.json.data as { field: string }[]).map((error) => error.field.split(".")[0]);
    for (const field of ["name", "emailAddress", "phoneNumber", "preferredDay", "partOfDay", "kitchenIds"]) expect(fields).toContain(field);
  });

  it("a day in the past, today, or a closed day is refused on preferredDay", async () => {
    for (const preferredDay of ["2020-01-01", isoDay(localDayAndMinute(new Date(), SHOP_TIME_ZONE).today)]) {
      const answer = await ask({ ...validVisit(), preferredDay });
      expect(answer.status).toBe(422);
      expect(answer.json.data).toEqual([{ field: "preferredDay", errorMessage: "Kies een dag vanaf morgen" }]);
    }
    await database.db.insert(specialDates).values({ date: openDay, country: null, name: "Testsluiting" });
    // As an admin's save does: this instance drops its copy of the delivery data at once.
    deliveryDataChanged();
    try {
      const answer = await ask(validVisit());
      expect(answer.status).toBe(422);
      expect(answer.json.data[0].field).toBe("preferredDay");
    } finally {
      await database.db.delete(specialDates).where(eq(specialDates.name, "Testsluiting"));
      deliveryDataChanged();
    }
  });

  it("an unknown kitchen is refused on kitchenIds", async () => {
    const answer = await ask({ ...validVisit(), kitchenIds: [5001, 999999] });
    expect(answer.status).toBe(422);
    expect(answer.json.data).toEqual([{ field: "kitchenIds", errorMessage: expect.stringContaining("kennen we niet") }]);
  });

  it("visit requests per visitor's address are limited: the sixth within the hour is 429 with Retry-After, and sends nothing", async () => {
    const address = "198.18.0.7";
    for (let i = 0; i < 5; i++) expect((await ask(validVisit(), address)).status).toBe(201);
    const before = mail.sent.length;
    const refused = await ask(validVisit(), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(mail.sent.length).toBe(before);
  });
});
