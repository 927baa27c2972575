import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { FULFILMENT_STATUSES, FULFILMENT_TRANSITIONS, type FulfilmentStatus, PAYMENT_STATUSES, type PaymentStatus } from "@/domain/orders/order-status";
import { PICK_UP_CODE_ALPHABET } from "@/domain/orders/pick-up-code";
import { orderMails, orders, refunds, staffSessions, testProviderRefunds } from "@/server/db/schema";
import { sendPendingOrderMails } from "@/server/orders/order-mail-outbox";
import { changeFulfilmentStatus, changePaymentStatus } from "@/server/orders/change-order-status";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";

import { apiRoute, call } from "../support/api";
import { chooseTestPayment, filledCart, orderBody, placeOrder, readOrder } from "../support/checkout";
import type { MollieStandIn } from "../support/mollie-stand-in";
import { newSession } from "../support/session";
import { shopOnMollieStandIn, standInPaymentOf } from "../support/shop-on-mollie";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

/**
 * Staff run an order's life (decisions §10, §12) through the HTTP routes:
 * every fulfilment change the table allows staff, a refused one per state, a
 * pin payment recorded, refunds through the provider (the test provider and
 * the Mollie stand-in), recorded once when the provider confirms, and the
 * customer's mail for each visible change, once.
 */
const { POST: fulfilmentPost } = apiRoute("/api/orders/{orderRef}/fulfilment/");
const { POST: paymentPost } = apiRoute("/api/orders/{orderRef}/payment-status/");
const { POST: refundPost } = apiRoute("/api/orders/{orderRef}/refunds/");
const { POST: mollieWebhook } = apiRoute("/api/payments/mollie/webhook/");
const MOLLIE_KEY = "test_TransitionsStandInKey0123456789ab";

type Kind = "pickUp" | "delivery" | "ideal" | "banktransfer";

describe(`staff change an order's statuses on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 12 });
  const db = () => shop.database.db;
  const cookies: Record<"staff" | "admin", string> = { staff: "", admin: "" };
  const ids: Record<"staff" | "admin", number> = { staff: 0, admin: 0 };

  beforeAll(async () => {
    for (const role of ["staff", "admin"] as const) {
      const { staffMemberId } = await addStaffMember(db(), { emailAddress: `${role}@overgang.test`, name: `Bo ${role}`, role, password: "een lang en sterk wachtwoord" }, new Date());
      const secret = newSessionSecret();
      const now = new Date();
      await db().insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
      cookies[role] = `stekker_staff=${secret}`;
      ids[role] = staffMemberId;
    }
  });

  const post = (handler: typeof fulfilmentPost, what: string, orderRef: string, body: unknown, headers: Record<string, string> = {}) =>
    call(handler, `/api/orders/${orderRef}/${what}/`, { orderRef }, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const asStaff = (role: "staff" | "admin" = "staff") => ({ cookie: cookies[role] });
  const fulfil = (orderRef: string, body: Record<string, unknown>, role: "staff" | "admin" = "staff") => post(fulfilmentPost, "fulfilment", orderRef, body, asStaff(role));
  const pay = (orderRef: string, body: Record<string, unknown> = { status: "paid" }, role: "staff" | "admin" = "staff") => post(paymentPost, "payment-status", orderRef, body, asStaff(role));
  const refund = (orderRef: string, body: Record<string, unknown>, key: string | null = randomUUID(), role: "staff" | "admin" = "staff") =>
    post(refundPost, "refunds", orderRef, body, { ...asStaff(role), ...(key ? { "idempotency-key": key } : {}) });

  // A few products, taken in turn: every order takes one unit of 50 in stock.
  const pool: ReturnType<typeof shop.product>[] = [];
  let turn = 0;
  const nextProduct = () => {
    if (pool.length === 0) pool.push(shop.product(), shop.product(), shop.product(), shop.product());
    return pool[turn++ % pool.length]!;
  };

  const orderRow = async (orderRef: string) => (await db().select().from(orders).where(eq(orders.orderRef, orderRef)))[0]!;
  const mailsOf = (orderRef: string) => db().select().from(orderMails).where(eq(orderMails.orderRef, orderRef));

  /** A placed order: pick-up paid by pin at the desk, delivery by pin at the door, iDEAL (test provider) or bank transfer. */
  async function placed(kind: Kind, options: { paid?: boolean } = {}): Promise<{ orderRef: string; session: string; paymentUrl: string | null }> {
    const session = await newSession();
    const product = nextProduct();
    const pickUp = kind === "pickUp";
    const cart = await filledCart(session, { [product.productId]: { qty: 1, ...(pickUp ? { options: { pickUpDiscount: true } } : {}) } });
    const method = { pickUp: "pinOnPickup", delivery: "pinOnDelivery", ideal: "ideal", banktransfer: "banktransfer" }[kind];
    const answer = await placeOrder(session, cart.cartId, pickUp ? { version: cart.version, paymentMethod: method } : orderBody(cart, method));
    expect(answer.status).toBe(200);
    const orderRef = answer.json.data.orderRef as string;
    const paymentUrl = answer.json.data.paymentUrl as string | null;
    if (options.paid) {
      if (kind === "ideal") await chooseTestPayment(paymentUrl!, "approve");
      else await changePaymentStatus(db(), { orderRef, to: "paid", actor: { kind: "staff", staffMemberId: ids.staff, role: "staff" }, now: new Date() });
    }
    return { orderRef, session, paymentUrl };
  }

  /** The path from `new` to each state, for an order of the kind that can take it. */
  const PATHS: Record<FulfilmentStatus, FulfilmentStatus[]> = {
    new: [],
    processing: ["processing"],
    readyForPickup: ["readyForPickup"],
    outForDelivery: ["outForDelivery"],
    completed: ["readyForPickup", "completed"],
    cancelled: ["cancelled"],
    withdrawn: ["withdrawn"],
    returned: ["readyForPickup", "completed", "returned"],
  };

  async function orderIn(state: FulfilmentStatus, kind: Kind): Promise<string> {
    const { orderRef } = await placed(kind, { paid: true });
    const path = kind === "delivery" ? PATHS[state].map((step) => (step === "readyForPickup" ? "outForDelivery" : step)) : PATHS[state];
    for (const step of path) {
      const answer = await fulfil(orderRef, { status: step, ...(step === "outForDelivery" ? { deliveryWindow: "13:00-17:00" } : {}) });
      expect(answer.status, answer.text).toBe(200);
    }
    expect((await orderRow(orderRef)).fulfilmentStatus).toBe(state);
    return orderRef;
  }

  const kindFor = (from: FulfilmentStatus, to: FulfilmentStatus): Kind => (from === "outForDelivery" || to === "outForDelivery" ? "delivery" : "pickUp");

  describe("rule: every fulfilment change the table allows staff succeeds through the route", () => {
    const allowed = FULFILMENT_STATUSES.flatMap((from) =>
      FULFILMENT_STATUSES.filter((to) => FULFILMENT_TRANSITIONS[from][to]?.includes("staff")).map((to) => [from, to] as const),
    );
    it.each(allowed)("%s → %s", async (from, to) => {
      const orderRef = await orderIn(from, kindFor(from, to));
      const answer = await fulfil(orderRef, { status: to, note: `${from} naar ${to}`, ...(to === "outForDelivery" ? { deliveryWindow: "09:00-13:00" } : {}) });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.data).toMatchObject({ orderRef, fulfilmentStatus: to });
      expect(answer.headers.get("cache-control")).toContain("no-store");
    });
  });

  describe("rule: a change the table does not allow is refused with 409 and its reason, in every state", () => {
    const refused = FULFILMENT_STATUSES.map((from) => [from, FULFILMENT_STATUSES.find((to) => to !== from && !FULFILMENT_TRANSITIONS[from][to])!] as const);
    it.each(refused)("%s → %s", async (from, to) => {
      const orderRef = await orderIn(from, from === "outForDelivery" ? "delivery" : "pickUp");
      const before = await orderRow(orderRef);
      const answer = await fulfil(orderRef, { status: to });
      expect(answer.status).toBe(409);
      expect(answer.json.message).toMatch(/kan niet naar/);
      expect(answer.json.data).toEqual([{ field: "status", errorMessage: answer.json.message }]);
      expect(await orderRow(orderRef)).toEqual(before);
    });
  });

  it("rule: out for delivery needs a time window HH:MM-HH:MM that starts before it ends (422, nothing changes)", async () => {
    const { orderRef } = await placed("delivery", { paid: true });
    for (const window of [undefined, "13-17", "17:00-13:00", "13:00-13:00", "25:00-26:00"]) {
      const answer = await fulfil(orderRef, { status: "outForDelivery", ...(window === undefined ? {} : { deliveryWindow: window }) });
      expect(answer.status, String(window)).toBe(422);
      expect(answer.json.data[0].field).toBe("deliveryWindow");
    }
    expect((await orderRow(orderRef)).fulfilmentStatus).toBe("new");
    const ok = await fulfil(orderRef, { status: "outForDelivery", deliveryWindow: "13:00 - 17:00" });
    expect(ok.json.data).toMatchObject({ fulfilmentStatus: "outForDelivery", deliveryWindow: "13:00-17:00" });
  });

  it("rule: ready for pick-up gives a six-character code without look-alikes, kept when set ready again, and the customer sees it", async () => {
    const { orderRef, session } = await placed("pickUp");
    const ready = await fulfil(orderRef, { status: "readyForPickup" });
    expect(ready.status).toBe(200);
    const code = ready.json.data.pickUpCode as string;
    expect(code).toMatch(new RegExp(`^[${PICK_UP_CODE_ALPHABET}]{6}$`));
    await fulfil(orderRef, { status: "processing" });
    const again = await fulfil(orderRef, { status: "readyForPickup" });
    expect(again.json.data.pickUpCode).toBe(code);
    const customer = await readOrder(session, orderRef);
    expect(customer.json.data).toMatchObject({ fulfilmentStatus: "readyForPickup", pickUpCode: code });
  });

  it("staff record a pin payment at the desk; an online payment is the provider's to report (409)", async () => {
    const { orderRef } = await placed("pickUp");
    const paid = await pay(orderRef, { status: "paid", note: "Pin aan de balie" });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ paymentStatus: "paid", allowedPayment: [] });
    const online = await placed("ideal");
    const refused = await pay(online.orderRef);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("De wijziging Betaling gestart → Betaald mag niet door een medewerker worden gedaan.");
    expect((await pay(orderRef, { status: "refunded" })).status).toBe(422);
  });

  describe("rule: staff record a payment only from pending, in every payment state", () => {
    async function orderPaying(state: PaymentStatus): Promise<string> {
      switch (state) {
        case "pending":
          return (await placed("banktransfer")).orderRef;
        case "open":
          return (await placed("ideal")).orderRef;
        case "failed": {
          const { orderRef, paymentUrl } = await placed("ideal");
          await chooseTestPayment(paymentUrl!, "fail");
          return orderRef;
        }
        case "expired": {
          const { orderRef } = await placed("banktransfer");
          await changePaymentStatus(db(), { orderRef, to: "expired", actor: { kind: "system" }, now: new Date() });
          return orderRef;
        }
        case "paid":
          return (await placed("pickUp", { paid: true })).orderRef;
        case "partiallyRefunded":
        case "refunded": {
          const { orderRef } = await placed("ideal", { paid: true });
          const total = (await orderRow(orderRef)).grandTotalCents;
          expect((await refund(orderRef, { amount: state === "refunded" ? total / 100 : 1 })).status).toBe(201);
          return orderRef;
        }
      }
    }
    it.each(PAYMENT_STATUSES.map((state) => [state]))("from %s", async (state) => {
      const orderRef = await orderPaying(state);
      expect((await orderRow(orderRef)).paymentStatus).toBe(state);
      const answer = await pay(orderRef);
      if (state === "pending" || state === "paid") {
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json.data.paymentStatus).toBe("paid");
      } else {
        expect(answer.status, answer.text).toBe(409);
        expect((await orderRow(orderRef)).paymentStatus).toBe(state);
      }
    });
  });

  describe("refunds through the test provider", () => {
    it("a partial refund is recorded once the provider confirms it, with its mail; the rest can still go back, no more", async () => {
      const { orderRef, session } = await placed("ideal", { paid: true });
      const total = (await orderRow(orderRef)).grandTotalCents;
      const first = await refund(orderRef, { amount: 10, reason: "Deuk in de zijkant" });
      expect(first.status, first.text).toBe(201);
      expect(first.json.data).toMatchObject({ amount: 10, status: "refunded", refundable: (total - 1000) / 100 });
      const [book] = await db().select().from(testProviderRefunds).where(eq(testProviderRefunds.refundId, first.json.data.refundId));
      expect(book).toMatchObject({ amountCents: 1000, status: "refunded", testMode: true });
      expect(await orderRow(orderRef)).toMatchObject({ paymentStatus: "partiallyRefunded" });

      const tooMuch = await refund(orderRef, { amount: (total - 1000) / 100 + 0.01 });
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.json.data[0].field).toBe("amount");
      for (const amount of [0, -5, 1.234, "tien"]) expect((await refund(orderRef, { amount })).status, String(amount)).toBe(422);

      const rest = await refund(orderRef, { amount: (total - 1000) / 100 });
      expect(rest.status).toBe(201);
      expect(await orderRow(orderRef)).toMatchObject({ paymentStatus: "refunded" });
      const mails = (await mailsOf(orderRef)).filter((mail) => mail.kind === "refunded");
      expect(mails.map((mail) => mail.occasion).sort()).toEqual([first.json.data.refundId, rest.json.data.refundId].sort());
      const customer = await readOrder(session, orderRef);
      expect(customer.json.data.refunds).toEqual(expect.arrayContaining([expect.objectContaining({ amount: 10, status: "refunded" })]));
      expect((await refund(orderRef, { amount: 1 })).status).toBe(409);
    });

    it("rule: the same Idempotency-Key gives the same refund, once; without a key 422", async () => {
      const { orderRef } = await placed("ideal", { paid: true });
      const key = randomUUID();
      const first = await refund(orderRef, { amount: 5 }, key);
      const second = await refund(orderRef, { amount: 5 }, key);
      expect(second.json.data.refundId).toBe(first.json.data.refundId);
      expect(await db().select().from(refunds).where(eq(refunds.orderRef, orderRef))).toHaveLength(1);
      const missing = await refund(orderRef, { amount: 5 }, null);
      expect(missing.status).toBe(422);
      expect(missing.json.data[0].field).toBe("Idempotency-Key");
    });

    it("rule: an order never paid cannot be refunded (409); a pin payment is refunded by bank (409 saying so)", async () => {
      const unpaid = await placed("ideal");
      expect((await refund(unpaid.orderRef, { amount: 1 })).status).toBe(409);
      const pin = await placed("pickUp", { paid: true });
      const byBank = await refund(pin.orderRef, { amount: 1 });
      expect(byBank.status).toBe(409);
      expect(byBank.json.message).toMatch(/terugbetalen via de bank/);
    });

    it("rule: staff cancelling a paid order starts its whole refund at once; the cancellation mail says the money comes back", async () => {
      const { orderRef } = await placed("ideal", { paid: true });
      const total = (await orderRow(orderRef)).grandTotalCents;
      const answer = await fulfil(orderRef, { status: "cancelled", note: "Klant belde" });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toMatchObject({ fulfilmentStatus: "cancelled", paymentStatus: "refunded", refundable: 0 });
      expect(answer.json.data.refunds).toEqual([expect.objectContaining({ amount: total / 100, status: "refunded" })]);
      // Cancelled again: nothing more, and no second refund.
      expect((await fulfil(orderRef, { status: "cancelled" })).status).toBe(200);
      expect(await db().select().from(refunds).where(eq(refunds.orderRef, orderRef))).toHaveLength(1);
      const kinds = (await mailsOf(orderRef)).map((mail) => mail.kind);
      expect(kinds.filter((kind) => kind === "orderCancelledByShop")).toHaveLength(1);
      expect(kinds.filter((kind) => kind === "refunded")).toHaveLength(1);
      expect(kinds).not.toContain("orderCancelled");
    });
  });

  describe("refunds through Mollie (a local stand-in of its API)", () => {
    const standIn = shopOnMollieStandIn(MOLLIE_KEY, (request) => mollieWebhook(request));
    let mollie: MollieStandIn;
    beforeEach(() => {
      mollie = standIn();
    });

    async function paidAtMollie() {
      const { orderRef } = await placed("ideal");
      const payment = standInPaymentOf(mollie, orderRef);
      await mollie.setStatus(payment.id, "paid");
      expect((await orderRow(orderRef)).paymentStatus).toBe("paid");
      return { orderRef, payment };
    }

    it("a partial refund is pending until Mollie confirms it, and recorded once even when the webhook comes twice", async () => {
      const { orderRef, payment } = await paidAtMollie();
      const asked = await refund(orderRef, { amount: 25.5, reason: "Korting na klacht" });
      expect(asked.status, asked.text).toBe(201);
      expect(asked.json.data).toMatchObject({ amount: 25.5, status: "pending" });
      const refundId = asked.json.data.refundId as string;
      expect(mollie.refunds.get(refundId)).toMatchObject({ paymentId: payment.id, amount: { currency: "EUR", value: "25.50" }, status: "pending" });
      expect(await orderRow(orderRef)).toMatchObject({ paymentStatus: "paid" });
      expect((await mailsOf(orderRef)).filter((mail) => mail.kind === "refunded")).toEqual([]);

      const first = await mollie.setRefundStatus(refundId, "refunded");
      expect(first?.status).toBe(200);
      const again = await mollie.callWebhook(payment.id);
      expect(again.status).toBe(200);
      expect(await orderRow(orderRef)).toMatchObject({ paymentStatus: "partiallyRefunded" });
      const [row] = await db().select().from(refunds).where(eq(refunds.refundId, refundId));
      expect(row).toMatchObject({ status: "refunded", amountCents: 2550 });
      expect(row!.confirmedAt).not.toBeNull();
      expect((await mailsOf(orderRef)).filter((mail) => mail.kind === "refunded")).toHaveLength(1);
    });

    it("a whole refund makes the order refunded once Mollie confirms; Mollie refuses more than is left (422)", async () => {
      const { orderRef, payment } = await paidAtMollie();
      const total = (await orderRow(orderRef)).grandTotalCents;
      const asked = await refund(orderRef, { amount: total / 100 });
      expect(asked.status, asked.text).toBe(201);
      expect((await refund(orderRef, { amount: 1 })).status).toBe(422);
      await mollie.setRefundStatus(asked.json.data.refundId, "refunded");
      await mollie.callWebhook(payment.id);
      expect(await orderRow(orderRef)).toMatchObject({ paymentStatus: "refunded" });
      expect((await mailsOf(orderRef)).filter((mail) => mail.kind === "refunded")).toHaveLength(1);
    });

    it("the same Idempotency-Key asks Mollie once", async () => {
      const { orderRef } = await paidAtMollie();
      const key = randomUUID();
      const before = mollie.requests.filter((request) => request.path.endsWith("/refunds") && request.method === "POST").length;
      await refund(orderRef, { amount: 3 }, key);
      await refund(orderRef, { amount: 3 }, key);
      expect(mollie.requests.filter((request) => request.path.endsWith("/refunds") && request.method === "POST").length).toBe(before + 1);
    });
  });

  describe("the customer's mails, one per visible change", () => {
    it("ready for pick-up, out for delivery, refunded and a staff cancellation each write one mail, sent once", async () => {
      const pickUp = await placed("pickUp");
      await fulfil(pickUp.orderRef, { status: "readyForPickup" });
      await fulfil(pickUp.orderRef, { status: "readyForPickup" });
      const delivery = await placed("delivery");
      await fulfil(delivery.orderRef, { status: "outForDelivery", deliveryWindow: "13:00-17:00" });
      const cancelled = await placed("banktransfer");
      await fulfil(cancelled.orderRef, { status: "cancelled" });
      const kinds = async (orderRef: string) => (await mailsOf(orderRef)).map((mail) => mail.kind).filter((kind) => kind !== "orderReceived");
      expect(await kinds(pickUp.orderRef)).toEqual(["readyForPickup"]);
      expect(await kinds(delivery.orderRef)).toEqual(["outForDelivery"]);
      expect(await kinds(cancelled.orderRef)).toEqual(["orderCancelledByShop"]);

      const before = shop.mail.sent.length;
      await sendPendingOrderMails(db());
      await sendPendingOrderMails(db());
      const sent = shop.mail.sent.slice(before);
      const about = (orderRef: string) => sent.filter((mail) => mail.subject.includes(orderRef));
      const code = (await orderRow(pickUp.orderRef)).pickUpCode!;
      expect(about(pickUp.orderRef).map((mail) => mail.subject)).toContain(`Je bestelling ${pickUp.orderRef} staat klaar om af te halen`);
      expect(about(pickUp.orderRef).find((mail) => mail.subject.includes("klaar"))!.text).toContain(`${code.slice(0, 3)} ${code.slice(3)}`);
      expect(about(delivery.orderRef).find((mail) => mail.subject.includes("vandaag"))!.text).toContain("We komen vandaag tussen 13:00 en 17:00.");
      expect(about(cancelled.orderRef).find((mail) => mail.subject.includes("geannuleerd"))!.text).not.toContain("niet op tijd");
      const sentRows = await db().select().from(orderMails).where(and(eq(orderMails.orderRef, pickUp.orderRef), eq(orderMails.kind, "readyForPickup")));
      expect(sentRows).toHaveLength(1);
      expect(sentRows[0]!.sentAt).not.toBeNull();
    });
  });

  describe("who may", () => {
    it("rule: a member of staff and an admin both run orders (decisions §12)", async () => {
      for (const role of ["staff", "admin"] as const) {
        const { orderRef } = await placed("ideal", { paid: true });
        expect((await fulfil(orderRef, { status: "processing" }, role)).status).toBe(200);
        expect((await refund(orderRef, { amount: 1 }, randomUUID(), role)).status).toBe(201);
        const pin = await placed("pickUp");
        expect((await pay(pin.orderRef, { status: "paid" }, role)).status).toBe(200);
      }
    });

    it("rule: a guest gets 401 on every route, and nothing changes", async () => {
      const { orderRef, session } = await placed("ideal", { paid: true });
      const before = await orderRow(orderRef);
      for (const [handler, what, body] of [
        [fulfilmentPost, "fulfilment", { status: "processing" }],
        [paymentPost, "payment-status", { status: "paid" }],
        [refundPost, "refunds", { amount: 1 }],
      ] as const) {
        const guest = await post(handler, what, orderRef, body, { cookie: session, "idempotency-key": randomUUID() });
        expect(guest.status, what).toBe(401);
        expect((await post(handler, what, orderRef, body)).status, what).toBe(401);
      }
      expect(await orderRow(orderRef)).toEqual(before);
      expect(await db().select().from(refunds).where(eq(refunds.orderRef, orderRef))).toEqual([]);
    });
  });

  it("an order cancelled by the shop's clock is refused further changes by staff too", async () => {
    const { orderRef } = await placed("banktransfer");
    await changeFulfilmentStatus(db(), { orderRef, to: "cancelled", actor: { kind: "system" }, now: new Date() });
    expect((await fulfil(orderRef, { status: "processing" })).status).toBe(409);
  });
});
