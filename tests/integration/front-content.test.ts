/**
 * Front content (issue 23): banners, blocks and messages through the API and
 * as pages read them. Draft against published against period for each kind; a
 * guest never gets a draft (API, page content, page cache: publishing shows
 * the new text on the next guest request, a draft change leaves the old);
 * admin writes refused to staff (403) and guests (401); rich text cleaned on
 * save; preview only for staff and only to a page of the shop; an image
 * checked by its bytes; the demo seed idempotent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readEnv, sessionSecret } from "@/config/env";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { PageCache } from "@/host/page-cache/page-cache";
import { bannerRecordSchema, blockRecordSchema, messageListAnswerSchema, messageRecordSchema } from "@/schemas/answers/front-content";
import { PREVIEW_COOKIE, verifyPreview } from "@/server/content/preview-token";
import { contentImages, staffMembers } from "@/server/db/schema";
import { nextKingsDay, seedFrontContent } from "@/server/db/seed/seed-front-content";
import { frontPageContent, shellMessages } from "@/server/front-content/page-content";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import { signedInStaffCookie } from "../support/staff-cookie";
import { testDriver, type TestDatabase } from "../support/test-database";

const messagesAdmin = apiRoute("/api/content/messages/");
const messageAdmin = apiRoute("/api/content/messages/{messageId}/");
const messagePublication = apiRoute("/api/content/messages/{messageId}/publication/");
const bannersAdmin = apiRoute("/api/content/banners/");
const bannerAdmin = apiRoute("/api/content/banners/{bannerId}/");
const bannerPublication = apiRoute("/api/content/banners/{bannerId}/publication/");
const blocksAdmin = apiRoute("/api/content/blocks/");
const blockAdmin = apiRoute("/api/content/blocks/{blockId}/");
const blockPublication = apiRoute("/api/content/blocks/{blockId}/publication/");
const { GET: publicMessages } = apiRoute("/api/messages/");
const { GET: publicMessage } = apiRoute("/api/messages/{messageId}/");
const { GET: publicBanners } = apiRoute("/api/banners/");
const { GET: publicBanner } = apiRoute("/api/banners/{bannerId}/");
const { GET: publicBlock } = apiRoute("/api/blocks/{blockId}/");
const preview = apiRoute("/api/preview/");
const { POST: uploadImage } = apiRoute("/api/content/images/");
const { GET: contentImage } = apiRoute("/afbeeldingen/inhoud/{image}");

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const ALWAYS = { from: null, until: null };

const json = (cookie: string | null, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const message = (html: string, period: { from: string | null; until: string | null } = ALWAYS) => ({ html, tone: "info", link: null, period });
const banner = (title: string, where = "home", period: { from: string | null; until: string | null } = ALWAYS) => ({
  image: { src: "/afbeeldingen/soort/koelkast.svg", alt: "Een koelkast" },
  title,
  text: "",
  link: "/aanbiedingen/",
  where,
  period,
  order: 0,
});
const hero = (heading: string) => ({ kind: "hero", heading, text: "", buttons: [{ label: "Bekijk", link: "/aanbiedingen/" }], images: [], period: ALWAYS });

describe(`front content: draft, published and period on ${testDriver()}`, () => {
  let database: TestDatabase;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    database = await createSeededDatabase(20);
    admin = await signedInStaffCookie(database.db, "admin", "beheer-inhoud@stekker.test");
    staff = await signedInStaffCookie(database.db, "staff", "medewerker-inhoud@stekker.test");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function newMessage(html: string, period?: { from: string | null; until: string | null }) {
    const made = await call(messagesAdmin.POST, "/api/content/messages/", {}, json(admin, "POST", { draft: message(html, period) }));
    expect(made.status).toBe(201);
    return made.json.data.id as number;
  }
  const publish = (id: number) => call(messagePublication.POST, `/api/content/messages/${id}/publication/`, {}, json(admin, "POST"));
  const guestTexts = async () => ((await call(publicMessages, "/api/messages/")).json.data.items as { text: string }[]).map((item) => item.text);

  it("a message is a draft until published: guests get nothing of it, then the published text, never a later draft", async () => {
    const id = await newMessage("<p>Op Koningsdag zijn we gesloten</p>");
    expect(await guestTexts()).not.toContain("Op Koningsdag zijn we gesloten");
    expect((await call(publicMessage, `/api/messages/${id}/`)).status).toBe(404);

    const published = await publish(id);
    expect(published.status).toBe(200);
    expect(messageRecordSchema.parse(published.json.data).state).toBe("gepubliceerd");
    const list = await call(publicMessages, "/api/messages/");
    expect(messageListAnswerSchema.parse(list.json.data).items.map((item) => item.text)).toContain("Op Koningsdag zijn we gesloten");
    expect(list.headers.get("cache-control")).toBe("no-store");

    const changed = await call(messageAdmin.PUT, `/api/content/messages/${id}/`, {}, json(admin, "PUT", { draft: message("<p>Op Koningsdag zijn we open</p>") }));
    expect(changed.status).toBe(200);
    expect(changed.json.data.state).toBe("concept gewijzigd");
    expect(await guestTexts()).toContain("Op Koningsdag zijn we gesloten");
    expect(await guestTexts()).not.toContain("Op Koningsdag zijn we open");
    // Staff in preview read the draft; guests the published version.
    const shown = async (version: "draft" | "published") => (await shellMessages(version, new Date())).messages.map((item) => item.html);
    expect(await shown("draft")).toContain("<p>Op Koningsdag zijn we open</p>");
    expect(await shown("published")).not.toContain("<p>Op Koningsdag zijn we open</p>");

    const unpublished = await call(messagePublication.DELETE, `/api/content/messages/${id}/publication/`, {}, json(admin, "DELETE"));
    expect(unpublished.json.data.state).toBe("concept");
    expect(await guestTexts()).not.toContain("Op Koningsdag zijn we gesloten");
  });

  it("a published message shows only within its period, and the shell knows when that changes", async () => {
    const from = iso(2 * HOUR);
    const until = iso(26 * HOUR);
    const later = await newMessage("<p>Straks gesloten</p>", { from, until });
    const past = await newMessage("<p>Was gesloten</p>", { from: iso(-48 * HOUR), until: iso(-24 * HOUR) });
    const now = await newMessage("<p>Nu gesloten</p>", { from: iso(-HOUR), until: iso(HOUR) });
    for (const id of [later, past, now]) await publish(id);
    const texts = await guestTexts();
    expect(texts).toContain("Nu gesloten");
    expect(texts).not.toContain("Straks gesloten");
    expect(texts).not.toContain("Was gesloten");
    expect((await call(publicMessage, `/api/messages/${later}/`)).status).toBe(404);
    const { nextChange } = await shellMessages("published", new Date());
    expect(nextChange).not.toBeNull();
    expect(nextChange!.getTime()).toBeLessThanOrEqual(new Date(iso(HOUR)).getTime());
    // At its start, the same published row is shown without any change in the database.
    const atStart = await shellMessages("published", new Date(from));
    expect(atStart.messages.map((item) => item.html)).toContain("<p>Straks gesloten</p>");
  });

  it("a period whose end is not after its start is refused per field", async () => {
    const refused = await call(messagesAdmin.POST, "/api/content/messages/", {}, json(admin, "POST", { draft: message("<p>x</p>", { from: iso(HOUR), until: iso(0) }) }));
    expect(refused.status).toBe(422);
    expect(refused.json.data.map((error: { field: string }) => error.field)).toContain("draft.period.until");
  });

  it("rich text is cleaned on save: no script, handler or javascript: link reaches a page", async () => {
    const id = await newMessage('<p onclick="steal()">Let op<script>alert(1)</script> <a href="javascript:alert(2)">hier</a></p>');
    const record = await call(messageAdmin.GET, `/api/content/messages/${id}/`, {}, json(staff, "GET"));
    expect(record.json.data.draft.html).toBe("<p>Let op <a>hier</a></p>");
  });

  it("a banner is shown where it is placed, when published and in its period", async () => {
    const made = await call(bannersAdmin.POST, "/api/content/banners/", {}, json(admin, "POST", { draft: banner("Koelkasten in de aanbieding", "category:koelkasten") }));
    expect(made.status).toBe(201);
    const id = made.json.data.id as number;
    expect(bannerRecordSchema.parse(made.json.data).state).toBe("concept");
    const titles = async (where: string) => ((await call(publicBanners, `/api/banners/?where=${where}`)).json.data.items as { title: string }[]).map((item) => item.title);
    expect(await titles("category:koelkasten")).toEqual([]);
    await call(bannerPublication.POST, `/api/content/banners/${id}/publication/`, {}, json(admin, "POST"));
    expect(await titles("category:koelkasten")).toEqual(["Koelkasten in de aanbieding"]);
    expect(await titles("home")).not.toContain("Koelkasten in de aanbieding");
    expect((await call(publicBanner, `/api/banners/${id}/`)).json.data.title).toBe("Koelkasten in de aanbieding");
    expect((await call(publicBanners, "/api/banners/?where=nergens")).status).toBe(400);

    // Its period moved to next week in the draft: still shown until that is published.
    await call(bannerAdmin.PUT, `/api/content/banners/${id}/`, {}, json(admin, "PUT", { draft: banner("Koelkasten in de aanbieding", "category:koelkasten", { from: iso(168 * HOUR), until: null }) }));
    expect(await titles("category:koelkasten")).toEqual(["Koelkasten in de aanbieding"]);
    await call(bannerPublication.POST, `/api/content/banners/${id}/publication/`, {}, json(admin, "POST"));
    expect(await titles("category:koelkasten")).toEqual([]);

    const badLink = await call(bannersAdmin.POST, "/api/content/banners/", {}, json(admin, "POST", { draft: { ...banner("x"), link: "//evil.example/" } }));
    expect(badLink.status).toBe(422);
    expect(badLink.json.data.map((error: { field: string }) => error.field)).toContain("draft.link");
    const noAlt = await call(bannersAdmin.POST, "/api/content/banners/", {}, json(admin, "POST", { draft: { ...banner("x"), image: { src: "/afbeeldingen/soort/koelkast.svg", alt: "" } } }));
    expect(noAlt.status).toBe(422);
  });

  it("a block is read by key or number, published only; its kind must fit its key", async () => {
    const made = await call(blocksAdmin.POST, "/api/content/blocks/", {}, json(admin, "POST", { key: "category.vriezers.intro", draft: { kind: "intro", html: "<p>Vriezers</p>", period: ALWAYS } }));
    expect(made.status).toBe(201);
    const id = made.json.data.id as number;
    expect(blockRecordSchema.parse(made.json.data).key).toBe("category.vriezers.intro");
    expect((await call(publicBlock, "/api/blocks/category.vriezers.intro/")).status).toBe(404);
    await call(blockPublication.POST, `/api/content/blocks/${id}/publication/`, {}, json(admin, "POST"));
    expect((await call(publicBlock, "/api/blocks/category.vriezers.intro/")).json.data.content.html).toBe("<p>Vriezers</p>");
    expect((await call(publicBlock, `/api/blocks/${id}/`)).json.data.key).toBe("category.vriezers.intro");
    expect((await call(publicBlock, "/api/blocks/home.nergens/")).status).toBe(400);

    const mismatch = await call(blocksAdmin.POST, "/api/content/blocks/", {}, json(admin, "POST", { key: "home.hero", draft: { kind: "intro", html: "<p>x</p>", period: ALWAYS } }));
    expect(mismatch.status).toBe(422);
    const twice = await call(blocksAdmin.POST, "/api/content/blocks/", {}, json(admin, "POST", { key: "category.vriezers.intro", draft: { kind: "intro", html: "<p>x</p>", period: ALWAYS } }));
    expect(twice.status).toBe(422);
    expect(twice.json.data[0].field).toBe("key");
  });

  it("an admin's writes are refused to staff (403) and guests (401); staff may read the drafts", async () => {
    const id = await newMessage("<p>Alleen voor beheer</p>");
    const writes: [ReturnType<typeof apiRoute>[keyof ReturnType<typeof apiRoute>], string, string, unknown?][] = [
      [messagesAdmin.POST, "/api/content/messages/", "POST", { draft: message("<p>x</p>") }],
      [messageAdmin.PUT, `/api/content/messages/${id}/`, "PUT", { draft: message("<p>x</p>") }],
      [messageAdmin.DELETE, `/api/content/messages/${id}/`, "DELETE"],
      [messagePublication.POST, `/api/content/messages/${id}/publication/`, "POST"],
      [messagePublication.DELETE, `/api/content/messages/${id}/publication/`, "DELETE"],
      [bannersAdmin.POST, "/api/content/banners/", "POST", { draft: banner("x") }],
      [blocksAdmin.POST, "/api/content/blocks/", "POST", { key: "home.hero", draft: hero("x") }],
    ];
    for (const [handler, path, method, body] of writes) {
      expect((await call(handler, path, {}, json(staff, method, body))).status, `${method} ${path} as staff`).toBe(403);
      expect((await call(handler, path, {}, json(null, method, body))).status, `${method} ${path} as guest`).toBe(401);
    }
    expect((await call(messagesAdmin.GET, "/api/content/messages/", {}, json(null, "GET"))).status).toBe(401);
    const read = await call(messagesAdmin.GET, "/api/content/messages/", {}, json(staff, "GET"));
    expect(read.status).toBe(200);
    expect(read.json.data.items.some((item: { draft: { html: string } }) => item.draft.html === "<p>Alleen voor beheer</p>")).toBe(true);
    const removed = await call(messageAdmin.DELETE, `/api/content/messages/${id}/`, {}, json(admin, "DELETE"));
    expect(removed.status).toBe(204);
  });

  it("preview is turned on for staff only, and only to a page of the shop", async () => {
    const started = await call(preview.GET, "/api/preview/?path=/wasmachines/", {}, json(staff, "GET"));
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/wasmachines/");
    expect(started.headers.get("cache-control")).toBe("no-store");
    const cookie = /stekker_preview=([^;]+)/.exec(started.headers.get("set-cookie") ?? "")?.[1];
    const [member] = await database.db.select({ id: staffMembers.staffMemberId }).from(staffMembers).where(eq(staffMembers.emailAddress, "medewerker-inhoud@stekker.test"));
    expect(verifyPreview(cookie, member!.id, new Date(), sessionSecret(readEnv()))).toBe(true);
    // Signed for that member only: another member's session does not make it count.
    expect(verifyPreview(cookie, member!.id + 1, new Date(), sessionSecret(readEnv()))).toBe(false);

    expect((await call(preview.GET, "/api/preview/?path=/", {}, json(null, "GET"))).status).toBe(401);
    for (const path of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "/api/banners/"]) {
      expect((await call(preview.GET, `/api/preview/?path=${encodeURIComponent(path)}`, {}, json(staff, "GET"))).status, path).toBe(400);
    }
    const ended = await call(preview.DELETE, "/api/preview/", {}, json(null, "DELETE"));
    expect(ended.status).toBe(204);
    expect(ended.headers.get("set-cookie")).toContain(`${PREVIEW_COOKIE}=;`);
  });

  it("an uploaded image is checked by its bytes, resized and served; a renamed executable is refused and nothing stored", async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0069b4" } }).png().toBuffer();
    const stored = await call(uploadImage, "/api/content/images/", {}, { method: "POST", headers: { cookie: admin, "content-type": "image/png" }, body: new Uint8Array(png) });
    expect(stored.status).toBe(201);
    expect(stored.json.data.src).toMatch(/^\/afbeeldingen\/inhoud\/[a-z0-9]{16}\.webp$/);
    const served = await contentImage(new Request(`http://localhost:3000${stored.json.data.src}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const before = (await database.db.select().from(contentImages)).length;
    const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(400).fill(0)]);
    const refused = await call(uploadImage, "/api/content/images/", {}, { method: "POST", headers: { cookie: admin, "content-type": "image/png" }, body: executable });
    expect(refused.status).toBe(415);
    expect((await call(uploadImage, "/api/content/images/", {}, { method: "POST", headers: { cookie: staff, "content-type": "image/png" }, body: new Uint8Array(png) })).status).toBe(403);
    expect((await database.db.select().from(contentImages)).length).toBe(before);
  });

});

/** Waits until `check` holds (a notification arrives after the commit, asynchronously). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`front content and the shared page cache on ${testDriver()}`, () => {
  let database: TestDatabase;
  let admin: string;
  let server: Server;
  let port: number;
  const cache = new PageCache({ ttlMs: 300_000, maxEntries: 10 });
  const changes: string[] = [];
  let stop: () => Promise<void> = async () => undefined;
  let seeded = 0;

  beforeAll(async () => {
    database = await createSeededDatabase(20);
    admin = await signedInStaffCookie(database.db, "admin", "beheer-cache@stekker.test");
    seeded = await seedFrontContent(database.db, new Date());
    const listener = await listenForCatalogueChanges(database, (table) => {
      changes.push(table);
      cache.clear();
    });
    stop = listener.stop;
    // The front page in the role of Next.js: a guest's render, the hero from the published block.
    const render = async (_request: IncomingMessage, response: ServerResponse) => {
      const content = await frontPageContent("published", new Date());
      response.setHeader("cache-control", "public, max-age=0, s-maxage=300");
      response.end(`<h1>${content.hero?.heading ?? ""}</h1>`);
    };
    server = createServer((request, response) => void cache.answer(request, response, render));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await stop();
    await database?.destroy();
  });

  const page = async () => (await fetch(`http://127.0.0.1:${port}/`)).text();

  it("the demo content is written once: the front page's hero, promotions and tiles, a banner and a message; a second run changes nothing", async () => {
    expect(seeded).toBe(6);
    expect(await seedFrontContent(database.db, new Date())).toBe(0);
    const front = await frontPageContent("published", new Date());
    expect(front.hero?.heading).toBe("Je nieuwe wasmachine, koelkast of oven: morgen in huis en aangesloten");
    expect(front.promotions?.items.length).toBeGreaterThan(0);
    expect(front.tiles?.items).toHaveLength(4);
    expect(front.banners).toHaveLength(1);
    // The Koningsdag message is published for next Koningsdag's week: in the shell only then.
    const now = new Date();
    const kingsDay = nextKingsDay(now);
    const shell = await shellMessages("published", now);
    expect(shell.messages).toHaveLength(now >= new Date(kingsDay.from) ? 1 : 0);
    expect(shell.nextChange).not.toBeNull();
    expect((await shellMessages("published", new Date(kingsDay.from))).messages).toHaveLength(1);
  });

  it("a draft change leaves the guest's page as it was; publishing shows the new hero on the next request", async () => {
    expect(await page()).toContain("morgen in huis en aangesloten");
    const blocks = await call(blocksAdmin.GET, "/api/content/blocks/", {}, json(admin, "GET"));
    const heroId = (blocks.json.data.items as { id: number; key: string }[]).find((block) => block.key === "home.hero")!.id;

    changes.length = 0;
    const drafted = await call(blockAdmin.PUT, `/api/content/blocks/${heroId}/`, {}, json(admin, "PUT", { draft: hero("Koningsdag: alles met korting") }));
    expect(drafted.status).toBe(200);
    await eventually(() => changes.includes("blocks"));
    expect(await page()).toContain("morgen in huis en aangesloten");
    expect(await page()).not.toContain("Koningsdag");

    changes.length = 0;
    await call(blockPublication.POST, `/api/content/blocks/${heroId}/publication/`, {}, json(admin, "POST"));
    await eventually(() => changes.includes("blocks"));
    expect(await page()).toContain("Koningsdag: alles met korting");
  });
});
