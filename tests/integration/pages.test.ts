import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { companyDetails } from "@/config/company";
import { CUSTOMER_SERVICE_LINKS, PRIVACY_STATEMENT_PATH } from "@/config/site";
import { ServicePageView } from "@/features/customer-service/service-page";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { PageCache } from "@/host/page-cache/page-cache";
import { clearMemo } from "@/server/cache/memo";
import { setDatabaseHandle } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { SEED_PAGES } from "@/server/pages/page-texts";
import { seedPages } from "@/server/pages/seed-pages";
import { loadPageView } from "@/server/pages/page-view";
import { loadPagePaths } from "@/server/seo/sitemap-entries";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

import { type Answer, apiRoute, call, SEED_NOW } from "../support/api";
import { signedInStaffCookie } from "../support/staff-cookie";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const pagesRoute = apiRoute("/api/pages/");
const pageRoute = apiRoute("/api/pages/{pageId}/");
const versionsRoute = apiRoute("/api/pages/{pageId}/versions/");
const publishRoute = apiRoute("/api/pages/{pageId}/publish/");
const unpublishRoute = apiRoute("/api/pages/{pageId}/unpublish/");

/** Waits until `check` holds (a notification arrives after the commit, asynchronously). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const newPage = (path: string, overrides: Record<string, unknown> = {}) => ({
  path,
  draft: {
    title: "Duurzaamheid bij Stekker",
    navLabel: "Duurzaamheid",
    description: "Hoe Stekker zuinige apparaten kiest, oude apparaten laat recyclen en bezorgt met zo min mogelijk ritten.",
    intro: "<p>Zuinig kiezen begint bij het energielabel.</p>",
    sections: [{ anchor: "recycling", heading: "Recycling", level: 2, body: "<p>Je oude apparaat nemen we mee.</p>" }],
    faq: [],
    ...overrides,
  },
});

describe(`the shop's pages on ${testDriver()}`, () => {
  let database: TestDatabase;
  let admin: string;
  let staff: string;

  const send = (route: typeof pagesRoute, method: "GET" | "POST" | "PUT" | "DELETE", path: string, cookie: string | null, body?: unknown): Promise<Answer> =>
    call(route[method], path, {}, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }), origin: "http://localhost:3000" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const guestGet = (key: string) => send(pageRoute, "GET", `/api/pages/${key}/`, null);
  const versions = async (key: string) => (await send(versionsRoute, "GET", `/api/pages/${key}/versions/`, admin)).json.data;
  const publish = (key: string) => send(publishRoute, "POST", `/api/pages/${key}/publish/`, admin);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedPages(database.db, SEED_NOW);
    setDatabaseHandle(database);
    clearMemo();
    admin = await signedInStaffCookie(database.db, "admin", "beheer@pages.test");
    staff = await signedInStaffCookie(database.db, "staff", "medewerker@pages.test");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("the seed publishes today's customer-service pages, the pick-up point and /over-ons/, once", async () => {
    const rows = await database.db.select({ path: pages.path, published: pages.published }).from(pages);
    expect(rows.map((row) => row.path).sort()).toEqual(SEED_PAGES.map((page) => page.path).sort());
    expect(rows.every((row) => row.published !== null)).toBe(true);
    expect(await seedPages(database.db, SEED_NOW)).toBe(0);
  });

  it("every anchor the shop links to is a section of its seeded page", async () => {
    for (const link of [...CUSTOMER_SERVICE_LINKS, { href: "/klantenservice/bestellen/#algemene-voorwaarden" }, { href: `${PRIVACY_STATEMENT_PATH}#rechten` }]) {
      const [path, hash] = link.href.split("#");
      const page = await loadPageView(path!, "published");
      expect(page, link.href).not.toBeNull();
      if (hash) expect(page!.sections.map((section) => section.anchor), link.href).toContain(hash);
    }
  });

  it("a guest reads a published page by number and by its path's key, as public data", async () => {
    const byKey = await guestGet("klantenservice--betalen");
    expect(byKey.status).toBe(200);
    expect(byKey.json.data.path).toBe("/klantenservice/betalen/");
    expect(byKey.json.data.page.sections.map((section: { anchor: string }) => section.anchor)).toContain("betaalmogelijkheden");
    expect(byKey.headers.get("cache-control")).toMatch(/public/);
    const byNumber = await guestGet(String(byKey.json.data.pageId));
    expect(byNumber.json.data).toEqual(byKey.json.data);
    expect((await guestGet("bestaat-niet")).status).toBe(404);
    expect((await guestGet("Klantenservice")).status).toBe(400);
  });

  it("a published page keeps its address until it is taken offline: a draft cannot move what guests see", async () => {
    expect((await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/verhuizen/"))).status).toBe(201);
    expect((await publish("verhuizen")).status).toBe(200);
    const moved = await send(pageRoute, "PUT", "/api/pages/verhuizen/", admin, newPage("/verhuisd/"));
    expect(moved.status).toBe(409);
    expect(moved.json.data).toEqual([{ field: "path", errorMessage: "Depubliceer de pagina eerst om het adres te wijzigen" }]);
    expect((await guestGet("verhuizen")).status).toBe(200);
    expect((await guestGet("verhuisd")).status).toBe(404);
    // The same address with a new draft is fine.
    expect((await send(pageRoute, "PUT", "/api/pages/verhuizen/", admin, newPage("/verhuizen/", { title: "Verhuizen met Stekker" }))).status).toBe(200);
  });

  it("draft versus published: a saved draft stays with the admin until it is published, and unpublishing takes the page away", async () => {
    const created = await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/duurzaamheid/"));
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ path: "/duurzaamheid/", key: "duurzaamheid", state: "concept", published: null, updatedBy: "admin" });
    // Never published: nothing for a guest, in the API or on the page.
    expect((await guestGet("duurzaamheid")).status).toBe(404);
    expect(await loadPageView("/duurzaamheid/", "published")).toBeNull();
    expect((await loadPageView("/duurzaamheid/", "draft"))?.title).toBe("Duurzaamheid bij Stekker");

    expect((await publish("duurzaamheid")).json.data.state).toBe("gepubliceerd");
    expect((await guestGet("duurzaamheid")).json.data.page.title).toBe("Duurzaamheid bij Stekker");

    const changed = newPage("/duurzaamheid/", { title: "Concepttitel die nog niemand mag zien" });
    const saved = await send(pageRoute, "PUT", "/api/pages/duurzaamheid/", admin, changed);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ state: "gewijzigd", hasUnpublishedChanges: true });
    const guest = await guestGet("duurzaamheid");
    expect(guest.text).not.toContain("Concepttitel");
    expect(guest.json.data.page.title).toBe("Duurzaamheid bij Stekker");
    expect((await loadPageView("/duurzaamheid/", "published"))?.title).toBe("Duurzaamheid bij Stekker");
    expect((await loadPageView("/duurzaamheid/", "draft"))?.title).toBe("Concepttitel die nog niemand mag zien");

    await publish("duurzaamheid");
    expect((await guestGet("duurzaamheid")).json.data.page.title).toBe("Concepttitel die nog niemand mag zien");

    const offline = await send(unpublishRoute, "POST", "/api/pages/duurzaamheid/unpublish/", admin);
    expect(offline.json.data).toMatchObject({ state: "concept", published: null });
    expect((await guestGet("duurzaamheid")).status).toBe(404);
    expect((await versions("duurzaamheid")).draft.title).toBe("Concepttitel die nog niemand mag zien");

    expect((await send(pageRoute, "DELETE", "/api/pages/duurzaamheid/", admin)).status).toBe(204);
    expect((await send(versionsRoute, "GET", "/api/pages/duurzaamheid/versions/", admin)).status).toBe(404);
  });

  it("every admin route is refused to staff (403) and to guests (401), and changes nothing", async () => {
    const before = await database.db.select().from(pages);
    const attempts: [typeof pagesRoute, "GET" | "POST" | "PUT" | "DELETE", string, unknown][] = [
      [pagesRoute, "GET", "/api/pages/", undefined],
      [pagesRoute, "POST", "/api/pages/", newPage("/nieuw/")],
      [pageRoute, "PUT", "/api/pages/over-ons/", newPage("/over-ons/")],
      [pageRoute, "DELETE", "/api/pages/over-ons/", undefined],
      [versionsRoute, "GET", "/api/pages/over-ons/versions/", undefined],
      [publishRoute, "POST", "/api/pages/over-ons/publish/", undefined],
      [unpublishRoute, "POST", "/api/pages/over-ons/unpublish/", undefined],
    ];
    for (const [route, method, path, body] of attempts) {
      expect((await send(route, method, path, staff, body)).status, `${method} ${path} as staff`).toBe(403);
      expect((await send(route, method, path, null, body)).status, `${method} ${path} as a guest`).toBe(401);
    }
    expect(await database.db.select().from(pages)).toEqual(before);
  });

  it("rich text is sanitised when it is saved, and again when it is read", async () => {
    const dirty = newPage("/veilig/", {
      intro: '<p onclick="steal()">Hallo<script>alert(1)</script></p>',
      sections: [{ anchor: "een", heading: "Een", level: 2, body: '<p><a href="javascript:alert(1)">klik</a><img src=x onerror=alert(1)></p>' }],
    });
    expect((await send(pagesRoute, "POST", "/api/pages/", admin, dirty)).status).toBe(201);
    const [stored] = await database.db.select().from(pages).where(eq(pages.path, "/veilig/"));
    expect(JSON.stringify(stored!.draft)).not.toMatch(/<script|onclick|onerror|javascript:|<img/);
    await publish("veilig");

    // A row written by hand (psql, an old import) past the API: the read sanitises it too.
    const published = stored!.draft as { sections: { body: string }[] };
    await database.db
      .update(pages)
      .set({ published: { ...published, intro: '<p>Hoi<script>alert("x")</script><iframe src="https://evil.test"></iframe></p>', sections: [{ ...published.sections[0], body: '<p style="x" onmouseover="y">tekst</p>' }] } })
      .where(eq(pages.path, "/veilig/"));
    const answer = await guestGet("veilig");
    expect(answer.text).not.toMatch(/<script|<iframe|onmouseover|style=/);
    const view = await loadPageView("/veilig/", "published");
    expect(JSON.stringify(view)).not.toMatch(/<script|<iframe|onmouseover|style=/);
    expect(JSON.stringify(view)).toContain("tekst");
  });

  it("anchors are checked: the format and once per page, each a 422 on its field; a taken path is 409", async () => {
    const badFormat = await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/ankers/", { sections: [{ anchor: "Met Spaties", heading: "X", level: 2, body: "" }] }));
    expect(badFormat.status).toBe(422);
    expect(badFormat.json.data).toContainEqual(expect.objectContaining({ field: "draft.sections.0.anchor" }));
    const doubled = await send(
      pagesRoute,
      "POST",
      "/api/pages/",
      admin,
      newPage("/ankers/", {
        sections: [
          { anchor: "zelfde", heading: "A", level: 2, body: "" },
          { anchor: "zelfde", heading: "B", level: 3, body: "" },
        ],
      }),
    );
    expect(doubled.status).toBe(422);
    expect(doubled.json.data).toContainEqual(expect.objectContaining({ field: "draft.sections.1.anchor" }));
    const badPath = await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/winkelwagen/"));
    expect(badPath.status).toBe(422);
    expect(badPath.json.data).toContainEqual(expect.objectContaining({ field: "path" }));
    expect((await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/a/b/"))).status).toBe(422);
    const unknownPlaceholder = await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/ankers/", { intro: "<p>Bel {{telefon}}</p>" }));
    expect(unknownPlaceholder.status).toBe(422);
    const taken = await send(pagesRoute, "POST", "/api/pages/", admin, newPage("/over-ons/"));
    expect(taken.status).toBe(409);
    expect(taken.json.data).toContainEqual(expect.objectContaining({ field: "path" }));
  });

  it("the admin's list has every page with its state", async () => {
    const list = await send(pagesRoute, "GET", "/api/pages/", admin);
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(list.json.data.items.length);
    expect(list.json.data.items).toContainEqual(expect.objectContaining({ path: "/over-ons/", title: "Over Stekker", state: "gepubliceerd" }));
  });

  it("the sitemap names the published pages, and a page that is taken offline drops out", async () => {
    expect((await loadPagePaths(database.db)).map((entry) => entry.path)).toEqual(expect.arrayContaining(["/klantenservice/", "/over-ons/", "/afhaalcentrum/", PRIVACY_STATEMENT_PATH]));
    await send(unpublishRoute, "POST", "/api/pages/over-ons/unpublish/", admin);
    expect((await loadPagePaths(database.db)).map((entry) => entry.path)).not.toContain("/over-ons/");
    await publish("over-ons");
  });
});

describe(`pages render with the facts in force, on ${testDriver()}`, () => {
  let database: TestDatabase;
  const render = async (path: string, now = SEED_NOW) => {
    const page = await loadPageView(path, "published");
    const facts = { settings: await loadShopSettings(), company: companyDetails() };
    return renderToStaticMarkup(createElement(ServicePageView, { page: page!, facts, now }));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedPages(database.db, SEED_NOW);
    setDatabaseHandle(database);
  });
  beforeEach(() => clearMemo());
  afterAll(async () => {
    await database?.destroy();
  });

  it.each(SEED_PAGES.map((page) => [page.path]))("%s: one h1, headings in order, unique ids, every anchor, no placeholder left", async (path) => {
    const html = await render(path);
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of SEED_PAGES.find((page) => page.path === path)!.draft.sections) expect(ids).toContain(section.anchor);
    expect(html).not.toContain("{{");
  });

  it("the payment and delivery pages print the fees and threshold of the settings, the terms the company", async () => {
    expect((await render("/klantenservice/bezorgen-afhalen/")).replace(/\s/g, " ")).toMatch(/Vanaf € 50 aan producten bezorgen we gratis\. Daaronder rekenen we € 4,95 verzendkosten\./);
    expect((await render("/klantenservice/betalen/")).replace(/\s/g, " ")).toMatch(/Pinnen bij bezorging<\/h3>.*?€ 4,95/);
    const terms = await render("/klantenservice/bestellen/");
    for (const fact of ["Stekker B.V.", "KvK-nummer", "+32 3 808 00 00"]) expect(terms).toContain(fact);
    expect(await render("/klantenservice/annuleren-retourneren/")).toContain("Modelformulier voor herroeping");
  });

  it("the pick-up point says whether it is open now, from the clock", async () => {
    // Monday 23 November 2026, 10:00 and 23:30 in Amsterdam.
    expect(await render("/afhaalcentrum/", new Date("2026-11-23T09:00:00Z"))).toContain("Nu open, tot 20:00");
    expect(await render("/afhaalcentrum/", new Date("2026-11-23T22:30:00Z"))).toContain("Nu gesloten, morgen weer open vanaf 9:00");
  });
});

describe(`the page cache never hands a guest a draft, and a publish drops it, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let server: Server;
  let port: number;
  let admin: string;
  const cache = new PageCache({ ttlMs: 300_000, maxEntries: 10 });
  const changes: string[] = [];
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedPages(database.db, SEED_NOW);
    setDatabaseHandle(database);
    clearMemo();
    admin = await signedInStaffCookie(database.db, "admin", "beheer@cache.test");
    const listener = await listenForCatalogueChanges(database, (table) => {
      changes.push(table);
      cache.clear();
    });
    stop = listener.stop;
    // /over-ons/ in the role of Next.js: the published page, rendered and marked public as the page route does.
    const renderPage = async (_request: IncomingMessage, response: ServerResponse) => {
      const page = await loadPageView("/over-ons/", "published");
      response.setHeader("cache-control", "public, max-age=0, s-maxage=300");
      response.end(renderToStaticMarkup(createElement(ServicePageView, { page: page!, facts: { settings: await loadShopSettings(), company: companyDetails() }, now: SEED_NOW })));
    };
    server = createServer((request, response) => void cache.answer(request, response, renderPage));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await stop();
    await database?.destroy();
  });

  it("saving a draft leaves the shared copy as published; publishing drops it at once", async () => {
    const get = async () => (await fetch(`http://127.0.0.1:${port}/over-ons/`)).text();
    expect(await get()).toContain("Over Stekker");
    const draft = newPage("/over-ons/", { title: "Nieuw concept van over ons" });
    const saved = await call(pageRoute.PUT, "/api/pages/over-ons/", {}, { method: "PUT", headers: { cookie: admin, "content-type": "application/json", origin: "http://localhost:3000" }, body: JSON.stringify(draft) });
    expect(saved.status).toBe(200);
    // The draft's save notifies too (the cache is dropped), and the fresh render still shows the published page.
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await get()).not.toContain("Nieuw concept");
    const heard = changes.length;
    await call(publishRoute.POST, "/api/pages/over-ons/publish/", {}, { method: "POST", headers: { cookie: admin, origin: "http://localhost:3000" } });
    await eventually(() => changes.slice(heard).includes("pages"));
    expect(await get()).toContain("Nieuw concept van over ons");
  });
});
