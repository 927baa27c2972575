/**
 * Invoices (issue 20, point 6), on PGlite and PostgreSQL: issued when the
 * payment is in and attached to the "betaling ontvangen" mail, issued by staff
 * on demand, numbered in one unbroken series also when many are issued at once
 * or a transaction is rolled back, downloaded by the customer and by staff,
 * and the PDF read back with pdftotext (poppler-utils) for every field the
 * Dutch invoice rules ask.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { companyDetails } from "@/config/company";
import { readEnv } from "@/config/env";
import { invoiceDate } from "@/domain/invoices/invoice-copy";
import type { Database } from "@/server/db/client";
import { invoiceCounters, invoices, orders, products, staffSessions } from "@/server/db/schema";
import { shopDay } from "@/domain/delivery/days";
import { INVOICE_SERIES, issueInvoice } from "@/server/invoices/issue-invoice";
import { createMailSender, type MailMessage, setMailSender } from "@/server/mail/mail-transport";
import { liveOrderToken } from "../support/signed-links";
import { runJobCategory } from "@/server/jobs/job-work";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";

import { apiRoute, BASE_URL } from "../support/api";
import { BELGIAN_CUSTOMER, chooseTestPayment, DUTCH_CUSTOMER, filledCart, orderBody, placeOrder, readOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";
import { useStandIn } from "../support/use-stand-in";
import { startViesStandIn } from "../support/vies-stand-in";

/** 699,00 including VAT: 577,69 excluding (vat.ts); two of them 1.155,37 excluding VAT and 242,63 VAT. */
const PRICE_CENTS = 69_900;
const DUTCH_COMPANY = { ...DUTCH_CUSTOMER, company: true, companyName: "Stekker Test B.V.", vatNumber: "NL123456789B01" } as const;
const BELGIAN_COMPANY = { ...BELGIAN_CUSTOMER, company: true, companyName: "Peeters Keukens BV", vatNumber: "BE0123456789" } as const;

const { GET: getInvoice, POST: postInvoice } = apiRoute("/api/orders/{orderRef}/invoice/");
const SAME_ORIGIN = { origin: BASE_URL, "sec-fetch-site": "same-origin" };

/** The PDF's text as pdftotext reads it, laid out as printed (a label beside its value), every run of white space (no-break spaces too) one space. */
function pdfText(pdf: Buffer): string {
  const directory = mkdtempSync(path.join(tmpdir(), "stekker-invoice-"));
  const file = path.join(directory, "factuur.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\s\u00a0\u202f]+/g, " ");
}

describe(`invoices on ${testDriver()}`, () => {
  useStandIn("VIES_URL", startViesStandIn);
  // Known prices without discounts or delivery costs, so that every amount on the invoice is exact.
  const shop = useOrderShop({
    productCount: 40,
    prepare: (database, stock) =>
      database.db
        .update(products)
        .set({ priceCents: PRICE_CENTS, cashDeskDiscountCents: null, cashbackCents: null, deliveryCostCents: 0 })
        .where(inArray(products.productId, stock.map((row) => row.productId)))
        .then(() => undefined),
  });
  const db = () => shop.database.db;

  async function placed(method: string, fields: Record<string, unknown> = DUTCH_CUSTOMER, qty = 1) {
    const session = await newSession();
    const product = shop.product();
    const cart = await filledCart(session, { [product.productId]: { qty } }, fields);
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, method));
    expect(answer.status, answer.text).toBe(200);
    return { session, product, orderRef: answer.json.data.orderRef as string, paymentUrl: answer.json.data.paymentUrl as string | null };
  }

  async function flushOutbox() {
    await runJobCategory(db(), "order-mails", new Date());
  }

  async function paid(method: string, fields: Record<string, unknown> = DUTCH_CUSTOMER, qty = 1) {
    const order = await placed(method, fields, qty);
    await chooseTestPayment(order.paymentUrl!, "approve");
    await flushOutbox();
    return order;
  }

  const paymentMail = (orderRef: string): MailMessage | undefined => shop.mail.sent.find((message) => message.subject === `Betaling ontvangen voor je bestelling ${orderRef}`);
  const invoiceOf = async (orderRef: string) => (await db().select().from(invoices).where(eq(invoices.orderRef, orderRef)))[0];

  async function staffCookie(): Promise<string> {
    const { staffMemberId } = await addStaffMember(db(), { emailAddress: `factuur-${randomSuffix()}@stekker.test`, name: "Fenna Factuur", role: "staff", password: "paard batterij nietje" }, new Date());
    const secret = newSessionSecret();
    const now = new Date();
    await db().insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    return `stekker_staff=${secret}`;
  }

  const download = (orderRef: string, headers: Record<string, string> = {}, query = "") =>
    getInvoice(new Request(`${BASE_URL}/api/orders/${orderRef}/invoice/${query}`, { headers }), { params: Promise.resolve({ orderRef }) });
  const issue = (orderRef: string, headers: Record<string, string> = {}) =>
    postInvoice(new Request(`${BASE_URL}/api/orders/${orderRef}/invoice/`, { method: "POST", headers: { ...SAME_ORIGIN, ...headers } }), { params: Promise.resolve({ orderRef }) });

  it("the invoice PDF names every required field: number, date, seller with KvK and VAT number, buyer with VAT number, lines, VAT per rate and totals", async () => {
    const { session, product, orderRef } = await paid("ideal", DUTCH_COMPANY, 2);
    const invoice = (await invoiceOf(orderRef))!;
    const response = await download(orderRef, { cookie: session });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const company = companyDetails();

    expect(text).toContain("Factuur");
    expect(text).toContain(`Factuurnummer: ${invoice.invoiceNumber}`);
    expect(text).toContain(`Factuurdatum: ${invoiceDate(shopDay(invoice.issuedAt))}`);
    expect(text).toContain(`Bestelnummer: ${orderRef}`);
    // The date of supply, which is not the invoice date: the chosen delivery day.
    const [order] = await db().select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(text).toContain(`Leverdatum: ${invoiceDate(order!.deliveryDay!)}`);
    // The seller.
    for (const fact of [company.legalName, company.street, `${company.postalCode} ${company.city}`, `KvK-nummer: ${company.kvkNumber}`, `Btw-nummer: ${company.vatNumber}`]) expect(text).toContain(fact);
    // The buyer, a company, with its VAT number.
    for (const fact of ["Stekker Test B.V.", "Sanne de Vries", "Rapenburg 73", "2311 GJ Leiden", "Nederland", "Btw-nummer afnemer: NL123456789B01"]) expect(text).toContain(fact);
    // The line: description, quantity, unit price excluding VAT, rate, amount excluding VAT.
    expect(text).toContain(`${product.name}`);
    expect(text).toMatch(/ 2 € 577,69 21% € 1\.155,37 /);
    // VAT per rate and the totals.
    expect(text).toContain("Totaal exclusief btw € 1.155,37");
    expect(text).toContain("Btw 21% over € 1.155,37 € 242,63");
    expect(text).toContain("Totaal inclusief btw € 1.398,00");
    expect(text).not.toMatch(/verlegd/i);
  });

  it("reverse charge: a Belgian company with a VIES-valid VAT number gets 'Btw verlegd', the intra-community supply and its VAT number, at 0% VAT", async () => {
    const { session, orderRef } = await paid("bancontact", BELGIAN_COMPANY);
    const response = await download(orderRef, { cookie: session });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("Intracommunautaire levering");
    expect(text).toContain("Btw verlegd naar de afnemer (intracommunautaire levering).");
    expect(text).toContain("Btw-nummer afnemer: BE0123456789");
    for (const fact of ["Peeters Keukens BV", "Grote Markt 1", "1000 Brussel", "België"]) expect(text).toContain(fact);
    expect(text).toMatch(/ 1 € 577,69 verlegd € 577,69 /);
    expect(text).toContain("Btw verlegd (0%) over € 577,69 € 0,00");
    expect(text).toContain("Te betalen € 577,69");
    expect(text).not.toContain("Totaal inclusief btw");
  });

  it("issued when the payment is in: the 'betaling ontvangen' mail carries it as factuur-<number>.pdf, and the order answer names it", async () => {
    const { session, orderRef, paymentUrl } = await placed("ideal");
    expect(await invoiceOf(orderRef)).toBeUndefined();
    expect((await readOrder(session, orderRef)).json.data.invoice).toBeNull();
    expect((await download(orderRef, { cookie: session })).status).toBe(404);

    await chooseTestPayment(paymentUrl!, "approve");
    await flushOutbox();
    const invoice = (await invoiceOf(orderRef))!;
    expect(invoice).toBeDefined();
    const attachments = paymentMail(orderRef)!.attachments ?? [];
    expect(attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: `factuur-${invoice.invoiceNumber}.pdf`, contentType: "application/pdf" }]);
    expect(attachments[0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfText(attachments[0]!.content)).toContain(`Factuurnummer: ${invoice.invoiceNumber}`);
    expect(paymentMail(orderRef)!.text).toContain(`De factuur (${invoice.invoiceNumber}) zit als pdf bij deze e-mail.`);
    expect((await readOrder(session, orderRef)).json.data.invoice).toEqual({ invoiceNumber: invoice.invoiceNumber, issuedAt: invoice.issuedAt.toISOString() });
  });

  it("the mail written as an .eml file carries the invoice as an application/pdf attachment", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "stekker-invoice-mail-"));
    const fileSender = createMailSender({ ...readEnv(), DATA_DIR: directory, SMTP_URL: undefined });
    setMailSender(fileSender);
    try {
      const { orderRef } = await paid("ideal");
      const invoice = (await invoiceOf(orderRef))!;
      const files = readdirSync(path.join(directory, "mail")).filter((name) => name.includes("betaling-ontvangen"));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(directory, "mail", files[0]!), "utf8");
      const part = eml.split(/\n--/).find((section) => section.includes("Content-Type: application/pdf"));
      expect(part).toContain(`filename=factuur-${invoice.invoiceNumber}.pdf`);
      expect(part).toContain("Content-Transfer-Encoding: base64");
      const base64 = part!.split("\n\n").slice(1).join("").replace(/\s+/g, "");
      expect(Buffer.from(base64, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } finally {
      // The shop's own capture again, for the tests after this one.
      setMailSender({ kind: "file", send: async (message) => (shop.mail.sent.push(message), { messageId: `<${randomSuffix()}@test>` }), close: () => undefined });
    }
  });

  it("download rights: the own session and the signed link 200, another session and a guest 404, staff 200 for any order", async () => {
    const { session, orderRef } = await paid("ideal");
    const invoice = (await invoiceOf(orderRef))!;

    const own = await download(orderRef, { cookie: session });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe(`attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`);
    expect(own.headers.get("cache-control")).toBe("no-store");

    const token = liveOrderToken(orderRef);
    expect((await download(orderRef, {}, `?token=${encodeURIComponent(token)}`)).status).toBe(200);

    const other = await download(orderRef, { cookie: await newSession() });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ failed: true });
    expect((await download(orderRef)).status).toBe(404);
    expect((await download(orderRef, {}, "?token=not-the-token")).status).toBe(404);

    const staff = await download(orderRef, { cookie: await staffCookie() });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("content-type")).toBe("application/pdf");
  });

  it("staff issue an invoice on demand for an order not yet paid: 201, then the same invoice again with 200; the customer may download it then", async () => {
    const { session, orderRef } = await placed("pinOnDelivery");
    const staff = await staffCookie();
    expect((await download(orderRef, { cookie: staff })).status).toBe(404);

    const first = await issue(orderRef, { cookie: staff });
    expect(first.status).toBe(201);
    const issued = (await first.json()).data;
    expect(issued).toMatchObject({ orderRef, invoiceNumber: expect.stringMatching(/^\d{4}-\d{6}$/) });
    const again = await issue(orderRef, { cookie: staff });
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual(issued);
    expect(await db().select().from(invoices).where(eq(invoices.orderRef, orderRef))).toHaveLength(1);
    expect((await download(orderRef, { cookie: session })).status).toBe(200);
  });

  it("issuing is for staff: a guest 401, a customer on their own order 401; an unknown order 404; a cancelled order 409", async () => {
    const { session, orderRef } = await placed("banktransfer");
    expect((await issue(orderRef)).status).toBe(401);
    expect((await issue(orderRef, { cookie: session })).status).toBe(401);
    expect(await invoiceOf(orderRef)).toBeUndefined();

    const staff = await staffCookie();
    expect((await issue("99999999", { cookie: staff })).status).toBe(404);
    await db().update(orders).set({ cancelledAt: new Date() }).where(eq(orders.orderRef, orderRef));
    const cancelled = await issue(orderRef, { cookie: staff });
    expect(cancelled.status).toBe(409);
    expect(await invoiceOf(orderRef)).toBeUndefined();
  });

  it("an order whose lines do not add up to its total is not invoiced: staff hear 409 and no number is used; its payment mail goes without", async () => {
    const { orderRef, paymentUrl } = await placed("ideal");
    const [row] = await db().select().from(orders).where(eq(orders.orderRef, orderRef));
    await db().update(orders).set({ totals: { ...row!.totals, deliveryTotal: 10_000 } }).where(eq(orders.orderRef, orderRef));
    const before = await lastNumber(db());
    expect((await issue(orderRef, { cookie: await staffCookie() })).status).toBe(409);
    expect(await lastNumber(db())).toBe(before);

    await chooseTestPayment(paymentUrl!, "approve");
    await flushOutbox();
    expect(paymentMail(orderRef)).toBeDefined();
    expect(paymentMail(orderRef)!.attachments).toBeUndefined();
    expect(await invoiceOf(orderRef)).toBeUndefined();
  });

  it("one unbroken series: invoices issued at once get consecutive numbers, without gap or duplicate; issuing one order at once makes one invoice", async () => {
    const placedOrders = await Promise.all(Array.from({ length: 8 }, () => placed("banktransfer")));
    const before = await lastNumber(db());
    const now = new Date();
    const issuedAll = await Promise.all([...placedOrders, ...placedOrders.slice(0, 3)].map(({ orderRef }) => issueInvoice(db(), orderRef, now)));
    expect(issuedAll.filter((result) => result.issued)).toHaveLength(8);
    const rows = await db().select().from(invoices).where(inArray(invoices.orderRef, placedOrders.map((order) => order.orderRef))).orderBy(asc(invoices.sequenceNumber));
    expect(rows.map((row) => row.sequenceNumber)).toEqual(Array.from({ length: 8 }, (_, index) => before + 1 + index));
    expect(new Set(rows.map((row) => row.invoiceNumber)).size).toBe(8);
    expect(await lastNumber(db())).toBe(before + 8);
  });

  it("one unbroken series: an invoice whose transaction is rolled back leaves no gap (a sequence would)", async () => {
    const [rolledBack, next] = [await placed("banktransfer"), await placed("banktransfer")];
    const before = await lastNumber(db());
    await expect(
      db().transaction(async (tx) => {
        await issueInvoice(tx as unknown as Database, rolledBack.orderRef, new Date());
        throw new Error("the caller's work failed after the invoice");
      }),
    ).rejects.toThrow("the caller's work failed");
    expect(await invoiceOf(rolledBack.orderRef)).toBeUndefined();
    const { invoice } = await issueInvoice(db(), next.orderRef, new Date());
    expect(invoice.sequenceNumber).toBe(before + 1);
  });

  it("an issued invoice keeps the seller it was issued under when the company's details change later", async () => {
    const { session, orderRef } = await paid("ideal");
    const previous = process.env.COMPANY_NAME;
    process.env.COMPANY_NAME = "Een Andere Naam B.V.";
    try {
      const text = pdfText(Buffer.from(await (await download(orderRef, { cookie: session })).arrayBuffer()));
      expect(text).toContain(companyDetails({ ...readEnv(), COMPANY_NAME: undefined }).legalName);
      expect(text).not.toContain("Een Andere Naam B.V.");
    } finally {
      if (previous === undefined) delete process.env.COMPANY_NAME;
      else process.env.COMPANY_NAME = previous;
    }
  });
});

async function lastNumber(db: Database): Promise<number> {
  const [row] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.series, INVOICE_SERIES));
  return row?.lastNumber ?? 0;
}

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 10);
}
