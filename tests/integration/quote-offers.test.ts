/**
 * Quotes, the staff's side (issue 22, point 2), on PGlite and PostgreSQL: the
 * list, saving the offer (an item discount above the product's maximum refused
 * naming the line, a stale version 409), sending it (the mail as an .eml file
 * with the signed link and the PDF attached; status sent with its validity),
 * status changes by the rules, the staff routes closed to guests, and the PDF
 * for staff, for the mail's token and not for another session.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readEnv } from "@/config/env";
import { quotePagePath } from "@/config/paths";
import { defaultValidUntil } from "@/domain/quotes/quote-offer";
import { shopDay } from "@/domain/delivery/days";
import type { QuoteRequestFacts } from "@/domain/quotes/quote-request";
import type { QuoteStatus } from "@/domain/quotes/quote-status";
import { products, quotes, quoteStatusChanges, type ProductRow } from "@/server/db/schema";
import { createMailSender, setMailSender } from "@/server/mail/mail-transport";
import { liveQuoteToken } from "../support/signed-links";

import { apiRoute, BASE_URL, call, createSeededDatabase } from "../support/api";
import { insertQuote, KITCHEN_REQUEST } from "../support/quote-fixtures";
import { buyableProducts, newSession } from "../support/session";
import { signedInStaffCookie } from "../support/staff-cookie";
import { type TestDatabase, testDriver } from "../support/test-database";

const { GET: listRoute } = apiRoute("/api/quotes/");
const { GET: getOffer, PUT: putOffer } = apiRoute("/api/quotes/{quoteId}/offer/");
const { POST: postSend } = apiRoute("/api/quotes/{quoteId}/send/");
const { POST: postStatus } = apiRoute("/api/quotes/{quoteId}/status/");
const { POST: postItem } = apiRoute("/api/quotes/{quoteId}/items/");
const { GET: getPdf } = apiRoute("/api/quotes/{quoteId}/pdf/");

const SAME_ORIGIN = { origin: BASE_URL, "sec-fetch-site": "same-origin" };

/** The customer's request, as the shared fixture's with an address of its own and a preferred week. */
const REQUEST: QuoteRequestFacts = { ...KITCHEN_REQUEST, emailAddress: "sanne.offerte@example.nl", phoneNumber: "0612345678", preferredWeek: "2027-W10", measurements: "Wand van 360 cm, plafond 260 cm.", wishes: "Een greeploze keuken met een inductiekookplaat." };

function pdfText(pdf: Buffer): string {
  const directory = mkdtempSync(path.join(tmpdir(), "stekker-quote-"));
  const file = path.join(directory, "offerte.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\s\u00a0\u202f]+/g, " ");
}

describe(`quotes, the staff's side, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let staff: string;
  let withMaximum: ProductRow;
  let withoutMaximum: ProductRow;
  let third: ProductRow;

  beforeAll(async () => {
    database = await createSeededDatabase(120);
    const stock = await buyableProducts(database.db, 6);
    [withMaximum, withoutMaximum, third] = stock as [ProductRow, ProductRow, ProductRow];
    await database.db.update(products).set({ stock: 20, expired: false, priceCents: 100_000, cashDeskDiscountCents: null, deliveryCostCents: 0, makeAmendsDiscountCents: 5_000 }).where(eq(products.productId, withMaximum.productId));
    await database.db.update(products).set({ stock: 20, expired: false, makeAmendsDiscountCents: null }).where(eq(products.productId, withoutMaximum.productId));
    await database.db.update(products).set({ stock: 20, expired: false, makeAmendsDiscountCents: 2_000 }).where(eq(products.productId, third.productId));
    staff = await signedInStaffCookie(database.db, "staff", "offerte-medewerker@stekker.test", "Olga Offerte");
  });
  afterAll(async () => {
    setMailSender(null);
    await database.destroy();
  });

  /** A request as a customer leaves it (REQUEST's route is another helper's; the row is what it writes). */
  const requested = (overrides: { sessionId?: string; status?: QuoteStatus; request?: Partial<QuoteRequestFacts> } = {}) =>
    insertQuote(database.db, { sessionId: overrides.sessionId ?? "sessie-van-een-klant", status: overrides.status ?? "requested", request: { ...REQUEST, ...overrides.request } });

  const json = (method: string, cookie: string | null, body: unknown): RequestInit => ({
    method,
    headers: { "content-type": "application/json", ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const list = (query = "", cookie: string | null = staff) => call(listRoute, `/api/quotes/${query}`, {}, cookie ? { headers: { cookie } } : {});
  const offer = (quoteId: string, cookie: string | null = staff) => call(getOffer, `/api/quotes/${quoteId}/offer/`, { quoteId }, cookie ? { headers: { cookie } } : {});
  const save = (quoteId: string, body: unknown, cookie: string | null = staff) => call(putOffer, `/api/quotes/${quoteId}/offer/`, { quoteId }, json("PUT", cookie, body));
  const send = (quoteId: string, body: unknown, cookie: string | null = staff) => call(postSend, `/api/quotes/${quoteId}/send/`, { quoteId }, json("POST", cookie, body));
  const status = (quoteId: string, body: unknown, cookie: string | null = staff) => call(postStatus, `/api/quotes/${quoteId}/status/`, { quoteId }, json("POST", cookie, body));
  const addItem = (quoteId: string, body: unknown, cookie: string | null = staff) => call(postItem, `/api/quotes/${quoteId}/items/`, { quoteId }, json("POST", cookie, body));
  const pdf = async (quoteId: string, headers: Record<string, string> = {}, query = "") => getPdf(new Request(`${BASE_URL}/api/quotes/${quoteId}/pdf/${query}`, { headers }));

  const goodOffer = (version: number) => ({
    version,
    items: [
      { productId: withMaximum.productId, qty: 2, itemDiscounts: { makeAmends: 50 } },
      { productId: withoutMaximum.productId, qty: 1 },
    ],
    discountTotal: 25,
    customerNote: "Inclusief inmeten op locatie.",
  });

  it("the list finds a quote by number, name, e-mail and postal code, filters on status and pages", async () => {
    const quoteId = await requested({ request: { lastName: "Zoekmans", emailAddress: "zoek.mij@example.nl", postalCode: "9999 ZZ" } });
    for (const q of [quoteId, "zoekmans", "zoek.mij@example", "9999zz", "9999 ZZ"]) {
      const answer = await list(`?q=${encodeURIComponent(q)}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.data.items.map((item: { quoteId: string }) => item.quoteId), q).toContain(quoteId);
    }
    const requestedOnly = await list("?status=requested&pageSize=1");
    expect(requestedOnly.json.data.items).toHaveLength(1);
    expect(requestedOnly.json.data.total).toBeGreaterThanOrEqual(1);
    expect(requestedOnly.json.data.items[0]).toMatchObject({ status: "requested", statusLabel: "Aangevraagd" });
    expect((await list("?status=declined&q=zoekmans")).json.data.total).toBe(0);
    expect((await list("?status=nonsense")).status).toBe(422);
    expect((await list("?sort=customerName&order=asc")).status).toBe(200);
  });

  it("a guest gets 401 on every staff route", async () => {
    const quoteId = await requested();
    const guest = await newSession();
    for (const answer of [
      await list("", guest),
      await offer(quoteId, guest),
      await save(quoteId, goodOffer(1), guest),
      await send(quoteId, { version: 1 }, guest),
      await status(quoteId, { status: "declined" }, guest),
      await addItem(quoteId, { productId: withMaximum.productId }, guest),
    ])
      expect(answer.status, answer.text).toBe(401);
  });

  it("the first save makes a request a draft, with the lines, the discounts and a history row naming the member", async () => {
    const quoteId = await requested();
    const before = await offer(quoteId);
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ status: "requested", version: 1, actions: { edit: true, send: false, statuses: ["draft", "declined"] } });
    const answer = await save(quoteId, goodOffer(1));
    expect(answer.status, answer.text).toBe(200);
    const data = answer.json.data;
    expect(data).toMatchObject({ status: "draft", version: 2, discountTotal: 25, customerNote: "Inclusief inmeten op locatie.", assignedTo: { name: "Olga Offerte" } });
    expect(data.items[0]).toMatchObject({ productId: withMaximum.productId, qty: 2, itemDiscounts: { makeAmends: 50 } });
    expect(data.lineFacts[0]).toMatchObject({ makeAmendsMax: 50 });
    expect(data.lineFacts[1]).toMatchObject({ makeAmendsMax: null });
    // 2 × 1000 − 2 × 50 − 25 and the second line at its own price.
    expect(data.figures.itemDiscounts).toBe(100);
    expect(data.figures.discountTotal).toBe(25);
    expect(data.totals.discounts).toBeGreaterThanOrEqual(125);
    expect(data.history.at(-1)).toMatchObject({ fromStatus: "requested", toStatus: "draft", actor: "staff", staffName: "Olga Offerte" });
    expect(data.actions).toMatchObject({ edit: true, send: true });
  });

  it("an item discount above the product's maximum is refused with 422 naming the line and the product", async () => {
    const quoteId = await requested();
    const tooMuch = await save(quoteId, { version: 1, items: [{ productId: withoutMaximum.productId, qty: 1 }, { productId: withMaximum.productId, qty: 1, itemDiscounts: { makeAmends: 50.01 } }] });
    expect(tooMuch.status, tooMuch.text).toBe(422);
    expect(tooMuch.json.data).toEqual([{ field: "items.1.itemDiscounts.makeAmends", errorMessage: expect.stringContaining(withMaximum.name) }]);
    const none = await save(quoteId, { version: 1, items: [{ productId: withoutMaximum.productId, qty: 1, itemDiscounts: { makeAmends: 1 } }] });
    expect(none.status).toBe(422);
    expect(none.json.data[0]).toMatchObject({ field: "items.0.itemDiscounts.makeAmends", errorMessage: expect.stringContaining("geen korting") });
    // Nothing was written.
    expect((await offer(quoteId)).json.data).toMatchObject({ status: "requested", version: 1, items: [] });
  });

  it("a discount over the whole above what is left is refused naming discountTotal", async () => {
    const quoteId = await requested();
    const answer = await save(quoteId, { version: 1, items: [{ productId: withMaximum.productId, qty: 1, itemDiscounts: { makeAmends: 50 } }], discountTotal: 950.01 });
    expect(answer.status).toBe(422);
    expect(answer.json.data[0].field).toBe("discountTotal");
  });

  it("a save with a stale version answers 409 with the current version", async () => {
    const quoteId = await requested();
    expect((await save(quoteId, goodOffer(1))).status).toBe(200);
    const stale = await save(quoteId, goodOffer(1));
    expect(stale.status).toBe(409);
    expect(stale.json.version).toBe(2);
  });

  it("sending writes the mail (.eml) with the signed link and the PDF attached, and the quote is sent until today + 30", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "stekker-quote-mail-"));
    setMailSender(createMailSender({ ...readEnv(), DATA_DIR: directory, SMTP_URL: undefined }));
    try {
      const quoteId = await requested();
      const saved = await save(quoteId, goodOffer(1));
      const answer = await send(quoteId, { version: saved.json.data.version });
      expect(answer.status, answer.text).toBe(200);
      const today = shopDay(new Date());
      expect(answer.json.data).toMatchObject({ status: "sent", statusLabel: "Verstuurd", validUntil: defaultValidUntil(today), mail: { sent: true, to: REQUEST.emailAddress, error: null } });
      expect(answer.json.data.sentAt).not.toBeNull();
      expect(answer.json.data.history.at(-1)).toMatchObject({ toStatus: "sent", staffName: "Olga Offerte" });

      const files = readdirSync(path.join(directory, "mail")).filter((name) => name.includes(quoteId));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(directory, "mail", files[0]!), "utf8");
      const unfolded = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      // The mail's link is the quote's current signed link, as staff see it.
      const customerUrl = new URL(answer.json.data.customerUrl as string);
      expect(customerUrl.pathname).toBe(quotePagePath(quoteId));
      expect(unfolded).toContain(`${customerUrl.pathname}${customerUrl.search}`);
      expect(unfolded).toMatch(/https?:\/\/[^\s"]+\/offerte\//);
      const part = eml.split(/\n--/).find((section) => section.includes("Content-Type: application/pdf"));
      expect(part).toContain(`filename=offerte-${quoteId}.pdf`);
      const base64 = part!.split("\n\n").slice(1).join("").replace(/\s+/g, "");
      expect(Buffer.from(base64, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // Sent once more (a resend) is allowed; edited after sending, it is a draft again.
      const edited = await save(quoteId, { ...goodOffer(answer.json.data.version), discountTotal: 10 });
      expect(edited.json.data.status).toBe("draft");
    } finally {
      setMailSender(null);
    }
  });

  it("a mail that fails leaves the quote sent and says so", async () => {
    setMailSender({ kind: "file", send: () => Promise.reject(new Error("geen mailserver")), close: () => undefined });
    try {
      const quoteId = await requested();
      const saved = await save(quoteId, goodOffer(1));
      const answer = await send(quoteId, { version: saved.json.data.version });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toMatchObject({ status: "sent", mail: { sent: false, error: expect.stringContaining("niet") } });
      const [row] = await database.db.select().from(quotes).where(eq(quotes.quoteId, quoteId));
      expect(row!.status).toBe("sent");
    } finally {
      setMailSender(null);
    }
  });

  it("a quote without lines or still a request cannot be sent (409)", async () => {
    const quoteId = await requested();
    expect((await send(quoteId, { version: 1 })).status).toBe(409);
  });

  it("a status change the rules do not allow answers 409; an allowed one writes history with the member", async () => {
    const quoteId = await requested();
    expect((await status(quoteId, { status: "expired" })).status).toBe(409);
    expect((await status(quoteId, { status: "accepted" })).status).toBe(409);
    expect((await status(quoteId, { status: "sent" })).status).toBe(409);
    const declined = await status(quoteId, { status: "declined", note: "Wij leveren niet in dit gebied." });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json.data.history.at(-1)).toMatchObject({ toStatus: "declined", staffName: "Olga Offerte", note: "Wij leveren niet in dit gebied." });
    expect(declined.json.data.actions).toEqual({ edit: false, send: false, statuses: [] });
    // A declined quote cannot be edited or revived.
    expect((await status(quoteId, { status: "draft" })).status).toBe(409);
    expect((await save(quoteId, goodOffer(declined.json.data.version))).status).toBe(409);
  });

  it("a sent quote past its last valid day is expired when read, by the system", async () => {
    const quoteId = await requested();
    const saved = await save(quoteId, goodOffer(1));
    await send(quoteId, { version: saved.json.data.version });
    await database.db.update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.quoteId, quoteId));
    const answer = await offer(quoteId);
    expect(answer.json.data.status).toBe("expired");
    expect(answer.json.data.history.at(-1)).toMatchObject({ toStatus: "expired", actor: "system" });
    const changes = await database.db.select().from(quoteStatusChanges).where(inArray(quoteStatusChanges.quoteId, [quoteId])).orderBy(asc(quoteStatusChanges.changeId));
    expect(changes.filter((change) => change.toStatus === "expired")).toHaveLength(1);
  });

  it("one line added from the shop page: a new line, or the quantity added to the same line", async () => {
    const quoteId = await requested();
    const first = await addItem(quoteId, { productId: third.productId, qty: 1 });
    expect(first.status, first.text).toBe(201);
    expect(first.json.data).toMatchObject({ status: "draft", items: [{ productId: third.productId, qty: 1 }] });
    const again = await addItem(quoteId, { productId: third.productId, qty: 2 });
    expect(again.json.data.items).toEqual([expect.objectContaining({ productId: third.productId, qty: 3 })]);
    const refused = await addItem(quoteId, { productId: withoutMaximum.productId, itemDiscounts: { makeAmends: 5 } });
    expect(refused.status).toBe(422);
    expect(refused.json.data[0].field).toBe("itemDiscounts.makeAmends");
  });

  it("the PDF answers application/pdf for staff and for the mail's token, 404 for another session or none, never cached", async () => {
    const owner = await newSession();
    const ownerSessionId = decodeURIComponent(owner.split("=")[1]!).split(".")[0]!;
    const quoteId = await requested({ sessionId: ownerSessionId });
    const saved = await save(quoteId, goodOffer(1));
    await send(quoteId, { version: saved.json.data.version });

    const forStaff = await pdf(quoteId, { cookie: staff });
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get("content-type")).toBe("application/pdf");
    expect(forStaff.headers.get("cache-control")).toBe("private, no-store");
    const text = pdfText(Buffer.from(await forStaff.arrayBuffer()));
    for (const fact of ["Offerte", `Offertenummer: ${quoteId}`, "Geldig tot en met", "Sanne de Vries", "Rapenburg 73", "2311 GJ Leiden", withMaximum.name, "Korting op de offerte", "Totaal inclusief btw", "Waarvan btw (21%)", "Inclusief inmeten op locatie.", "Zo bestel je deze offerte", "/offerte/"])
      expect(text).toContain(fact);

    const token = liveQuoteToken(quoteId);
    const withToken = await pdf(quoteId, {}, `?token=${token}`);
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get("content-type")).toBe("application/pdf");

    const stranger = await newSession();
    expect((await pdf(quoteId, { cookie: stranger })).status).toBe(404);
    expect((await pdf(quoteId, { cookie: stranger }, "?token=nep")).status).toBe(404);
    expect((await pdf(quoteId)).status).toBe(404);
  });
});
