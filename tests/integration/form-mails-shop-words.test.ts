/**
 * A form's confirmation carries only the shop's words. Anyone can type someone
 * else's e-mail address into a form, so whatever the confirmation repeats of
 * the form is mail from the shop's address with a stranger's words in it: a
 * phishing relay. The confirmation names the kind of form, its number and the
 * date, and repeats none of the visitor's free text (name, subject, message,
 * description, product, address, wishes); the text itself reaches the shop
 * only (its notice, or the back office). Every form a visitor can send: the
 * three of POST /api/form-data/ (contact, service, application), the quote
 * request (POST /api/quotes/) and the showroom visit (POST /api/showroom-visits/).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { isoDay, parseIsoDay } from "@/domain/delivery/days";
import { seedVacancies } from "@/server/db/seed/seed-vacancies";
import { formData, showroomVisitRequests, specialDates } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { requestShowroomVisit } from "@/server/kitchens/request-showroom-visit";
import type { MailMessage } from "@/server/mail/mail-transport";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { listOpenVacancies } from "@/server/vacancies/list-open-vacancies";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import { captureMail } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver, type TestDatabase } from "../support/test-database";

const FORM_ID = apiRoute("/api/form-data/id/");
const FORMS = apiRoute("/api/form-data/");
const BUCKET = apiRoute("/api/buckets/forms/");
const QUOTES = apiRoute("/api/quotes/");

const NOW = new Date("2026-12-02T10:00:00Z");
const VISITOR = "slachtoffer@voorbeeld.nl";
const SHOP = "service@stekker.test";
const PDF = new TextEncoder().encode("%PDF-1.4\n%cv\n");

/** A marker per free-text field: words a stranger could make the shop mail to anyone. */
const marker = (field: string) => `Klik hier Merkteken${field} nu`;

let visitor = 0;
const fromNewVisitor = () => `203.0.113.${++visitor}`;

/** Everything a mail shows: subject, text and HTML. */
const whole = (message: MailMessage | undefined) => `${message?.subject}\n${message?.text}\n${message?.html}`;

describe(`a form's confirmation carries only the shop's words, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;

  beforeAll(async () => {
    database = await createSeededDatabase(120);
    await seedVacancies(database.db, NOW);
    mail = captureMail();
    process.env.CUSTOMER_SERVICE_EMAIL = SHOP;
  });
  beforeEach(() => {
    setRateLimitStore(createMemoryRateLimitStore());
    mail.sent.length = 0;
  });
  afterAll(async () => {
    delete process.env.CUSTOMER_SERVICE_EMAIL;
    mail?.restore();
    setRateLimitStore(null);
    await database?.destroy();
  });

  async function sendForm(fields: Record<string, unknown>, file?: { name: string; type: string; bytes: Uint8Array }): Promise<number> {
    const formId = (await call(FORM_ID.GET, "/api/form-data/id/")).json.data.formId as string;
    if (file) {
      const body = new FormData();
      body.append("formId", formId);
      body.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type }));
      expect((await call(BUCKET.POST, "/api/buckets/forms/", {}, { method: "POST", headers: { [CLIENT_ADDRESS_HEADER]: fromNewVisitor() }, body })).status).toBe(201);
    }
    const answer = await call(FORMS.POST, "/api/form-data/", {}, {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() },
      body: JSON.stringify({ formId, emailAddress: VISITOR, phoneNumber: "071 760 00 00", ...fields }),
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.data.formDataId as number;
  }

  function expectOnlyShopWords(markers: string[], reference: string) {
    const confirmation = mail.sent.find((message) => message.to === VISITOR);
    expect(confirmation, "no confirmation to the visitor").toBeDefined();
    for (const text of markers) expect(whole(confirmation)).not.toContain(`Merkteken${text}`);
    expect(confirmation!.text).toContain(reference);
    return confirmation!;
  }

  function expectShopNotice(markers: string[]) {
    const notice = mail.sent.find((message) => message.to === SHOP);
    expect(notice, "no notice to the shop").toBeDefined();
    for (const text of markers) expect(whole(notice)).toContain(`Merkteken${text}`);
  }

  it("a contact question: the visitor's mail has none of the name, subject or message; the shop's has them all", async () => {
    const formDataId = await sendForm({ kind: "contact", name: marker("Naam"), subject: marker("Onderwerp"), message: marker("Bericht") });
    expectOnlyShopWords(["Naam", "Onderwerp", "Bericht"], `${formDataId}`);
    expectShopNotice(["Naam", "Onderwerp", "Bericht"]);
  });

  it("a service request: the visitor's mail has none of the name, product or description; the shop's has them all", async () => {
    const formDataId = await sendForm({ kind: "service", name: marker("Naam"), productName: marker("Product"), requestType: "storing", description: marker("Omschrijving") });
    expectOnlyShopWords(["Naam", "Product", "Omschrijving"], `${formDataId}`);
    expectShopNotice(["Naam", "Product", "Omschrijving"]);
  });

  it("an application: the visitor's mail has none of the name, motivation or file name; the shop's has them all", async () => {
    const [vacancy] = await listOpenVacancies(database.db, NOW);
    const formDataId = await sendForm(
      { kind: "application", vacancyId: String(vacancy!.vacancyId), name: marker("Naam"), motivation: marker("Motivatie") },
      { name: "Merkteken-Bestand.pdf", type: "application/pdf", bytes: PDF },
    );
    expectOnlyShopWords(["Naam", "Motivatie", "-Bestand"], `${formDataId}`);
    expectShopNotice(["Naam", "Motivatie", "-Bestand"]);
    const [row] = await database.db.select().from(formData).where(eq(formData.formDataId, formDataId));
    expect(row!.name).toBe(marker("Naam"));
  });

  it("a quote request: the visitor's mail has none of the names, company, address, measurements or wishes; the shop's has them all", async () => {
    const answer = await call(QUOTES.POST, "/api/quotes/", {}, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await newSession(), [CLIENT_ADDRESS_HEADER]: fromNewVisitor() },
      body: JSON.stringify({
        kind: "kitchen",
        firstName: "MerktekenVoornaam",
        lastName: "MerktekenAchternaam",
        company: true,
        companyName: marker("Bedrijf"),
        emailAddress: VISITOR,
        phoneNumber: "071 760 00 00",
        postalCode: "2382as",
        houseNumber: "14",
        street: "MerktekenStraat",
        city: "MerktekenPlaats",
        country: "NL",
        measurements: marker("Maten"),
        wishes: marker("Wensen"),
      }),
    });
    expect(answer.status, answer.text).toBe(201);
    const fields = ["Voornaam", "Achternaam", "Bedrijf", "Straat", "Plaats", "Maten", "Wensen"];
    expectOnlyShopWords(fields, answer.json.data.quoteId as string);
    expectShopNotice(fields);
  });

  it("a showroom visit: the visitor's mail has none of the name or message; the request keeps them for the shop", async () => {
    const closed = new Set((await database.db.select({ date: specialDates.date }).from(specialDates)).map((row) => row.date));
    // A Tuesday to Friday afternoon within the planning window of NOW (a Wednesday), not a special date.
    let day = parseIsoDay("2026-12-08")!;
    while (closed.has(isoDay(day))) day += 1;
    const visit = await requestShowroomVisit(
      database.db,
      { name: marker("Naam"), emailAddress: VISITOR, phoneNumber: "06 12345678", preferredDay: isoDay(day), partOfDay: "middag", kitchenIds: [], message: marker("Bericht") },
      NOW,
    );
    expectOnlyShopWords(["Naam", "Bericht"], `${visit.visitRequestId}`);
    const [row] = await database.db.select().from(showroomVisitRequests).where(eq(showroomVisitRequests.visitRequestId, visit.visitRequestId));
    expect(row).toMatchObject({ name: marker("Naam"), message: marker("Bericht") });
  });
});
