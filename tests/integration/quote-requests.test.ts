/**
 * Quote requests (issue 22, point 1): POST /api/quotes/ with and without
 * files, a 422 per wrong field, the quote as own data (404 for what is not yours, the
 * signed link, staff), the uploads' download rights and headers, a file of
 * the wrong kind, the rate limit, the confirmation mail, and the demo quotes.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { QUOTE_STATUSES } from "@/domain/quotes/quote-status";
import { quoteAnswerSchema } from "@/schemas/answers/quote";
import { DEMO_QUOTE_SESSION, seedQuotes } from "@/server/db/seed/seed-quotes";
import { kitchens, products, quotes, quoteStatusChanges, quoteUploads } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { liveQuoteToken } from "../support/signed-links";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { QUOTE_REQUESTS } from "@/server/rate-limit/rules";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import { captureMail } from "../support/checkout";
import { newSession } from "../support/session";
import { signedInStaffCookie } from "../support/staff-cookie";
import { testDriver, type TestDatabase } from "../support/test-database";

const { POST } = apiRoute("/api/quotes/");
const { GET } = apiRoute("/api/quotes/{quoteId}/");
const { GET: GET_UPLOAD } = apiRoute("/api/quotes/{quoteId}/uploads/{uploadId}/");

let visitor = 0;
const fromNewVisitor = () => `203.0.113.${++visitor}`;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%demo plattegrond\n");
const NOT_AN_IMAGE = new TextEncoder().encode("<script>alert(1)</script>");

/** A week well ahead, whatever today is: the preferred week may not be past. */
function weekAhead(): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  const thursday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7)));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - 3 / 7 + ((firstThursday.getUTCDay() + 6) % 7) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

const validFields = () => ({
  kind: "kitchen",
  firstName: "Sanne",
  lastName: "de Vries",
  emailAddress: "Sanne@Voorbeeld.nl",
  phoneNumber: "071 760 00 00",
  postalCode: "2382as",
  houseNumber: "14",
  street: "Lindenlaan",
  city: "Zoeterwoude",
  country: "NL",
  preferredWeek: weekAhead(),
  measurements: "Wand van 3,40 m",
  wishes: "Een lichte keuken met inductie.",
});

function postJson(cookie: string | null, body: unknown, clientAddress = fromNewVisitor()) {
  const headers: Record<string, string> = { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: clientAddress };
  if (cookie) headers.cookie = cookie;
  return call(POST, "/api/quotes/", {}, { method: "POST", headers, body: JSON.stringify(body) });
}

function postForm(cookie: string, fields: Record<string, string>, files: { name: string; type: string; bytes: Uint8Array }[], clientAddress = fromNewVisitor()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("files", new File([file.bytes as BlobPart], file.name, { type: file.type }));
  return call(POST, "/api/quotes/", {}, { method: "POST", headers: { cookie, [CLIENT_ADDRESS_HEADER]: clientAddress }, body: form });
}

const readQuote = (quoteId: string, headers: Record<string, string> = {}, query = "") => call(GET, `/api/quotes/${quoteId}/${query}`, {}, { headers });
const readUpload = (quoteId: string, uploadId: number, headers: Record<string, string> = {}, query = "") =>
  call(GET_UPLOAD, `/api/quotes/${quoteId}/uploads/${uploadId}/${query}`, {}, { headers });

const fieldsOf = (answer: { json: { data: { field: string }[] } }) => answer.json.data.map((error) => error.field);

describe(`quote requests on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;
  let cookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    database = await createSeededDatabase(120);
    mail = captureMail();
    cookie = await newSession();
    staffCookie = await signedInStaffCookie(database.db, "staff", "offertes@stekker.test");
  });

  beforeEach(() => setRateLimitStore(createMemoryRateLimitStore()));

  afterAll(async () => {
    mail?.restore();
    setRateLimitStore(null);
    await database?.destroy();
  });

  it("a request without files is stored as requested, with its first history row, and answered 201 with the quote", async () => {
    const answer = await postJson(cookie, validFields());
    expect(answer.status, answer.text).toBe(201);
    const quote = quoteAnswerSchema.parse(answer.json.data);
    expect(quote.quoteId).toMatch(/^7\d{7}$/);
    expect(quote.status).toBe("requested");
    expect(quote.statusLabel).toBe("Aangevraagd");
    expect(quote.request).toMatchObject({ kind: "kitchen", emailAddress: "sanne@voorbeeld.nl", postalCode: "2382 AS", kitchenId: null, company: false, companyName: null });
    expect(quote.uploads).toEqual([]);
    expect(quote.items).toEqual([]);
    expect(quote.totals).toEqual({ items: 0, discounts: 0, total: 0 });
    const history = await database.db.select().from(quoteStatusChanges).where(eq(quoteStatusChanges.quoteId, quote.quoteId));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "requested", actor: "customer" }]);
  });

  it("quote numbers come from their own sequence, one after the other", async () => {
    const first = await postJson(cookie, validFields());
    const second = await postJson(cookie, validFields());
    expect(Number(second.json.data.quoteId)).toBe(Number(first.json.data.quoteId) + 1);
  });

  it("a multipart request keeps its photos and floor plan, each by the type of its bytes, with a safe name", async () => {
    const answer = await postForm(cookie, { ...validFields(), company: "on", companyName: "Bakkerij Jansen" }, [
      { name: "keuken.png", type: "image/png", bytes: PNG },
      // Declared wrongly, but a PDF by its bytes: kept as a PDF.
      { name: "../../plattegrond.jpg", type: "image/jpeg", bytes: PDF },
    ]);
    expect(answer.status, answer.text).toBe(201);
    const quote = quoteAnswerSchema.parse(answer.json.data);
    expect(quote.request).toMatchObject({ company: true, companyName: "Bakkerij Jansen" });
    expect(quote.uploads.map(({ fileName, contentType, byteSize }) => ({ fileName, contentType, byteSize }))).toEqual([
      { fileName: "keuken.png", contentType: "image/png", byteSize: PNG.byteLength },
      { fileName: "plattegrond.pdf", contentType: "application/pdf", byteSize: PDF.byteLength },
    ]);
  });

  it("a file that is no JPEG, PNG, WebP or PDF by its bytes is refused with 422 on files, and nothing is stored", async () => {
    const before = await database.db.select().from(quotes);
    const answer = await postForm(cookie, validFields(), [{ name: "foto.jpg", type: "image/jpeg", bytes: NOT_AN_IMAGE }]);
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(["files"]);
    expect(answer.json.data[0].errorMessage).toContain("foto.jpg");
    expect(await database.db.select().from(quotes)).toHaveLength(before.length);
  });

  it("more than five files are refused with 422 on files", async () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `foto-${index}.png`, type: "image/png", bytes: PNG }));
    const answer = await postForm(cookie, validFields(), six);
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toContain("files");
  });

  it("every wrong field gets its own 422 message in Dutch", async () => {
    const answer = await postJson(cookie, {
      kind: "zwembad",
      firstName: "",
      lastName: "x".repeat(51),
      emailAddress: "geen-adres",
      phoneNumber: "bel me",
      company: true,
      postalCode: "1234",
      houseNumber: "nul",
      street: "",
      city: "",
      country: "DE",
      preferredWeek: "2020-W05",
      measurements: "m".repeat(2001),
      wishes: "",
    });
    expect(answer.status).toBe(422);
    expect(new Set(fieldsOf(answer))).toEqual(
      new Set(["kind", "firstName", "lastName", "emailAddress", "phoneNumber", "companyName", "houseNumber", "street", "city", "country", "preferredWeek", "measurements", "wishes"]),
    );
    expect(answer.json.data.find((error: { field: string }) => error.field === "firstName").errorMessage).toBe("Vul je voornaam in");
  });

  it("a preferred week in the past is refused; a Dutch postal code of the wrong form too", async () => {
    const answer = await postJson(cookie, { ...validFields(), preferredWeek: "2025-W01", postalCode: "12345" });
    expect(answer.status).toBe(422);
    expect(new Set(fieldsOf(answer))).toEqual(new Set(["preferredWeek", "postalCode"]));
  });

  it("without a session the request is 401", async () => {
    const answer = await postJson(null, validFields());
    expect(answer.status).toBe(401);
  });

  it("the confirmation mail names the number, the kind, the next step within 2 working days and the signed link", async () => {
    const before = mail.sent.length;
    const answer = await postJson(cookie, { ...validFields(), emailAddress: "bevestiging@voorbeeld.nl" });
    const quoteId = answer.json.data.quoteId as string;
    const message = mail.sent.slice(before).find((sent) => sent.to === "bevestiging@voorbeeld.nl");
    expect(message, "no confirmation mail").toBeDefined();
    expect(message!.subject).toBe(`We hebben je offerteaanvraag ${quoteId} ontvangen`);
    expect(message!.text).toContain("Binnen 2 werkdagen");
    expect(message!.text).toContain("(een nieuwe keuken)");
    const link = new RegExp(`https?://[^\\s]+/offerte/${quoteId}/\\?token=([\\w.-]+)`).exec(message!.text);
    expect((await readQuote(quoteId, {}, `?token=${link?.[1]}`)).status).toBe(200);
    expect(message!.html).toContain(`/offerte/${quoteId}/?token=`);
  });

  it("a request from a kitchen's page names that kitchen, in the quote and in the mail", async () => {
    const [kitchen] = await database.db.select({ kitchenId: kitchens.kitchenId, name: kitchens.name }).from(kitchens).where(eq(kitchens.expired, false)).limit(1);
    const before = mail.sent.length;
    const answer = await postJson(cookie, { ...validFields(), kitchenId: kitchen!.kitchenId, emailAddress: "keuken@voorbeeld.nl" });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.data.request.kitchenId).toBe(kitchen!.kitchenId);
    const message = mail.sent.slice(before).find((sent) => sent.to === "keuken@voorbeeld.nl");
    expect(message!.text).toContain(`Keuken: ${kitchen!.name} (nr. ${kitchen!.kitchenId})`);
  });

  it("a kitchen that is not in the range is refused on its field, and nothing is stored", async () => {
    const [{ count: before } = { count: -1 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(quotes);
    const answer = await postJson(cookie, { ...validFields(), kitchenId: 999_999 });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(["kitchenId"]);
    const [{ count: after } = { count: -2 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(quotes);
    expect(after).toBe(before);
  });

  it("the shop's address gets a notice when the environment names one", async () => {
    const previous = process.env.CUSTOMER_SERVICE_EMAIL;
    process.env.CUSTOMER_SERVICE_EMAIL = "verkoop@stekker.test";
    try {
      const before = mail.sent.length;
      const answer = await postJson(cookie, validFields());
      const notice = mail.sent.slice(before).find((sent) => sent.to === "verkoop@stekker.test");
      expect(notice?.subject).toBe(`Nieuwe offerteaanvraag ${answer.json.data.quoteId}: Een nieuwe keuken`);
    } finally {
      if (previous === undefined) delete process.env.CUSTOMER_SERVICE_EMAIL;
      else process.env.CUSTOMER_SERVICE_EMAIL = previous;
    }
  });

  it("a mail server that fails does not lose the request", async () => {
    const failing = captureMail();
    const { setMailSender } = await import("@/server/mail/mail-transport");
    setMailSender({ kind: "smtp", send: () => Promise.reject(new Error("mail server away")), close: () => undefined });
    try {
      const answer = await postJson(cookie, validFields());
      expect(answer.status).toBe(201);
      const [stored] = await database.db.select().from(quotes).where(eq(quotes.quoteId, answer.json.data.quoteId));
      expect(stored?.status).toBe("requested");
    } finally {
      failing.restore();
      mail = captureMail();
    }
  });

  describe("GET /api/quotes/{quoteId}/ as own data", () => {
    let quoteId: string;
    let uploadId: number;

    beforeAll(async () => {
      const answer = await postForm(cookie, validFields(), [{ name: "keuken.png", type: "image/png", bytes: PNG }]);
      quoteId = answer.json.data.quoteId;
      uploadId = answer.json.data.uploads[0].uploadId;
    });

    it("the session that asked reads it", async () => {
      const answer = await readQuote(quoteId, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(quoteAnswerSchema.parse(answer.json.data).quoteId).toBe(quoteId);
    });

    it("without a session or token: 404, as for an unknown number", async () => {
      expect((await readQuote(quoteId)).status).toBe(404);
    });

    it("another session's quote: 404, as for an unknown number", async () => {
      expect((await readQuote(quoteId, { cookie: await newSession() })).status).toBe(404);
    });

    it("an unknown number, or no number at all: 404", async () => {
      expect((await readQuote("79999999", { cookie })).status).toBe(404);
      expect((await readQuote("offerte", { cookie })).status).toBe(404);
    });

    it("the signed link opens it without the session; a wrong token does not", async () => {
      const token = liveQuoteToken(quoteId);
      expect((await readQuote(quoteId, {}, `?token=${token}`)).status).toBe(200);
      expect((await readQuote(quoteId, { cookie: await newSession() }, `?token=${token}`)).status).toBe(200);
      expect((await readQuote(quoteId, {}, `?token=${liveQuoteToken("70000001", "een ander geheim")}`)).status).toBe(404);
      // Another quote's token is no key to this one.
      expect((await readQuote(quoteId, {}, `?token=${liveQuoteToken(String(Number(quoteId) - 1))}`)).status).toBe(404);
    });

    it("staff read any quote", async () => {
      expect((await readQuote(quoteId, { cookie: staffCookie })).status).toBe(200);
    });

    it("the upload downloads for the session, the token and staff, with its type, a file name and no caching or sniffing", async () => {
      const own = await readUpload(quoteId, uploadId, { cookie });
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("image/png");
      expect(own.headers.get("content-disposition")).toContain('filename="keuken.png"');
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      expect(own.headers.get("x-content-type-options")).toBe("nosniff");
      const token = liveQuoteToken(quoteId);
      expect((await readUpload(quoteId, uploadId, {}, `?token=${token}`)).status).toBe(200);
      expect((await readUpload(quoteId, uploadId, { cookie: staffCookie })).status).toBe(200);
    });

    it("the upload is refused as the quote is: 404 without a session, for another session, and for an upload of another quote", async () => {
      expect((await readUpload(quoteId, uploadId)).status).toBe(404);
      expect((await readUpload(quoteId, uploadId, { cookie: await newSession() })).status).toBe(404);
      const other = await postForm(cookie, validFields(), [{ name: "ander.png", type: "image/png", bytes: PNG }]);
      expect((await readUpload(quoteId, other.json.data.uploads[0].uploadId, { cookie })).status).toBe(404);
      expect((await readUpload(quoteId, 99999, { cookie })).status).toBe(404);
    });
  });

  it(`the rate limit: the ${QUOTE_REQUESTS.limit + 1}th request from one address within the hour is 429`, async () => {
    const address = "198.51.100.77";
    const statuses: number[] = [];
    for (let index = 0; index <= QUOTE_REQUESTS.limit; index += 1) statuses.push((await postJson(cookie, validFields(), address)).status);
    expect(statuses.slice(0, QUOTE_REQUESTS.limit).every((status) => status === 201)).toBe(true);
    const refused = await postJson(cookie, validFields(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the demo quotes: every status, lines of real products, discounts within each product's make-amends maximum, history", async () => {
    expect(await seedQuotes(database.db, new Date())).toBeGreaterThanOrEqual(QUOTE_STATUSES.length);
    // Seeding again replaces them.
    const count = await seedQuotes(database.db, new Date());
    const demo = await database.db.select().from(quotes).where(eq(quotes.sessionId, DEMO_QUOTE_SESSION));
    expect(demo).toHaveLength(count);
    expect(new Set(demo.map((quote) => quote.status))).toEqual(new Set(QUOTE_STATUSES));
    const catalogue = new Map((await database.db.select().from(products)).map((product) => [product.productId, product]));
    for (const quote of demo) {
      if (quote.status !== "requested") expect(quote.items.length).toBeGreaterThan(0);
      for (const line of quote.items) {
        const product = catalogue.get(line.productId);
        expect(product, `product ${line.productId}`).toBeDefined();
        expect(line.itemDiscounts.makeAmends ?? 0).toBeLessThanOrEqual(product!.makeAmendsDiscountCents ?? 0);
      }
      const history = await database.db.select().from(quoteStatusChanges).where(eq(quoteStatusChanges.quoteId, quote.quoteId));
      expect(history.at(0)?.toStatus).toBe("requested");
      expect(history.map((change) => change.toStatus).at(-1)).toBe(quote.status);
    }
    const sent = demo.find((quote) => quote.status === "sent")!;
    expect(sent.validUntil! >= new Date().toISOString().slice(0, 10)).toBe(true);
    // Staff read a demo quote with its lines priced from the catalogue.
    const answer = await readQuote(sent.quoteId, { cookie: staffCookie });
    const quote = quoteAnswerSchema.parse(answer.json.data);
    expect(quote.items.every((line) => line.product !== null && line.product.price > 0)).toBe(true);
    expect(quote.totals.total).toBeCloseTo(quote.totals.items - quote.totals.discounts, 2);
    expect(await database.db.select().from(quoteUploads).where(eq(quoteUploads.quoteId, sent.quoteId))).toEqual([]);
  });
});
