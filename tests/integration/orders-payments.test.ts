import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { orders, payments, products, type ProductRow } from "@/server/db/schema";

import { type Answer, call, createSeededDatabase, apiRoute } from "../support/api";
import { captureMail, filledCart, orderBody, placeOrder, readOrder, settle } from "../support/checkout";
import type { MollieStandIn } from "../support/mollie-stand-in";
import { shopOnMollieStandIn, standInPaymentOf } from "../support/shop-on-mollie";
import { buyableProducts, newSession } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

const { POST: retryPayment } = apiRoute("/api/orders/{orderRef}/payments/");
const { POST: withdraw } = apiRoute("/api/orders/{orderRef}/withdrawal/");
const { POST: mollieWebhook } = apiRoute("/api/payments/mollie/webhook/");
const { POST: testProviderChoice } = apiRoute("/api/payments/test/{paymentId}/");

const MOLLIE_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

function chooseOnTestPage(paymentId: string, outcome: "approve" | "cancel" | "fail"): Promise<Answer> {
  return call(testProviderChoice, `/api/payments/test/${paymentId}/`, { paymentId }, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `outcome=${outcome}`,
  });
}

function postJson(handler: Parameters<typeof call>[0], path: string, params: Record<string, string>, cookie: string | null, body: unknown): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return call(handler, path, params, { method: "POST", headers, body: JSON.stringify(body) });
}

describe(`paying an order on ${testDriver()}`, () => {
  let database: TestDatabase;
  let stock: ProductRow[];
  let next = 0;
  let mail: ReturnType<typeof captureMail>;

  beforeAll(async () => {
    database = await createSeededDatabase(150);
    stock = await buyableProducts(database.db, 40);
    await database.db.update(products).set({ stock: 50, stockEstimatedDate: null });
    mail = captureMail();
  });
  afterAll(async () => {
    mail.restore();
    await database?.destroy();
  });

  async function placed(method = "ideal") {
    const session = await newSession();
    const cart = await filledCart(session, { [stock[next++]!.productId]: { qty: 1 } });
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, method));
    expect(answer.status).toBe(200);
    return { session, orderRef: answer.json.data.orderRef as string, paymentUrl: answer.json.data.paymentUrl as string | null };
  }

  describe("with the built-in test provider", () => {
    it("approving on the test page sends the customer back to the order page, and the order is paid", async () => {
      const { session, orderRef, paymentUrl } = await placed();
      const paymentId = paymentUrl!.split("/")[3]!;
      const back = await chooseOnTestPage(paymentId, "approve");
      expect(back.status).toBe(303);
      expect(back.headers.get("location")).toMatch(new RegExp(`^/bestelling/${orderRef}/\\?token=`));
      expect((await readOrder(session, orderRef)).json.data).toMatchObject({ paymentStatus: "paid", canRetryPayment: false });
      // The page cannot be used twice: a second choice changes nothing.
      await chooseOnTestPage(paymentId, "fail");
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("paid");
    });

    it("a cancelled payment lets the customer try again without a second order", async () => {
      const { session, orderRef, paymentUrl } = await placed();
      await chooseOnTestPage(paymentUrl!.split("/")[3]!, "cancel");
      expect((await readOrder(session, orderRef)).json.data).toMatchObject({ paymentStatus: "failed", canRetryPayment: true });
      const retry = await postJson(retryPayment, `/api/orders/${orderRef}/payments/`, { orderRef }, session, {});
      expect(retry.status).toBe(201);
      expect(retry.json.data.paymentUrl).not.toBe(paymentUrl);
      await chooseOnTestPage(retry.json.data.paymentUrl.split("/")[3], "approve");
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("paid");
      expect(await database.db.select().from(orders).where(eq(orders.orderRef, orderRef))).toHaveLength(1);
      expect(await database.db.select().from(payments).where(eq(payments.orderRef, orderRef))).toHaveLength(2);
      // Paid is final: no more attempts.
      expect((await postJson(retryPayment, `/api/orders/${orderRef}/payments/`, { orderRef }, session, {})).status).toBe(409);
    });

    it("a failed payment shows as failed and can be tried again; another session hears 404, as for a missing order", async () => {
      const { session, orderRef, paymentUrl } = await placed();
      await chooseOnTestPage(paymentUrl!.split("/")[3]!, "fail");
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("failed");
      expect((await postJson(retryPayment, `/api/orders/${orderRef}/payments/`, { orderRef }, await newSession(), {})).status).toBe(404);
    });

    it("an unknown test payment answers 404; a wrong choice 422", async () => {
      expect((await chooseOnTestPage("tst_AAAAAAAAAAAAAAAA", "approve")).status).toBe(404);
      const bad = await call(testProviderChoice, "/api/payments/test/tst_x/", { paymentId: "tst_x" }, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "outcome=steal" });
      expect(bad.status).toBe(422);
    });
  });

  describe("with Mollie (a local stand-in of its API)", () => {
    const standIn = shopOnMollieStandIn(MOLLIE_KEY, (request) => mollieWebhook(request));
    let mollie: MollieStandIn;
    beforeEach(() => {
      mollie = standIn();
    });
    afterEach(() => {
      mollie.endOutage();
    });

    it("the order goes to Mollie's checkout with the amount, the method, the return address and the webhook", async () => {
      const { orderRef, paymentUrl } = await placed();
      const payment = standInPaymentOf(mollie, orderRef);
      expect(paymentUrl).toBe(`${mollie.url}/checkout/${payment.id}`);
      expect(payment).toMatchObject({ method: "ideal", webhookUrl: "https://www.stekker.test/api/payments/mollie/webhook/", description: `Stekker bestelling ${orderRef}` });
      expect(payment.redirectUrl).toMatch(new RegExp(`^https://www\\.stekker\\.test/bestelling/${orderRef}/\\?token=`));
      const [row] = await database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
      expect(payment.amount).toEqual({ currency: "EUR", value: (row!.grandTotalCents / 100).toFixed(2) });
    });

    it("a webhook delivered twice ends in the right state once", async () => {
      const { session, orderRef } = await placed();
      const payment = standInPaymentOf(mollie, orderRef);
      const first = await mollie.setStatus(payment.id, "paid");
      expect(first?.status).toBe(200);
      const [{ paidAt }] = (await database.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.orderRef, orderRef))) as [{ paidAt: Date }];
      const again = await mollie.callWebhook(payment.id);
      expect(again.status).toBe(200);
      const [row] = await database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
      expect(row).toMatchObject({ paymentStatus: "paid" });
      expect(row!.paidAt!.getTime()).toBe(paidAt.getTime());
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("paid");
    });

    it("a webhook before the customer returns, and the customer's return before the webhook, both end paid", async () => {
      const early = await placed();
      const earlyPayment = standInPaymentOf(mollie, early.orderRef);
      await mollie.setStatus(earlyPayment.id, "paid");
      expect((await readOrder(early.session, early.orderRef)).json.data.paymentStatus).toBe("paid");

      // Paid at Mollie, but the webhook has not arrived: the order page asks Mollie itself.
      const late = await placed();
      const latePayment = standInPaymentOf(mollie, late.orderRef);
      latePayment.status = "paid";
      expect((await readOrder(late.session, late.orderRef)).json.data.paymentStatus).toBe("paid");
      // When the webhook comes after all, nothing changes.
      expect((await mollie.callWebhook(latePayment.id)).status).toBe(200);
      expect((await readOrder(late.session, late.orderRef)).json.data.paymentStatus).toBe("paid");
    });

    it("a forged webhook changes nothing; Mollie being down answers 503 so that it calls again", async () => {
      const { session, orderRef } = await placed();
      const forged = (body: string) => call(mollieWebhook, "/api/payments/mollie/webhook/", {}, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
      expect((await forged("id=tr_doesnotexist")).status).toBe(200);
      expect((await forged("hello")).status).toBe(200);
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("open");
      const payment = standInPaymentOf(mollie, orderRef);
      // Down for every attempt of the official client (which tries a 5xx three times), without waiting in between.
      mollie.startOutage(503, { retryAfterSeconds: 0 });
      expect((await forged(`id=${payment.id}`)).status).toBe(503);
    });

    async function placedWhileMollieFails(fail: () => void) {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        fail();
        const order = await placed();
        return { ...order, log: logged.mock.calls.map((args) => args.join(" ")) };
      } finally {
        mollie.endOutage();
        logged.mockRestore();
      }
    }

    it("a Mollie 5xx on creating a payment leaves the order waiting to be paid and says so", async () => {
      const { session, orderRef, paymentUrl, log } = await placedWhileMollieFails(() => mollie.startOutage(503, { detail: "Mollie is under maintenance", retryAfterSeconds: 0 }));
      // The order stands; the customer goes to its page, which offers to pay again, instead of to Mollie.
      expect(paymentUrl).toMatch(new RegExp(`^/bestelling/${orderRef}/\\?token=`));
      expect((await readOrder(session, orderRef)).json.data).toMatchObject({ paymentStatus: "open", canRetryPayment: true });
      expect(await database.db.select().from(payments).where(eq(payments.orderRef, orderRef))).toHaveLength(0);
      expect(log).toContainEqual(expect.stringContaining(`order ${orderRef} at mollie failed: Mollie antwoordde 503`));
      // Mollie back: paying again goes to its checkout.
      const retry = await postJson(retryPayment, `/api/orders/${orderRef}/payments/`, { orderRef }, session, {});
      expect(retry.status).toBe(201);
      expect(retry.json.data.paymentUrl).toMatch(/\/checkout\/tr_/);
    });

    it("Mollie refusing a payment (4xx) leaves the order waiting to be paid and says so", async () => {
      const { session, orderRef, paymentUrl, log } = await placedWhileMollieFails(() => mollie.failNext(422, "The amount is lower than the minimum"));
      expect(paymentUrl).toMatch(new RegExp(`^/bestelling/${orderRef}/\\?token=`));
      expect((await readOrder(session, orderRef)).json.data).toMatchObject({ paymentStatus: "open", canRetryPayment: true });
      expect(await database.db.select().from(payments).where(eq(payments.orderRef, orderRef))).toHaveLength(0);
      expect(log).toContainEqual(expect.stringContaining("Mollie antwoordde 422 op POST /payments: The amount is lower than the minimum"));
    });

    it("a payment failed at Mollie makes the order failed, and a new attempt is a new Mollie payment for the same order", async () => {
      const { session, orderRef } = await placed();
      const first = standInPaymentOf(mollie, orderRef);
      await mollie.setStatus(first.id, "failed");
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("failed");
      const retry = await postJson(retryPayment, `/api/orders/${orderRef}/payments/`, { orderRef }, session, {});
      expect(retry.json.data.paymentUrl).toMatch(/\/checkout\/tr_/);
      expect(retry.json.data.paymentUrl).not.toContain(first.id);
      expect((await readOrder(session, orderRef)).json.data.paymentStatus).toBe("open");
    });
  });

  describe("the withdrawal function", () => {
    it("two steps: the link, then a confirmed POST that records the moment once and mails it", async () => {
      const { session, orderRef } = await placed("banktransfer");
      const before = (await readOrder(session, orderRef)).json.data;
      expect(before).toMatchObject({ canWithdraw: true, withdrawnAt: null });
      // Without the confirmation nothing happens.
      expect((await postJson(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, session, {})).status).toBe(422);
      expect((await postJson(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, await newSession(), { confirm: true })).status).toBe(404);
      const answer = await postJson(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, session, { confirm: true });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toMatchObject({ withdrawnAt: expect.any(String), canWithdraw: false, withdrawalMailSent: true });
      await settle();
      const withdrawalMails = () => mail.sent.filter((message) => message.subject.toLowerCase().includes("herroep") && message.text.includes(orderRef));
      expect(withdrawalMails()).toHaveLength(1);
      expect(withdrawalMails()[0]!.text).toMatch(/\d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
      const repeat = await postJson(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, session, { confirm: true });
      expect(repeat.json.data.withdrawnAt).toBe(answer.json.data.withdrawnAt);
      expect(withdrawalMails()).toHaveLength(1);
    });
  });

});
