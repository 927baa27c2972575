/**
 * Signed links with a life (decisions §14), on PGlite and PostgreSQL: an
 * order's and a quote's link open them until two years after the order or
 * quote; an expired or revoked link answers 410 (the page offers a new one),
 * never the record; the customer renews a link by mail and the answer reveals
 * nothing; staff revoke a link, which kills the old one at once and mails a
 * new one that works.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readEnv, sessionSecret } from "@/config/env";
import { newsletterSubscribers, orderStatusChanges, orders, quotes, quoteStatusChanges, stockAlerts } from "@/server/db/schema";
import { reviewLinkExpiry } from "@/domain/ratings/rating";
import { newsletterUnsubscribeUrl } from "@/server/newsletter/newsletter-links";
import { unsubscribeFromNewsletter } from "@/server/newsletter/unsubscribe-from-newsletter";
import { reviewFormFacts } from "@/server/ratings/review-form-facts";
import { reviewLinkUrl } from "@/server/ratings/review-link";
import { unsubscribeLinkState } from "@/server/signed-links/unsubscribe-link-state";
import { stockAlertUnsubscribeUrl } from "@/server/stock-alerts/stock-alert-links";
import { ApiError } from "@/server/http/api-error";
import { orderToken } from "@/server/order-links/order-links";
import { signOrderToken } from "@/server/order-links/order-token";
import { loadOwnOrder } from "@/server/orders/load-own-order";
import { quoteToken } from "@/server/quote-links/quote-links";
import { signQuoteToken } from "@/server/quote-links/quote-token";
import { loadOwnQuote } from "@/server/quotes/load-own-quote";
import { LINK_EXPIRED_MESSAGE } from "@/server/http/link-expired";
import { RENEWAL_ANSWER_MESSAGE } from "@/server/signed-links/new-links";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";

import { type Answer, apiRoute, call } from "../support/api";
import { DUTCH_CUSTOMER, filledCart, mailAbout, orderBody, placeOrder, readOrder } from "../support/checkout";
import { insertQuote, sessionIdOf } from "../support/quote-fixtures";
import { newSession } from "../support/session";
import { signedInStaffCookie } from "../support/staff-cookie";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const { POST: postRenewal } = apiRoute("/api/link-renewals/");
const { POST: postOrderRevocation } = apiRoute("/api/orders/{orderRef}/link-revocation/");
const { POST: postQuoteRevocation } = apiRoute("/api/quotes/{quoteId}/link-revocation/");
const { GET: getQuote } = apiRoute("/api/quotes/{quoteId}/");

/** The instant the tests' orders and quotes are made at, and two years on: their links' expiry. */
const CREATED = new Date("2026-03-14T09:30:00Z");
const TWO_YEARS_ON = new Date("2028-03-14T09:30:00Z");
const ONE_SECOND = 1000;
/** A link the shop signed long ago that has expired (named instant, in the past of every test run). */
const LONG_AGO = { expiresAt: new Date("2021-01-01T00:00:00Z"), generation: 0 };

const json = (body: unknown, cookie?: string): RequestInit => ({ method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
const renew = (body: unknown) => call(postRenewal, "/api/link-renewals/", {}, json(body));
const readQuote = (quoteId: string, token: string): Promise<Answer> => call(getQuote, `/api/quotes/${quoteId}/?token=${encodeURIComponent(token)}`, { quoteId });
const tokenIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, "\\/")}\\?token=([\\w.-]+)`).exec(text)?.[1];

async function refusal(promise: Promise<unknown>): Promise<number | "opened"> {
  try {
    await promise;
    return "opened";
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

// Renewals are counted per record for a day: a store of this file's own, so
// that order numbers another run used (in a shared Redis) count nothing here.
beforeAll(() => setRateLimitStore(createMemoryRateLimitStore()));
afterAll(() => setRateLimitStore(null));

describe(`signed links with a life, on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 20 });

  async function anOrder(emailAddress: string): Promise<{ orderRef: string; mailedToken: string }> {
    const cookie = await newSession();
    const cart = await filledCart(cookie, { [shop.product().productId]: { qty: 1 } }, { ...DUTCH_CUSTOMER, emailAddress });
    const placed = await placeOrder(cookie, cart.cartId, orderBody(cart, "banktransfer"));
    expect(placed.status).toBe(200);
    const orderRef = placed.json.data.orderRef as string;
    const confirmation = await mailAbout(shop.mail, orderRef);
    return { orderRef, mailedToken: tokenIn(confirmation.text, `/bestelling/${orderRef}/`)! };
  }

  const orderRow = async (orderRef: string) => (await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef)))[0]!;
  const quoteRow = async (quoteId: string) => (await shop.database.db.select().from(quotes).where(eq(quotes.quoteId, quoteId)))[0]!;
  const mailsTo = (emailAddress: string) => shop.mail.sent.filter((message) => message.to === emailAddress);

  it("the confirmation mail's link opens its order on another device", async () => {
    const { orderRef, mailedToken } = await anOrder("link-mail@example.nl");
    expect(mailedToken).toMatch(/^\d+\.0\./);
    expect((await readOrder(null, orderRef, mailedToken)).status).toBe(200);
  });

  it("an order's link opens it until two years after the order, and from that instant no more", async () => {
    const { orderRef } = await anOrder("twee-jaar@example.nl");
    await shop.database.db.update(orders).set({ createdAt: CREATED }).where(eq(orders.orderRef, orderRef));
    const order = await orderRow(orderRef);
    const token = orderToken(order);
    const access = { sessionId: null, token };
    expect(await refusal(loadOwnOrder(shop.database.db, orderRef, access, new Date(TWO_YEARS_ON.getTime() - ONE_SECOND)))).toBe("opened");
    expect(await refusal(loadOwnOrder(shop.database.db, orderRef, access, TWO_YEARS_ON))).toBe(410);
  });

  it("an expired order link answers 410 saying so, never the order; a forged one the 404 of no order", async () => {
    const { orderRef } = await anOrder("verlopen@example.nl");
    const expired = await readOrder(null, orderRef, signOrderToken(orderRef, LONG_AGO, sessionSecret(readEnv())));
    expect(expired.status).toBe(410);
    expect(expired.json).toEqual({ failed: true, message: LINK_EXPIRED_MESSAGE, data: [] });
    expect(expired.text).not.toContain("verlopen@example.nl");
    expect((await readOrder(null, orderRef, signOrderToken(orderRef, LONG_AGO, "een ander geheim van minstens tweeëndertig tekens"))).status).toBe(404);
  });

  it("renewal mails a working link to the order's own address, and answers the same for a link that is not the shop's", async () => {
    const { orderRef } = await anOrder("vernieuwen@example.nl");
    const expiredToken = signOrderToken(orderRef, LONG_AGO, sessionSecret(readEnv()));
    const before = mailsTo("vernieuwen@example.nl").length;

    const answer = await renew({ kind: "order", id: orderRef, token: expiredToken });
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ data: { message: RENEWAL_ANSWER_MESSAGE } });
    expect(answer.text).not.toContain(orderRef);
    const renewal = mailsTo("vernieuwen@example.nl").slice(before);
    expect(renewal).toHaveLength(1);
    expect(renewal[0]!.subject).toBe(`Je nieuwe link voor bestelling ${orderRef}`);
    const newToken = tokenIn(renewal[0]!.text, `/bestelling/${orderRef}/`)!;
    expect((await readOrder(null, orderRef, newToken)).status).toBe(200);

    const sentBefore = shop.mail.sent.length;
    const forged = await renew({ kind: "order", id: orderRef, token: signOrderToken(orderRef, LONG_AGO, "een ander geheim van minstens tweeëndertig tekens") });
    const noOrder = await renew({ kind: "order", id: "99999999", token: expiredToken });
    for (const other of [forged, noOrder]) expect({ status: other.status, json: other.json }).toEqual({ status: answer.status, json: answer.json });
    expect(shop.mail.sent.length).toBe(sentBefore);
  });

  it("one order gets at most three renewal mails a day: the fourth mails nothing and hears the same answer", async () => {
    const { orderRef } = await anOrder("vier-keer@example.nl");
    const expiredToken = signOrderToken(orderRef, LONG_AGO, sessionSecret(readEnv()));
    const before = mailsTo("vier-keer@example.nl").length;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await renew({ kind: "order", id: orderRef, token: expiredToken }));
    expect(mailsTo("vier-keer@example.nl").length - before).toBe(3);
    for (const answer of answers) expect({ status: answer.status, json: answer.json }).toEqual({ status: 202, json: { data: { message: RENEWAL_ANSWER_MESSAGE } } });
  });

  it("a revoked order link is refused at once, the new mailed link opens the order, and the history says who revoked it", async () => {
    const { orderRef, mailedToken } = await anOrder("intrekken@example.nl");
    const staff = await signedInStaffCookie(shop.database.db, "staff", "links-order@stekker.test", "Lotte Link");
    const before = mailsTo("intrekken@example.nl").length;

    const revoked = await call(postOrderRevocation, `/api/orders/${orderRef}/link-revocation/`, { orderRef }, json({}, staff));
    expect(revoked.status).toBe(200);
    expect(revoked.json.data).toEqual({ linkGeneration: 1, mail: { sent: true, to: "intrekken@example.nl" } });

    expect((await readOrder(null, orderRef, mailedToken)).status).toBe(410);
    const mailed = mailsTo("intrekken@example.nl").slice(before);
    expect(mailed).toHaveLength(1);
    const newToken = tokenIn(mailed[0]!.text, `/bestelling/${orderRef}/`)!;
    expect(newToken).toMatch(/^\d+\.1\./);
    expect((await readOrder(null, orderRef, newToken)).status).toBe(200);

    const history = await shop.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderRef, orderRef));
    expect(history.filter((change) => change.kind === "link")).toEqual([expect.objectContaining({ fromStatus: "0", toStatus: "1", actor: "staff" })]);
  });

  it("a guest cannot revoke an order's link", async () => {
    const { orderRef } = await anOrder("geen-gast@example.nl");
    expect((await call(postOrderRevocation, `/api/orders/${orderRef}/link-revocation/`, { orderRef }, json({}, await newSession()))).status).toBe(401);
    expect((await orderRow(orderRef)).linkGeneration).toBe(0);
  });

  describe("quotes", () => {
    async function aQuote(emailAddress: string): Promise<string> {
      const quoteId = await insertQuote(shop.database.db, { sessionId: sessionIdOf(await newSession()), request: { emailAddress } });
      await shop.database.db.update(quotes).set({ createdAt: CREATED }).where(eq(quotes.quoteId, quoteId));
      return quoteId;
    }

    it("a quote's link opens it until two years after the quote, and from that instant no more", async () => {
      const quoteId = await aQuote("offerte-twee-jaar@example.nl");
      const access = { sessionId: null, token: quoteToken(await quoteRow(quoteId)) };
      expect(await refusal(loadOwnQuote(shop.database.db, quoteId, access, {}, new Date(TWO_YEARS_ON.getTime() - ONE_SECOND)))).toBe("opened");
      expect(await refusal(loadOwnQuote(shop.database.db, quoteId, access, {}, TWO_YEARS_ON))).toBe(410);
    });

    it("renewal mails a working quote link to the quote's own address", async () => {
      const quoteId = await aQuote("offerte-vernieuwen@example.nl");
      const expiredToken = signQuoteToken(quoteId, LONG_AGO, sessionSecret(readEnv()));
      expect((await readQuote(quoteId, expiredToken)).status).toBe(410);
      const answer = await renew({ kind: "quote", id: quoteId, token: expiredToken });
      expect(answer.status).toBe(202);
      const mailed = mailsTo("offerte-vernieuwen@example.nl");
      expect(mailed).toHaveLength(1);
      expect((await readQuote(quoteId, tokenIn(mailed[0]!.text, `/offerte/${quoteId}/`)!)).status).toBe(200);
    });

    it("a revoked quote link is refused at once, the new mailed link opens the quote, and the history notes it", async () => {
      const quoteId = await aQuote("offerte-intrekken@example.nl");
      const oldToken = quoteToken(await quoteRow(quoteId));
      expect((await readQuote(quoteId, oldToken)).status).toBe(200);
      const staff = await signedInStaffCookie(shop.database.db, "staff", "links-quote@stekker.test", "Quinten Quote");

      const revoked = await call(postQuoteRevocation, `/api/quotes/${quoteId}/link-revocation/`, { quoteId }, json({}, staff));
      expect(revoked.status).toBe(200);
      expect((await readQuote(quoteId, oldToken)).status).toBe(410);
      const mailed = mailsTo("offerte-intrekken@example.nl");
      expect(mailed).toHaveLength(1);
      expect((await readQuote(quoteId, tokenIn(mailed[0]!.text, `/offerte/${quoteId}/`)!)).status).toBe(200);
      const history = await shop.database.db.select().from(quoteStatusChanges).where(eq(quoteStatusChanges.quoteId, quoteId));
      expect(history.at(-1)).toMatchObject({ actor: "staff", note: "Link ingetrokken; nieuwe link gemaild naar offerte-intrekken@example.nl." });
    });
  });
});

describe(`unsubscribe and review links with a life, on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 10 });
  const { DELETE: deleteSubscriber } = apiRoute("/api/newsletter-subscribers/");
  const { DELETE: deleteStockAlert } = apiRoute("/api/stock-alerts/");
  const SENT = new Date("2026-03-14T09:30:00Z");
  /** A mail sent long enough ago that its two-year link has expired by any test run's clock. */
  const SENT_LONG_AGO = new Date("2019-06-01T08:00:00Z");
  const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
  const unsubscribe = (handler: typeof deleteSubscriber, path: string, token: string) =>
    call(handler, path, {}, { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  const urlIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path.replace(/[/]/g, "\\/")}\\?token=[\\w.%-]+`).exec(text)?.[0];

  it("a newsletter's unsubscribe link works until two years after its mail, and from then answers 410", async () => {
    await shop.database.db.insert(newsletterSubscribers).values({ emailAddress: "lijst@example.nl", status: "confirmed", source: "website" });
    const token = tokenOf(newsletterUnsubscribeUrl("lijst@example.nl", SENT));
    expect(await refusal(unsubscribeFromNewsletter(shop.database.db, token, new Date(TWO_YEARS_ON.getTime() - ONE_SECOND)))).toBe("opened");
    expect(await refusal(unsubscribeFromNewsletter(shop.database.db, token, new Date(TWO_YEARS_ON.getTime() + ONE_SECOND)))).toBe(410);
  });

  it("an expired newsletter unsubscribe link says so and a new one, mailed to its address, unsubscribes", async () => {
    await shop.database.db.insert(newsletterSubscribers).values({ emailAddress: "oud-afmelden@example.nl", status: "confirmed", source: "website" });
    const expired = tokenOf(newsletterUnsubscribeUrl("oud-afmelden@example.nl", SENT_LONG_AGO));
    const refused = await unsubscribe(deleteSubscriber, "/api/newsletter-subscribers/", expired);
    expect(refused.status).toBe(410);
    expect(refused.json.message).toContain("Deze afmeldlink is verlopen");
    expect(unsubscribeLinkState("newsletter", expired, CREATED)).toBe("expired");

    expect((await renew({ kind: "newsletter", token: expired })).json).toEqual({ data: { message: RENEWAL_ANSWER_MESSAGE } });
    const mailed = shop.mail.sent.filter((message) => message.to === "oud-afmelden@example.nl");
    expect(mailed.map((message) => message.subject)).toEqual(["Je nieuwe afmeldlink"]);
    const fresh = tokenOf(urlIn(mailed[0]!.text, "/nieuwsbrief/afmelden/")!);
    expect((await unsubscribe(deleteSubscriber, "/api/newsletter-subscribers/", fresh)).status).toBe(200);
    const [row] = await shop.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailAddress, "oud-afmelden@example.nl"));
    expect(row!.status).toBe("unsubscribed");
  });

  it("an expired stock-alert unsubscribe link says so and a new one, mailed to the alert's address, stops the alerts", async () => {
    const [alert] = await shop.database.db.insert(stockAlerts).values({ emailAddress: "wachten@example.nl", productId: shop.product().productId, status: "confirmed" }).returning();
    const expired = tokenOf(stockAlertUnsubscribeUrl(alert!.stockAlertId, SENT_LONG_AGO));
    expect((await unsubscribe(deleteStockAlert, "/api/stock-alerts/", expired)).status).toBe(410);
    expect(unsubscribeLinkState("stockAlert", expired, CREATED)).toBe("expired");

    await renew({ kind: "stockAlert", token: expired });
    const mailed = shop.mail.sent.filter((message) => message.to === "wachten@example.nl");
    expect(mailed).toHaveLength(1);
    const fresh = tokenOf(urlIn(mailed[0]!.text, "/weer-op-voorraad/afmelden/")!);
    expect((await unsubscribe(deleteStockAlert, "/api/stock-alerts/", fresh)).status).toBe(200);
  });

  it("a review link lives 90 days; an expired one says so on the form and a new one by mail makes the review verified again", async () => {
    const cookie = await newSession();
    const product = shop.product();
    const cart = await filledCart(cookie, { [product.productId]: { qty: 1 } }, { ...DUTCH_CUSTOMER, emailAddress: "review@example.nl" });
    const orderRef = (await placeOrder(cookie, cart.cartId, orderBody(cart, "banktransfer"))).json.data.orderRef as string;
    await shop.database.db.update(orders).set({ fulfilmentStatus: "completed" }).where(eq(orders.orderRef, orderRef));
    expect(reviewLinkExpiry(SENT).toISOString()).toBe("2026-06-12T09:30:00.000Z");
    const expired = tokenOf(reviewLinkUrl(orderRef, product.productId, SENT_LONG_AGO));

    const form = await reviewFormFacts(shop.database.db, { token: expired }, CREATED);
    expect(form).toMatchObject({ productId: product.productId, token: null, expiredToken: expired });

    await renew({ kind: "review", token: expired });
    const mailed = shop.mail.sent.filter((message) => message.to === "review@example.nl" && message.subject.startsWith("Wat vind je van je aankoop?"));
    expect(mailed).toHaveLength(1);
    const fresh = tokenOf(urlIn(mailed[0]!.text, "/beoordelen/")!);
    // The renewal route signs at the machine's clock, so the new link is read at that clock too.
    expect(await reviewFormFacts(shop.database.db, { token: fresh }, new Date())).toMatchObject({ productId: product.productId, token: fresh, expiredToken: null });
  });
});
