import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import { orderMails, orders } from "@/server/db/schema";
import { cancelOverdueOrders } from "@/server/orders/cancel-unpaid-order";
import { sendPendingOrderMails } from "@/server/orders/order-mail-outbox";
import { outboxState } from "@/server/orders/outbox-state";
import { sendOrderMailOnce } from "@/server/orders/send-order-mail";

import { type Answer, apiRoute, call } from "../support/api";
import { chooseTestPayment, filledCart, orderBody, placeOrder, readOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

/**
 * The outbox of order mails (decisions §10): which moment brings which mail,
 * each exactly once, and none that says "not paid" to someone paying now.
 */
const { POST: retryPayment } = apiRoute("/api/orders/{orderRef}/payments/");
const { POST: withdraw } = apiRoute("/api/orders/{orderRef}/withdrawal/");

function postJson(handler: Parameters<typeof call>[0], path: string, params: Record<string, string>, cookie: string, body: unknown): Promise<Answer> {
  return call(handler, path, params, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
}

describe(`the order mails on ${testDriver()}`, () => {
  const shop = useOrderShop();

  async function placed(method: string, extra: Record<string, unknown> = {}) {
    const session = await newSession();
    // A large appliance: floor, lift and take-back are asked only for those.
    const cart = await filledCart(session, { [shop.productWhere((candidate) => !isSmallApplianceCategory(candidate.categoryId)).productId]: { qty: 1 } });
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, method, extra));
    expect(answer.status).toBe(200);
    return { session, orderRef: answer.json.data.orderRef as string, paymentUrl: answer.json.data.paymentUrl as string | null };
  }

  /** Lets any round under way finish, then runs one: what the outbox would have sent by now. */
  async function flushOutbox(now = new Date()) {
    await outboxState.running;
    await sendPendingOrderMails(shop.database.db, now);
  }

  const mailsAbout = (orderRef: string) => shop.mail.sent.filter((message) => message.subject.includes(orderRef));

  it("an iDEAL order gets no mail at placement; 'betaling ontvangen' once it is paid, and only once", async () => {
    const { session, orderRef, paymentUrl } = await placed("ideal");
    await flushOutbox();
    expect(mailsAbout(orderRef)).toEqual([]);
    expect(await shop.database.db.select().from(orderMails).where(eq(orderMails.orderRef, orderRef))).toEqual([]);

    await chooseTestPayment(paymentUrl!, "approve");
    await flushOutbox();
    // The customer's return and a second round change nothing.
    await readOrder(session, orderRef);
    await flushOutbox();
    const sent = mailsAbout(orderRef);
    expect(sent.map((message) => message.subject)).toEqual([`Betaling ontvangen voor je bestelling ${orderRef}`]);
    expect(sent[0]!.text).toContain("(iDEAL) op");
    expect(sent[0]!.text).not.toMatch(/nog niet ontvangen|niet betaald/i);
  });

  it("a bank transfer gets 'bestelling ontvangen' at placement, with the take-back; once, whatever the rounds", async () => {
    const { orderRef } = await placed("banktransfer", { takeRetour: true, floor: 2, elevator: false });
    await flushOutbox();
    await flushOutbox();
    const sent = mailsAbout(orderRef);
    expect(sent.map((message) => message.subject)).toEqual([`We hebben je bestelling ${orderRef} ontvangen`]);
    expect(sent[0]!.text).toContain("Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)");
    expect(sent[0]!.text).toContain("Verdieping: 2e verdieping, zonder lift");
    const [row] = await shop.database.db.select().from(orderMails).where(eq(orderMails.orderRef, orderRef));
    expect(row).toMatchObject({ kind: "orderReceived", sentAt: expect.any(Date) });
  });

  it("a bank transfer paid after its chosen day: 'betaling ontvangen' no longer promises that day", async () => {
    const { orderRef, paymentUrl } = await placed("banktransfer");
    await shop.database.db.update(orders).set({ deliveryDay: "2026-01-05" }).where(eq(orders.orderRef, orderRef));
    await chooseTestPayment(paymentUrl!, "approve");
    await flushOutbox();
    const paid = mailsAbout(orderRef).find((message) => message.subject.startsWith("Betaling ontvangen"));
    expect(paid!.text).toContain("De gekozen bezorgdag is voorbij: we nemen contact met je op voor een nieuwe dag.");
    expect(paid!.text).not.toContain("Bezorging op");
  });

  it("two senders at once send a mail once: it is claimed before it is sent", async () => {
    const { orderRef } = await placed("pinOnDelivery");
    await outboxState.running;
    const results = await Promise.all([sendOrderMailOnce(shop.database.db, orderRef, "orderReceived"), sendOrderMailOnce(shop.database.db, orderRef, "orderReceived")]);
    await flushOutbox();
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(mailsAbout(orderRef)).toHaveLength(1);
  });

  it("a cancelled payment may be retried; not paid 2 hours after placing, the order is cancelled with one mail, and can no longer be paid", async () => {
    const { session, orderRef, paymentUrl } = await placed("ideal");
    await chooseTestPayment(paymentUrl!, "cancel");
    await flushOutbox();
    expect((await readOrder(session, orderRef)).json.data).toMatchObject({ state: "paymentFailed", canRetryPayment: true, paymentDeadline: expect.any(String) });
    expect(mailsAbout(orderRef)).toEqual([]);

    const [{ createdAt }] = (await shop.database.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.orderRef, orderRef))) as [{ createdAt: Date }];
    expect(await cancelOverdueOrders(shop.database.db, new Date(createdAt.getTime() + 2 * 3_600_000 - 1000))).toBe(0);
    const later = new Date(createdAt.getTime() + 2 * 3_600_000);
    await flushOutbox(later);
    await flushOutbox(later);
    const sent = mailsAbout(orderRef);
    expect(sent.map((message) => message.subject)).toEqual([`Je bestelling ${orderRef} is geannuleerd`]);
    expect(sent[0]!.text).toContain("niet op tijd ontvangen, en er is niet opnieuw betaald");
    expect(sent[0]!.text).not.toContain("Bedankt");
    const answer = (await readOrder(session, orderRef)).json.data;
    expect(answer).toMatchObject({ state: "cancelled", canRetryPayment: false, canWithdraw: false, cancelledAt: expect.any(String) });
    expect((await postJson(retryPayment, `/api/orders/${orderRef}/payments/`, { orderRef }, session, {})).status).toBe(409);
  });

  it("a paid order or one paid later by pin is never cancelled for its payment", async () => {
    const paid = await placed("ideal");
    await chooseTestPayment(paid.paymentUrl!, "approve");
    const pin = await placed("pinOnDelivery");
    await cancelOverdueOrders(shop.database.db, new Date(Date.now() + 30 * 86_400_000));
    for (const { orderRef } of [paid, pin]) {
      const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
      expect(row!.cancelledAt).toBeNull();
    }
  });

  it("a withdrawal before delivery: one 'herroeping ontvangen' mail that asks nothing back; the order page no longer promises the day", async () => {
    const { session, orderRef } = await placed("banktransfer");
    await flushOutbox();
    const answer = await postJson(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, session, { confirm: true });
    expect(answer.json.data).toMatchObject({ state: "withdrawn", withdrawalMailSent: true });
    await postJson(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, session, { confirm: true });
    await flushOutbox();
    const withdrawals = mailsAbout(orderRef).filter((message) => message.subject.includes("herroeping"));
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]!.text).toContain("Je bestelling was nog niet bezorgd: we bezorgen haar niet, en je hoeft niets terug te sturen.");
    expect(withdrawals[0]!.text).toContain("maak het bedrag niet meer over");
    expect(withdrawals[0]!.text).not.toContain("Stuur de artikelen");
    const rows = await shop.database.db.select().from(orderMails).where(and(eq(orderMails.orderRef, orderRef), eq(orderMails.kind, "withdrawalReceived")));
    expect(rows).toHaveLength(1);
    // A withdrawn bank transfer is no longer waited for: nothing to pay, no payment page.
    expect((await readOrder(session, orderRef)).json.data).toMatchObject({ state: "withdrawn", paymentDeadline: null, paymentPageUrl: null });
  });
});
