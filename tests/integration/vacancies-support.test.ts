/**
 * Vacancies and support locations (issue 23, decisions §13): guests get only
 * the published version, a vacancy only within its period (an expired one is
 * gone from the API and the page's lookup), never a draft; only an admin writes
 * (a guest 401, other staff 403, nothing changes); publishing copies the draft
 * and tells the page cache (NOTIFY). On both drivers.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { clearMemo } from "@/server/cache/memo";
import { setDatabaseHandle } from "@/server/db/client";
import { supportLocations, vacancies } from "@/server/db/schema";
import { vacancyForPage } from "@/server/vacancies/vacancy-for-page";

import { type Answer, apiRoute, call } from "../support/api";
import { signedInStaffCookie } from "../support/staff-cookie";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const vacanciesRoute = apiRoute("/api/vacancies/");
const vacancyRoute = apiRoute("/api/vacancies/{vacancyId}/");
const supportListRoute = apiRoute("/api/support/");
const supportRoute = apiRoute("/api/support/{supportId}/");

const HOUR = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

function version(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Medewerker ${slug}`,
    slug,
    location: "Zoeterwoude",
    hoursMin: 32,
    hoursMax: 40,
    kind: "fulltime",
    summary: "Je helpt klanten aan de telefoon en in de chat.",
    whatYouDo: "<p>Klanten helpen</p>",
    whatYouBring: "<ul><li>Geduld</li></ul>",
    whatWeOffer: "<p>Een goed salaris</p>",
    salary: { min: 2600, max: 3200 },
    openFrom: null,
    openUntil: iso(24 * 30),
    ...overrides,
  };
}

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`vacancies and support locations: drafts stay with the admins, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let adminCookie: string;
  let staffCookie: string;
  const changes: string[] = [];
  let stopListening: () => Promise<void> = async () => undefined;

  function send(route: ReturnType<typeof apiRoute>, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, cookie: string | null, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (cookie) headers.cookie = cookie;
    return call(route[method], path, {}, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  const create = async (body: unknown) => {
    const answer = await send(vacanciesRoute, "POST", "/api/vacancies/", adminCookie, body);
    expect(answer.status, answer.text).toBe(201);
    return answer.json.data.vacancyId as number;
  };
  const publish = async (vacancyId: number) => {
    const answer = await send(vacancyRoute, "PATCH", `/api/vacancies/${vacancyId}/`, adminCookie, { action: "publish" });
    expect(answer.status, answer.text).toBe(200);
    return answer;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabaseHandle(database);
    clearMemo();
    adminCookie = await signedInStaffCookie(database.db, "admin", "beheer@stekker.test");
    staffCookie = await signedInStaffCookie(database.db, "staff", "winkel@stekker.test");
    stopListening = (await listenForCatalogueChanges(database, (table) => changes.push(table))).stop;
  });
  afterAll(async () => {
    await stopListening();
    await database?.destroy();
  });

  it("a new vacancy is a draft: a guest sees nothing of it, in the list, by number or on its page", async () => {
    const vacancyId = await create(version("concept-vacature"));
    expect((await send(vacanciesRoute, "GET", "/api/vacancies/", null)).json.data).toEqual([]);
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${vacancyId}/`, null)).status).toBe(404);
    expect(await vacancyForPage(database.db, "concept-vacature", "published", new Date())).toBeNull();
    // Staff in preview do see it on the page.
    expect((await vacancyForPage(database.db, "concept-vacature", "draft", new Date()))?.title).toBe("Medewerker concept-vacature");
  });

  it("published, it shows; an edited draft does not replace it until published again", async () => {
    const vacancyId = await create(version("monteur"));
    changes.length = 0;
    await publish(vacancyId);
    await eventually(() => changes.includes("vacancies"));
    const list = await send(vacanciesRoute, "GET", "/api/vacancies/", null);
    expect(list.headers.get("cache-control")).toMatch(/public/);
    expect(list.json.data.map((vacancy: { slug: string }) => vacancy.slug)).toEqual(["monteur"]);

    const edited = await send(vacancyRoute, "PUT", `/api/vacancies/${vacancyId}/`, adminCookie, version("monteur", { title: "Monteur (nieuw)" }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data.hasUnpublishedChanges).toBe(true);
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${vacancyId}/`, null)).json.data.title).toBe("Medewerker monteur");
    await publish(vacancyId);
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${vacancyId}/`, null)).json.data.title).toBe("Monteur (nieuw)");

    const off = await send(vacancyRoute, "PATCH", `/api/vacancies/${vacancyId}/`, adminCookie, { action: "unpublish" });
    expect(off.json.data.published).toBeNull();
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${vacancyId}/`, null)).status).toBe(404);
    expect(await vacancyForPage(database.db, "monteur", "published", new Date())).toBeNull();
  });

  it("only within its period: not before it opens, gone from API and page once it has closed", async () => {
    const future = await create(version("later", { openFrom: iso(24), openUntil: iso(48) }));
    const expired = await create(version("verlopen", { openFrom: iso(-48), openUntil: iso(-1) }));
    const open = await create(version("nu-open", { openFrom: iso(-1), openUntil: iso(2) }));
    for (const id of [future, expired, open]) await publish(id);
    const slugs = (await send(vacanciesRoute, "GET", "/api/vacancies/", null)).json.data.map((vacancy: { slug: string }) => vacancy.slug);
    expect(slugs).toContain("nu-open");
    expect(slugs).not.toContain("later");
    expect(slugs).not.toContain("verlopen");
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${expired}/`, null)).status).toBe(404);
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${future}/`, null)).status).toBe(404);
    expect(await vacancyForPage(database.db, "verlopen", "published", new Date())).toBeNull();
    expect((await vacancyForPage(database.db, "nu-open", "published", new Date()))?.vacancyId).toBe(open);
    // Three hours on, the open one has closed by itself.
    expect(await vacancyForPage(database.db, "nu-open", "published", new Date(Date.now() + 3 * HOUR))).toBeNull();
  });

  it("rich text is sanitised on save, and a row changed by hand is sanitised again on read", async () => {
    const vacancyId = await create(version("veilig", { whatYouDo: '<p onclick="x()">Werk<script>alert(1)</script></p>' }));
    await publish(vacancyId);
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${vacancyId}/`, null)).json.data.whatYouDo).toBe("<p>Werk</p>");
    const [row] = await database.db.select().from(vacancies).where(eq(vacancies.vacancyId, vacancyId));
    await database.db.update(vacancies).set({ published: { ...(row!.published as object), whatWeOffer: '<img src=x onerror="alert(1)"><p>Veel</p>' } }).where(eq(vacancies.vacancyId, vacancyId));
    expect((await send(vacancyRoute, "GET", `/api/vacancies/${vacancyId}/`, null)).json.data.whatWeOffer).toBe("<p>Veel</p>");
  });

  it("bad input is a 422 per field, and a slug in use too", async () => {
    const answer = await send(vacanciesRoute, "POST", "/api/vacancies/", adminCookie, version("Niet Goed", { hoursMin: 40, hoursMax: 20, kind: "altijd" }));
    expect(answer.status).toBe(422);
    const fields = answer.json.data.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["slug", "kind"]));
    const taken = await send(vacanciesRoute, "POST", "/api/vacancies/", adminCookie, version("monteur"));
    expect(taken.status).toBe(422);
    expect(taken.json.data).toEqual([{ field: "slug", errorMessage: "Er is al een vacature met deze slug" }]);
  });

  it("the admin view (both versions) and every write: 401 for a guest, 403 for other staff, and nothing changes", async () => {
    const [row] = await database.db.select().from(vacancies).limit(1);
    const [location] = await database.db.select().from(supportLocations).limit(1);
    const beforeVacancies = await database.db.select().from(vacancies).orderBy(vacancies.vacancyId);
    const beforeSupport = await database.db.select().from(supportLocations).orderBy(supportLocations.supportId);
    const supportBody = { key: "nieuw", version: { name: "Nieuw", street: "Straat 1", postalCode: "1234 AB", city: "Plaats", phone: null, emailAddress: null, whatsApp: null, hours: [null, null, null, null, null, null, null] } };
    const attempts: [ReturnType<typeof apiRoute>, "GET" | "POST" | "PUT" | "PATCH" | "DELETE", string, unknown][] = [
      [vacanciesRoute, "GET", "/api/vacancies/?view=admin", undefined],
      [vacancyRoute, "GET", `/api/vacancies/${row!.vacancyId}/?view=admin`, undefined],
      [vacanciesRoute, "POST", "/api/vacancies/", version("nog-een")],
      [vacancyRoute, "PUT", `/api/vacancies/${row!.vacancyId}/`, version("nog-een")],
      [vacancyRoute, "PATCH", `/api/vacancies/${row!.vacancyId}/`, { action: "unpublish" }],
      [vacancyRoute, "DELETE", `/api/vacancies/${row!.vacancyId}/`, undefined],
      [supportListRoute, "GET", "/api/support/?view=admin", undefined],
      [supportRoute, "GET", `/api/support/${location!.supportId}/?view=admin`, undefined],
      [supportListRoute, "POST", "/api/support/", supportBody],
      [supportRoute, "PUT", `/api/support/${location!.supportId}/`, supportBody],
      [supportRoute, "PATCH", `/api/support/${location!.supportId}/`, { action: "unpublish" }],
      [supportRoute, "DELETE", `/api/support/${location!.supportId}/`, undefined],
    ];
    for (const [route, method, path, body] of attempts) {
      expect((await send(route, method, path, null, body)).status, `${method} ${path} as a guest`).toBe(401);
      expect((await send(route, method, path, staffCookie, body)).status, `${method} ${path} as staff`).toBe(403);
    }
    expect(await database.db.select().from(vacancies).orderBy(vacancies.vacancyId)).toEqual(beforeVacancies);
    expect(await database.db.select().from(supportLocations).orderBy(supportLocations.supportId)).toEqual(beforeSupport);

    const adminList = await send(vacanciesRoute, "GET", "/api/vacancies/?view=admin", adminCookie);
    expect(adminList.headers.get("cache-control")).not.toMatch(/public/);
    const draftOnly = adminList.json.data.find((vacancy: { draft: { slug: string } }) => vacancy.draft.slug === "concept-vacature");
    expect(draftOnly).toMatchObject({ published: null, hasUnpublishedChanges: true, live: false });
  });

  it("the shop's three support locations are there, published, with today's hours, by number or key", async () => {
    const list = await send(supportListRoute, "GET", "/api/support/", null);
    expect(list.json.data.map((location: { key: string }) => location.key)).toEqual(["klantenservice", "afhaalcentrum", "showroom"]);
    const service = await send(supportRoute, "GET", "/api/support/klantenservice/", null);
    expect(service.status).toBe(200);
    expect(service.json.data.hours[1]).toEqual({ opens: 540, closes: 1380 });
    expect((await send(supportRoute, "GET", `/api/support/${service.json.data.supportId}/`, null)).json.data.key).toBe("klantenservice");
  });

  it("a support location's draft stays with the admins until published", async () => {
    const service = (await send(supportRoute, "GET", "/api/support/klantenservice/", null)).json.data;
    const { supportId, key, publishedAt: _publishedAt, ...published } = service;
    const edited = await send(supportRoute, "PUT", `/api/support/${supportId}/`, adminCookie, { key, version: { ...published, whatsApp: "31612345678" } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data.hasUnpublishedChanges).toBe(true);
    expect((await send(supportRoute, "GET", "/api/support/klantenservice/", null)).json.data.whatsApp).toBe("31717600000");
    const done = await send(supportRoute, "PATCH", `/api/support/${supportId}/`, adminCookie, { action: "publish" });
    expect(done.json.data.hasUnpublishedChanges).toBe(false);
    expect((await send(supportRoute, "GET", "/api/support/klantenservice/", null)).json.data.whatsApp).toBe("31612345678");

    const created = await send(supportListRoute, "POST", "/api/support/", adminCookie, { key: "servicepunt", version: { ...published, name: "Servicepunt" } });
    expect(created.status, created.text).toBe(201);
    expect((await send(supportRoute, "GET", "/api/support/servicepunt/", null)).status).toBe(404);
    expect((await send(supportListRoute, "POST", "/api/support/", adminCookie, { key: "servicepunt", version: published })).status).toBe(409);
    const badHours = await send(supportListRoute, "POST", "/api/support/", adminCookie, { key: "fout", version: { ...published, hours: [{ opens: 600, closes: 500 }, null, null, null, null, null, null] } });
    expect(badHours.status).toBe(422);
    expect(badHours.json.data[0].field).toBe("version.hours.0.closes");
  });
});
