/**
 * The newsletter (specification §6: guests POST and DELETE
 * /api/newsletter-subscribers/): double opt-in, leaving the list, the forms of
 * browsers without JavaScript, the rate limit per visitor, and the tick when
 * ordering. Route handlers called directly against a real database.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { RESEND_AFTER_MS } from "@/domain/newsletter/subscription";
import { newsletterSubscribers } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { setMailSender, type MailMessage } from "@/server/mail/mail-transport";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { captureMail, DUTCH_CUSTOMER, filledCart, mailAbout, orderBody, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver, type TestDatabase } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const { DELETE, POST } = apiRoute("/api/newsletter-subscribers/");

const ENDPOINT = "/api/newsletter-subscribers/";
let visitor = 0;
/** Every call from its own address unless a test says otherwise, so the rate limit stays out of the way. */
const fromNewVisitor = () => `198.51.100.${++visitor}`;

function json(method: "POST" | "DELETE", body: unknown, headers: Record<string, string> = {}) {
  return call(method === "POST" ? POST : DELETE, ENDPOINT, {}, {
    method,
    headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: fromNewVisitor(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
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
  const match = new RegExp(`/nieuwsbrief/${page}/\\?token=([\\w.-]+)`).exec(message.text);
  if (!match) throw new Error(`no ${page} link in: ${message.text}`);
  return match[1]!;
};

describe(`the newsletter's double opt-in on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;
  const row = async (emailAddress: string) => (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, emailAddress)))[0];

  beforeAll(async () => {
    database = await createSeededDatabase(50);
    setRateLimitStore(createMemoryRateLimitStore());
  });
  beforeEach(() => {
    mail = captureMail();
  });
  afterAll(async () => {
    mail.restore();
    setRateLimitStore(null);
    await database.destroy();
  });

  it("a sign-up makes the address pending and mails it a link to confirm; nothing is sent to it before that", async () => {
    const answer = await json("POST", { emailAddress: "  Jan.Jansen@Example.NL " });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ data: { emailAddress: "jan.jansen@example.nl", confirmationRequired: true } });
    expect(await row("jan.jansen@example.nl")).toMatchObject({ status: "pending", source: "website", confirmedAt: null });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: "jan.jansen@example.nl", subject: "Bevestig je aanmelding voor de nieuwsbrief van Stekker" });
    expect(mail.sent[0]!.html).toContain("Ja, ik wil de nieuwsbrief");
    expect(tokenIn(mail.sent[0]!, "afmelden")).not.toBe("");
  });

  it("the button behind the mail's link confirms the address, and confirming twice is fine", async () => {
    await json("POST", { emailAddress: "bevestig@example.nl" });
    const token = tokenIn(mail.sent[0]!, "bevestigen");
    for (let time = 0; time < 2; time += 1) {
      const answer = await json("POST", { token });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toMatchObject({ emailAddress: "bevestig@example.nl", status: "confirmed" });
    }
    expect(await row("bevestig@example.nl")).toMatchObject({ status: "confirmed" });
    expect((await row("bevestig@example.nl"))!.confirmedAt).toBeInstanceOf(Date);
  });

  it("signing up again within ten minutes sends no second mail, and the answer is the same", async () => {
    const first = await json("POST", { emailAddress: "twee-keer@example.nl" });
    const second = await json("POST", { emailAddress: "twee-keer@example.nl" });
    expect(second.status).toBe(first.status);
    expect(second.json).toEqual(first.json);
    expect(mail.sent).toHaveLength(1);
    // Ten minutes later the link may have been lost: a new one goes out.
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - RESEND_AFTER_MS - 1000) })
      .where(eq(newsletterSubscribers.emailAddress, "twee-keer@example.nl"));
    await json("POST", { emailAddress: "twee-keer@example.nl" });
    expect(mail.sent).toHaveLength(2);
  });

  it("a confirmed address that signs up again stays confirmed, hears so by mail, and the form tells a stranger nothing", async () => {
    await json("POST", { emailAddress: "al-lid@example.nl" });
    await json("POST", { token: tokenIn(mail.sent[0]!, "bevestigen") });
    await database.db.update(newsletterSubscribers).set({ confirmationSentAt: new Date(Date.now() - RESEND_AFTER_MS - 1000) }).where(eq(newsletterSubscribers.emailAddress, "al-lid@example.nl"));
    const again = await json("POST", { emailAddress: "al-lid@example.nl" });
    const stranger = await json("POST", { emailAddress: "nieuw-lid@example.nl" });
    expect(again.status).toBe(stranger.status);
    expect(Object.keys(again.json.data)).toEqual(Object.keys(stranger.json.data));
    expect(await row("al-lid@example.nl")).toMatchObject({ status: "confirmed" });
    expect(mail.sent.find((message) => message.to === "al-lid@example.nl" && message.subject.startsWith("Je bent al aangemeld"))).toBeDefined();
  });

  it("the unsubscribe link takes the address off the list at once, also twice, also before it confirmed", async () => {
    await json("POST", { emailAddress: "weg@example.nl" });
    await json("POST", { token: tokenIn(mail.sent[0]!, "bevestigen") });
    const token = tokenIn(mail.sent[0]!, "afmelden");
    for (let time = 0; time < 2; time += 1) {
      const answer = await json("DELETE", { token });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toEqual({ emailAddress: "weg@example.nl", status: "unsubscribed" });
    }
    expect(await row("weg@example.nl")).toMatchObject({ status: "unsubscribed" });
    expect((await row("weg@example.nl"))!.unsubscribedAt).toBeInstanceOf(Date);

    await json("POST", { emailAddress: "nooit-bevestigd@example.nl" });
    expect((await json("DELETE", { token: tokenIn(mail.sent[1]!, "afmelden") })).status).toBe(200);
    expect(await row("nooit-bevestigd@example.nl")).toMatchObject({ status: "unsubscribed" });
  });

  it("an address that unsubscribed may sign up again, and must confirm again", async () => {
    await json("POST", { emailAddress: "terug@example.nl" });
    await json("DELETE", { token: tokenIn(mail.sent[0]!, "afmelden") });
    await json("POST", { emailAddress: "terug@example.nl" });
    expect(await row("terug@example.nl")).toMatchObject({ status: "pending" });
    expect(mail.sent).toHaveLength(2);
  });

  it("bad input gets a clear 4xx naming the field, and changes nothing", async () => {
    const cases: [unknown, number, string | null][] = [
      [{ emailAddress: "geen-adres" }, 422, "emailAddress"],
      [{ emailAddress: "" }, 422, "emailAddress"],
      [{}, 422, "emailAddress"],
      [{ emailAddress: `${"a".repeat(250)}@example.nl` }, 422, "emailAddress"],
      [{ emailAddress: 12 }, 422, "emailAddress"],
      [{ token: "verzonnen.0.token" }, 422, "token"],
      ["{niet: json", 400, null],
      [[{ emailAddress: "lijst@example.nl" }], 422, "body"],
    ];
    for (const [body, status, field] of cases) {
      const answer = await json("POST", body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.failed).toBe(true);
      expect(answer.json.message).toMatch(/\w/);
      if (field) expect(answer.json.data.map((error: { field: string }) => error.field)).toContain(field);
    }
    // A confirmation link is no unsubscribe link, and the other way round.
    await json("POST", { emailAddress: "verwisseld@example.nl" });
    expect((await json("DELETE", { token: tokenIn(mail.sent[0]!, "bevestigen") })).status).toBe(422);
    expect((await json("POST", { token: tokenIn(mail.sent[0]!, "afmelden") })).status).toBe(422);
    expect((await json("DELETE", {})).status).toBe(422);
    expect(await row("verwisseld@example.nl")).toMatchObject({ status: "pending" });
    expect(await row("geen-adres")).toBeUndefined();
    expect(mail.sent).toHaveLength(1);
    const wrongType = await call(POST, ENDPOINT, {}, { method: "POST", headers: { "content-type": "text/xml" }, body: "<a/>" });
    expect(wrongType.status).toBe(415);
  });

  it("a form sent without JavaScript is answered with a page that says how it went, not with JSON", async () => {
    const signedUp = await htmlForm({ emailAddress: "zonder-js@example.nl" });
    expect(signedUp.status).toBe(303);
    expect(signedUp.headers.get("location")).toBe("/nieuwsbrief/?melding=aangemeld");
    expect(await row("zonder-js@example.nl")).toMatchObject({ status: "pending" });

    expect((await htmlForm({ emailAddress: "zonder apenstaart" })).headers.get("location")).toBe("/nieuwsbrief/?melding=ongeldig-adres");
    const confirmed = await htmlForm({ token: tokenIn(mail.sent[0]!, "bevestigen") });
    expect(confirmed.headers.get("location")).toBe("/nieuwsbrief/?melding=bevestigd");
    const left = await htmlForm({ token: tokenIn(mail.sent[0]!, "afmelden") }, "?_method=DELETE");
    expect(left.headers.get("location")).toBe("/nieuwsbrief/?melding=afgemeld");
    expect(await row("zonder-js@example.nl")).toMatchObject({ status: "unsubscribed" });
    expect((await htmlForm({ token: "verzonnen" }, "?_method=DELETE")).headers.get("location")).toBe("/nieuwsbrief/?melding=link-ongeldig");
  });

  it("sign-ups per visitor's address are limited: the eleventh within the hour answers 429 with Retry-After, and sends nothing", async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.99" };
    for (let index = 0; index < 10; index += 1) expect((await json("POST", { emailAddress: `limiet-${index}@example.nl` }, headers)).status).toBe(202);
    const refused = await json("POST", { emailAddress: "limiet-10@example.nl" }, headers);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Je hebt dit te vaak geprobeerd\. Probeer het over \d+ minuten opnieuw\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await row("limiet-10@example.nl")).toBeUndefined();
    expect(mail.sent).toHaveLength(10);
    // Another visitor is not held up by the first.
    expect((await json("POST", { emailAddress: "ander@example.nl" })).status).toBe(202);
  });

  it("when the mail cannot be sent the answer is 503, and the next try sends it at once", async () => {
    let failures = 1;
    const sent: MailMessage[] = [];
    setMailSender({
      kind: "file",
      send: async (message) => {
        if (failures-- > 0) throw new Error("mail server down");
        sent.push(message);
        return { messageId: "<x@test>" };
      },
      close: () => undefined,
    });
    const failed = await json("POST", { emailAddress: "storing@example.nl" });
    expect(failed.status).toBe(503);
    expect(failed.json.message).toMatch(/bevestigingsmail/);
    expect((await json("POST", { emailAddress: "storing@example.nl" })).status).toBe(202);
    expect(sent).toHaveLength(1);
  });
});

describe(`the newsletter tick when ordering on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 10 });

  it("a customer who ticks the newsletter gets the confirmation link in the order mail and is pending until they click it", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } }, { ...DUTCH_CUSTOMER, emailAddress: "Klant.Nieuwsbrief@example.nl" });
    const placed = await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer", { newsletter: true }));
    expect(placed.status).toBe(200);
    const confirmation = await mailAbout(shop.mail, placed.json.data.orderRef);
    expect(confirmation.text).toContain("NIEUWSBRIEF");
    const [subscriber] = await shop.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, "klant.nieuwsbrief@example.nl"));
    expect(subscriber).toMatchObject({ status: "pending", source: "checkout" });
    const confirmed = await json("POST", { token: tokenIn(confirmation, "bevestigen") });
    expect(confirmed.json.data.status).toBe("confirmed");
  });

  it("when the tick cannot be recorded, the order's confirmation still goes out, without the newsletter link", async () => {
    await shop.database.db.execute(sql`alter table newsletter_subscribers rename to newsletter_subscribers_away`);
    try {
      const session = await newSession();
      const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } }, { ...DUTCH_CUSTOMER, emailAddress: "storing-bij-bestellen@example.nl" });
      const placed = await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer", { newsletter: true }));
      expect(placed.status).toBe(200);
      const confirmation = await mailAbout(shop.mail, placed.json.data.orderRef);
      expect(confirmation.text).not.toContain("NIEUWSBRIEF");
    } finally {
      await shop.database.db.execute(sql`alter table newsletter_subscribers_away rename to newsletter_subscribers`);
    }
  });

  it("a customer who leaves it unticked is not put on the list and gets no newsletter link", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } }, { ...DUTCH_CUSTOMER, emailAddress: "geen-nieuwsbrief@example.nl" });
    const placed = await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"));
    const confirmation = await mailAbout(shop.mail, placed.json.data.orderRef);
    expect(confirmation.text).not.toContain("NIEUWSBRIEF");
    expect(await shop.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, "geen-nieuwsbrief@example.nl"))).toEqual([]);
  });
});
