/**
 * "Mail me als hij er weer is" (issue 19, point 11): the sign-up on a sold-out
 * product, its double opt-in, the one "weer op voorraad" mail when stock
 * returns (also with two instances at once, and through the database's own
 * change notices), the way out, forms without JavaScript and the rate limit.
 * Route handlers called directly against a real database.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { RESEND_AFTER_MS } from "@/domain/stock-alerts/stock-alert";
import { openPostgres } from "@/server/db/client";
import { products, stockAlerts } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { type MailMessage, setMailSender } from "@/server/mail/mail-transport";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { sendDueStockAlerts } from "@/server/stock-alerts/send-stock-alerts";
import { watchStockAlerts } from "@/server/stock-alerts/stock-alert-watcher";

import { apiRoute, call, createSeededDatabase } from "../support/api";
import { captureMail } from "../support/checkout";
import { testDriver, type TestDatabase } from "../support/test-database";

const { DELETE, POST } = apiRoute("/api/stock-alerts/");
const ENDPOINT = "/api/stock-alerts/";
let visitor = 0;
/** Every call from its own address unless a test says otherwise, so the rate limit stays out of the way. */
const fromNewVisitor = () => `198.51.100.${++visitor}`;

function json(method: "POST" | "DELETE", body: unknown, clientAddress = fromNewVisitor()) {
  return call(method === "POST" ? POST : DELETE, ENDPOINT, {}, {
    method,
    headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: clientAddress },
    body: JSON.stringify(body),
  });
}

/** A plain HTML form, as a browser without JavaScript sends it. */
function htmlForm(fields: Record<string, string>, query = "") {
  return call(POST, `${ENDPOINT}${query}`, {}, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() },
    body: new URLSearchParams(fields).toString(),
  });
}

const tokenIn = (message: MailMessage, page: "bevestigen" | "afmelden") => {
  const match = new RegExp(`/weer-op-voorraad/${page}/\\?token=([\\w.-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${page} link in: ${message.text}`);
  return match[1]!;
};

const backInStock = (mail: { sent: MailMessage[] }) => mail.sent.filter((message) => message.subject.endsWith("is weer op voorraad"));

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`'Mail me als hij er weer is' on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;
  /** Products made sold out for these tests (no stock, no expected date), and one in stock. */
  let soldOut: number[];
  let inStock: number;

  const alertsOf = (emailAddress: string) => database.db.select().from(stockAlerts).where(eq(stockAlerts.emailAddress, emailAddress));
  const restock = (productId: number, stock = 4) => database.db.update(products).set({ stock }).where(eq(products.productId, productId));
  const sellOut = (productIds: number[]) => database.db.update(products).set({ stock: 0, stockEstimatedDate: null }).where(inArray(products.productId, productIds));

  /** Signs up and confirms through the mail's link, as a shopper does. */
  async function waitingFor(emailAddress: string, productId: number) {
    const sentBefore = mail.sent.length;
    expect((await json("POST", { productId, emailAddress })).status).toBe(202);
    const confirmation = mail.sent.slice(sentBefore).find((message) => message.to === emailAddress);
    expect((await json("POST", { token: tokenIn(confirmation!, "bevestigen") })).status).toBe(200);
  }

  beforeAll(async () => {
    database = await createSeededDatabase(60);
    setRateLimitStore(createMemoryRateLimitStore());
    const rows = await database.db.select({ productId: products.productId }).from(products).where(eq(products.expired, false)).orderBy(products.productId).limit(12);
    soldOut = rows.slice(0, 10).map((row) => row.productId);
    inStock = rows[10]!.productId;
    await restock(inStock, 7);
  });
  beforeEach(async () => {
    mail = captureMail();
    await sellOut(soldOut);
  });
  afterAll(async () => {
    mail.restore();
    setRateLimitStore(null);
    await database.destroy();
  });

  it("a sign-up on a sold-out product waits for confirmation, and mails a link to confirm; nothing else is sent before that", async () => {
    const answer = await json("POST", { productId: soldOut[0], emailAddress: "  Jan.Jansen@Example.NL " });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ data: { productId: soldOut[0], emailAddress: "jan.jansen@example.nl", confirmationRequired: true } });
    expect(await alertsOf("jan.jansen@example.nl")).toMatchObject([{ productId: soldOut[0], status: "pending", confirmedAt: null }]);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: "jan.jansen@example.nl", subject: expect.stringMatching(/^Bevestig je melding voor de /) });
    expect(tokenIn(mail.sent[0]!, "afmelden")).not.toBe("");

    // Stock returning before the click sends nothing: only a confirmed address is mailed.
    await restock(soldOut[0]!);
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    expect(backInStock(mail)).toHaveLength(0);
  });

  it("the same sign-up again within ten minutes sends no second mail, and answers the same", async () => {
    await json("POST", { productId: soldOut[1], emailAddress: "twee@example.nl" });
    const again = await json("POST", { productId: soldOut[1], emailAddress: "twee@example.nl" });
    expect(again.status).toBe(202);
    expect(mail.sent).toHaveLength(1);
    // After the interval the link is sent again (the first mail may be lost).
    await database.db
      .update(stockAlerts)
      .set({ confirmationSentAt: new Date(Date.now() - RESEND_AFTER_MS - 1000) })
      .where(eq(stockAlerts.emailAddress, "twee@example.nl"));
    await json("POST", { productId: soldOut[1], emailAddress: "twee@example.nl" });
    expect(mail.sent).toHaveLength(2);
  });

  it("a product that can be ordered, an unknown product or a bad address is refused with 422 naming the field, and nothing is written or sent", async () => {
    const orderable = await json("POST", { productId: inStock, emailAddress: "kan-al@example.nl" });
    expect(orderable.status).toBe(422);
    expect(orderable.json).toMatchObject({ failed: true, data: [{ field: "productId", errorMessage: "Dit apparaat is niet uitverkocht: je kunt het nu bestellen." }] });
    expect((await json("POST", { productId: 999_999, emailAddress: "onbekend@example.nl" })).status).toBe(422);
    const badAddress = await json("POST", { productId: soldOut[2], emailAddress: "geen-adres" });
    expect(badAddress.status).toBe(422);
    expect(badAddress.json).toMatchObject({ data: [{ field: "emailAddress" }] });
    expect((await json("POST", { emailAddress: "zonder-product@example.nl" })).json).toMatchObject({ data: [{ field: "productId" }] });
    expect(await database.db.select().from(stockAlerts).where(inArray(stockAlerts.emailAddress, ["kan-al@example.nl", "onbekend@example.nl", "zonder-product@example.nl"]))).toEqual([]);
    expect(mail.sent).toHaveLength(0);
  });

  it("the link's button confirms; stock returning then sends one 'weer op voorraad' mail, and the alert is done", async () => {
    await json("POST", { productId: soldOut[3], emailAddress: "drie@example.nl" });
    const confirmed = await json("POST", { token: tokenIn(mail.sent[0]!, "bevestigen") });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ data: { productId: soldOut[3], emailAddress: "drie@example.nl", status: "confirmed" } });
    expect(await sendDueStockAlerts(database.db)).toBe(0);

    await restock(soldOut[3]!);
    expect(await sendDueStockAlerts(database.db)).toBe(1);
    const [sent] = backInStock(mail);
    expect(sent).toMatchObject({ to: "drie@example.nl" });
    expect(sent!.text).toMatch(/^Bekijk hem hier: http:\/\/localhost:3000\/[a-z0-9-]+\/[a-z0-9-]+\/$/m);
    expect(tokenIn(sent!, "afmelden")).not.toBe("");
    expect(await alertsOf("drie@example.nl")).toMatchObject([{ status: "sent", notifiedAt: expect.any(Date) }]);

    // Once: another round, another stock change, or the old link clicked again sends nothing more.
    await restock(soldOut[3]!, 9);
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    const again = await json("POST", { token: tokenIn(mail.sent[0]!, "bevestigen") });
    expect(again.json).toEqual({ data: { productId: soldOut[3], emailAddress: "drie@example.nl", status: "sent" } });
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    expect(backInStock(mail)).toHaveLength(1);
  });

  it("confirming after the product came back sends the mail at once", async () => {
    await json("POST", { productId: soldOut[4], emailAddress: "vier@example.nl" });
    await restock(soldOut[4]!);
    await json("POST", { token: tokenIn(mail.sent[0]!, "bevestigen") });
    expect(backInStock(mail).map((message) => message.to)).toEqual(["vier@example.nl"]);
  });

  it("two instances sending at the same moment send each mail exactly once", async () => {
    const addresses = Array.from({ length: 8 }, (_, index) => `samen-${index}@example.nl`);
    for (const address of addresses) await waitingFor(address, soldOut[5]!);
    await restock(soldOut[5]!);
    // Several instances need a PostgreSQL server (each with its own pool); on PGlite, rounds of the one process at once.
    const other = testDriver() === "postgres" ? await openPostgres(database.url!, 4) : null;
    try {
      const counts = await Promise.all([sendDueStockAlerts(database.db), sendDueStockAlerts(other?.db ?? database.db), sendDueStockAlerts(database.db)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(addresses.length);
    } finally {
      await other?.close();
    }
    expect(backInStock(mail).map((message) => message.to).sort()).toEqual([...addresses].sort());
  });

  it("a mail that cannot be sent is given back and goes out in a later round, once", async () => {
    await waitingFor("later@example.nl", soldOut[6]!);
    await restock(soldOut[6]!);
    setMailSender({
      kind: "file",
      send: async () => {
        throw new Error("the mail server is away");
      },
      close: () => undefined,
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(await sendDueStockAlerts(database.db)).toBe(0);
    } finally {
      console.error = quiet;
    }
    expect(await alertsOf("later@example.nl")).toMatchObject([{ status: "confirmed", notifiedAt: null }]);
    mail = captureMail();
    expect(await sendDueStockAlerts(database.db)).toBe(1);
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    expect(backInStock(mail).map((message) => message.to)).toEqual(["later@example.nl"]);
  });

  it("the database's change notice is enough: stock changed by anyone (here plain SQL) gets the mail out through the watcher", async () => {
    await waitingFor("notice@example.nl", soldOut[7]!);
    // Long periodic check: only the notice can start a round within the test.
    const watcher = watchStockAlerts(database.db, { settleMs: 20, checkEveryMs: 3_600_000 });
    const listener = await listenForCatalogueChanges(database, () => watcher.noteCatalogueChange());
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(backInStock(mail)).toHaveLength(0);
      await restock(soldOut[7]!);
      await eventually(() => backInStock(mail).length === 1);
      expect(backInStock(mail)[0]!.to).toBe("notice@example.nl");
    } finally {
      await listener.stop();
      await watcher.stop();
    }
  });

  it("the way out in a mail stops every alert still waiting for that address; stock returning then sends nothing", async () => {
    await waitingFor("stop@example.nl", soldOut[8]!);
    await json("POST", { productId: soldOut[9], emailAddress: "stop@example.nl" });
    const stopped = await json("DELETE", { token: tokenIn(mail.sent[0]!, "afmelden") });
    expect(stopped.status).toBe(200);
    expect(stopped.json).toEqual({ data: { status: "unsubscribed" } });
    expect((await alertsOf("stop@example.nl")).map((alert) => alert.status)).toEqual(["unsubscribed", "unsubscribed"]);
    await restock(soldOut[8]!);
    await restock(soldOut[9]!);
    expect(await sendDueStockAlerts(database.db)).toBe(0);
    expect((await json("DELETE", { token: tokenIn(mail.sent[0]!, "afmelden") })).status).toBe(200);
    // The owner's own click on the confirmation link (within its week) asks again; the product is back, so the mail goes out.
    expect((await json("POST", { token: tokenIn(mail.sent[0]!, "bevestigen") })).json).toMatchObject({ data: { status: "confirmed" } });
    expect(backInStock(mail).map((message) => message.to)).toEqual(["stop@example.nl"]);
    expect((await json("DELETE", { token: "7.0.verzonnen" })).status).toBe(422);
    expect((await json("POST", { token: "7.0.verzonnen" })).json).toMatchObject({ data: [{ field: "token" }] });
  });

  it("without JavaScript the forms work, and land on /weer-op-voorraad/ saying how it went", async () => {
    const signedUp = await htmlForm({ productId: String(soldOut[2]), emailAddress: "zonder-js@example.nl" });
    expect(signedUp.status).toBe(303);
    expect(signedUp.headers.get("location")).toBe("/weer-op-voorraad/?melding=aangemeld");
    expect((await htmlForm({ productId: String(soldOut[2]), emailAddress: "zonder apenstaart" })).headers.get("location")).toBe("/weer-op-voorraad/?melding=ongeldig-adres");
    const confirmed = await htmlForm({ token: tokenIn(mail.sent[0]!, "bevestigen") });
    expect(confirmed.headers.get("location")).toBe("/weer-op-voorraad/?melding=bevestigd");
    const left = await htmlForm({ token: tokenIn(mail.sent[0]!, "afmelden") }, "?_method=DELETE");
    expect(left.headers.get("location")).toBe("/weer-op-voorraad/?melding=afgemeld");
    expect((await htmlForm({ token: "verzonnen" }, "?_method=DELETE")).headers.get("location")).toBe("/weer-op-voorraad/?melding=link-ongeldig");
    expect(await alertsOf("zonder-js@example.nl")).toMatchObject([{ status: "unsubscribed" }]);
  });

  it("sign-ups per visitor's address are limited: the eleventh within the hour answers 429 with Retry-After, and sends nothing", async () => {
    const address = "203.0.113.77";
    for (let index = 0; index < 10; index += 1) expect((await json("POST", { productId: soldOut[2], emailAddress: `teller-${index}@example.nl` }, address)).status).toBe(202);
    const refused = await json("POST", { productId: soldOut[2], emailAddress: "teller-10@example.nl" }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mail.sent).toHaveLength(10);
    expect(await database.db.select().from(stockAlerts).where(and(eq(stockAlerts.emailAddress, "teller-10@example.nl"), eq(stockAlerts.productId, soldOut[2]!)))).toEqual([]);
  });
});
