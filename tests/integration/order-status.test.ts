import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { orders, orderStatusChanges, products } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { cancelOverdueOrders } from "@/server/orders/cancel-unpaid-order";
import { changeFulfilmentStatus, changePaymentStatus } from "@/server/orders/change-order-status";
import { addStaffMember } from "@/server/staff/add-staff-member";

import { apiRoute, call } from "../support/api";
import { chooseTestPayment, filledCart, orderBody, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

/**
 * The order's two statuses after checkout (decisions §10): every change goes
 * through one use case that checks the rules, keeps the history and gives
 * stock back on a cancellation, once.
 */
const { POST: withdraw } = apiRoute("/api/orders/{orderRef}/withdrawal/");

describe(`the order's statuses on ${testDriver()}`, () => {
  const shop = useOrderShop();
  const db = () => shop.database.db;

  async function placed(method: string, qty = 1) {
    const session = await newSession();
    const product = shop.product();
    const cart = await filledCart(session, { [product.productId]: { qty } });
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, method));
    expect(answer.status).toBe(200);
    const orderRef = answer.json.data.orderRef as string;
    const [row] = await db().select().from(orders).where(eq(orders.orderRef, orderRef));
    return { session, product, orderRef, order: row!, paymentUrl: answer.json.data.paymentUrl as string | null };
  }

  const stockOf = async (productId: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.productId, productId)))[0]!.stock;
  const historyOf = (orderRef: string) =>
    db()
      .select({ kind: orderStatusChanges.kind, fromStatus: orderStatusChanges.fromStatus, toStatus: orderStatusChanges.toStatus, actor: orderStatusChanges.actor })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderRef, orderRef))
      .orderBy(asc(orderStatusChanges.changeId));

  it("a placed order starts new, and records the units it took from stock", async () => {
    const { product, order } = await placed("banktransfer", 2);
    expect(order).toMatchObject({ fulfilmentStatus: "new", paymentStatus: "pending", stockTaken: { [String(product.productId)]: 2 }, stockReleasedAt: null });
    expect(await stockOf(product.productId)).toBe(48);
  });

  it("rule: an unpaid iDEAL order expires after 2 hours: payment expired, order cancelled, its stock back exactly once, kept in the history", async () => {
    const { product, orderRef, order } = await placed("ideal", 3);
    expect(await stockOf(product.productId)).toBe(47);
    const later = new Date(order.createdAt.getTime() + 2 * 3_600_000);
    await cancelOverdueOrders(db(), later);
    await cancelOverdueOrders(db(), new Date(later.getTime() + 60_000));
    const [after] = await db().select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(after).toMatchObject({ paymentStatus: "expired", fulfilmentStatus: "cancelled", cancelledAt: later, stockReleasedAt: later });
    expect(await stockOf(product.productId)).toBe(50);
    expect(await historyOf(orderRef)).toEqual([
      { kind: "payment", fromStatus: "open", toStatus: "expired", actor: "system" },
      { kind: "fulfilment", fromStatus: "new", toStatus: "cancelled", actor: "system" },
    ]);
  });

  it("rule: the provider's news is kept in the history as the shop's own change", async () => {
    const { orderRef, paymentUrl } = await placed("ideal");
    await chooseTestPayment(paymentUrl!, "approve");
    expect(await historyOf(orderRef)).toEqual([{ kind: "payment", fromStatus: "open", toStatus: "paid", actor: "system" }]);
  });

  it("rule: a withdrawal is the customer's fulfilment change, kept in the history", async () => {
    const { session, orderRef } = await placed("banktransfer");
    const answer = await call(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, { method: "POST", headers: { "content-type": "application/json", cookie: session }, body: JSON.stringify({ confirm: true }) });
    expect(answer.status).toBe(200);
    expect(await historyOf(orderRef)).toEqual([{ kind: "fulfilment", fromStatus: "new", toStatus: "withdrawn", actor: "customer" }]);
  });

  it("rule: a change the rules refuse answers 409 with the reason and changes nothing", async () => {
    const { orderRef } = await placed("pinOnDelivery");
    const refused = changeFulfilmentStatus(db(), { orderRef, to: "completed", actor: { kind: "system" }, now: new Date() });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: "Een bestelling met de status Nieuw kan niet naar Afgerond." });
    await expect(changeFulfilmentStatus(db(), { orderRef, to: "processing", actor: { kind: "customer" }, now: new Date() })).rejects.toMatchObject({
      status: 409,
      message: "De wijziging Nieuw → In behandeling mag niet door de klant worden gedaan.",
    });
    expect((await db().select().from(orders).where(eq(orders.orderRef, orderRef)))[0]).toMatchObject({ fulfilmentStatus: "new" });
    expect(await historyOf(orderRef)).toEqual([]);
  });

  it("rule: a cancellation gives the stock back once, however often it is asked at the same time", async () => {
    const { product, orderRef } = await placed("banktransfer", 4);
    await Promise.all([1, 2, 3].map(() => changeFulfilmentStatus(db(), { orderRef, to: "cancelled", actor: { kind: "system" }, now: new Date() })));
    expect(await stockOf(product.productId)).toBe(50);
    expect(await historyOf(orderRef)).toEqual([{ kind: "fulfilment", fromStatus: "new", toStatus: "cancelled", actor: "system" }]);
  });

  it("staff record a pin payment: paid, with its moment, and who did it", async () => {
    const { orderRef } = await placed("pinOnDelivery");
    const { staffMemberId } = await addStaffMember(db(), { emailAddress: "balie@stekker.test", name: "Bo Balie", role: "staff", password: "een lang kassa wachtwoord" }, new Date());
    const now = new Date();
    const paid = await changePaymentStatus(db(), { orderRef, to: "paid", actor: { kind: "staff", staffMemberId, role: "staff" }, now, note: "Pin aan de deur" });
    expect(paid).toMatchObject({ paymentStatus: "paid", paidAt: now });
    const [change] = await db().select().from(orderStatusChanges).where(eq(orderStatusChanges.orderRef, orderRef));
    expect(change).toMatchObject({ kind: "payment", fromStatus: "pending", toStatus: "paid", actor: "staff", staffMemberId, note: "Pin aan de deur", at: now });
  });
});
