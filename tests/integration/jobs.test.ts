/**
 * The background work on the job queue (issue 20, server/jobs; pg-boss on the
 * shop's own database): unpaid orders expire, a bank transfer is reminded of
 * once, and the order mails go through the queue, also across a restart. The
 * clock is passed in: each job's work runs here with the moment the test
 * chooses, and the queue's jobs are taken here (`workWaiting`) rather than by
 * a worker polling, so that nothing waits for a timer.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openPostgres } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { orderMails, orderStatusChanges, orders, products } from "@/server/db/schema";
import { startJobQueue } from "@/server/jobs/job-queue";
import { runJobCategory } from "@/server/jobs/job-work";

import { chooseTestPayment, filledCart, orderBody, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe(`the job queue on ${testDriver()}`, () => {
  const shop = useOrderShop({ jobs: false });

  async function placed(method: string) {
    const session = await newSession();
    const product = shop.product();
    const cart = await filledCart(session, { [product.productId]: { qty: 1 } });
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, method));
    expect(answer.status).toBe(200);
    const orderRef = answer.json.data.orderRef as string;
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    return { orderRef, productId: product.productId, createdAt: row!.createdAt, paymentUrl: answer.json.data.paymentUrl as string | null };
  }

  const stockOf = async (productId: number) => (await shop.database.db.select({ stock: products.stock }).from(products).where(eq(products.productId, productId)))[0]!.stock;
  const history = (orderRef: string) => shop.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderRef, orderRef));
  /** What an expired order must show: payment expired, fulfilment cancelled, each once in the history as the shop's own doing, its stock back once. */
  async function expectExpiredOnce(orderRef: string, productId: number, stockBefore: number) {
    expect(await orderRow(orderRef)).toMatchObject({ paymentStatus: "expired", fulfilmentStatus: "cancelled", stockReleasedAt: expect.any(Date) });
    const changes = (await history(orderRef)).filter((change) => change.toStatus === "expired" || change.toStatus === "cancelled");
    expect(changes.map((change) => [change.kind, change.toStatus, change.actor]).sort()).toEqual([
      ["fulfilment", "cancelled", "system"],
      ["payment", "expired", "system"],
    ]);
    expect(await stockOf(productId)).toBe(stockBefore + 1);
    expect(await mailRows(orderRef, "orderCancelled")).toHaveLength(1);
  }

  const orderRow = async (orderRef: string) => (await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef)))[0]!;
  const mailRows = (orderRef: string, kind: string) => shop.database.db.select().from(orderMails).where(and(eq(orderMails.orderRef, orderRef), eq(orderMails.kind, kind)));
  const mailsAbout = (orderRef: string) => shop.mail.sent.filter((message) => message.subject.includes(orderRef)).map((message) => message.subject);
  const waitingJobs = async (category: string) =>
    Number(rowsOf<{ n: number }>(await shop.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${category} and state in ('created', 'retry')`))[0]!.n);

  it("an unpaid iDEAL order expires after 2 hours: the payment-expiry job cancels it and its stock comes back exactly once, with one mail, and not a moment before", async () => {
    const { orderRef, createdAt, productId } = await placed("ideal");
    const stockAfterPlacing = await stockOf(productId);
    expect(await runJobCategory(shop.database.db, "payment-expiry", new Date(createdAt.getTime() + 2 * HOUR_MS - 1000))).toBe(0);
    expect((await orderRow(orderRef)).cancelledAt).toBeNull();

    const deadline = new Date(createdAt.getTime() + 2 * HOUR_MS);
    expect(await runJobCategory(shop.database.db, "payment-expiry", deadline)).toBe(1);
    expect(await runJobCategory(shop.database.db, "payment-expiry", new Date(deadline.getTime() + 60_000))).toBe(0);
    expect((await orderRow(orderRef)).cancelledAt).toEqual(deadline);
    await expectExpiredOnce(orderRef, productId, stockAfterPlacing);
    await runJobCategory(shop.database.db, "order-mails", deadline);
    expect(mailsAbout(orderRef)).toEqual([`Je bestelling ${orderRef} is geannuleerd`]);
  });

  /*
   * Two app instances need PostgreSQL: the embedded database (PGlite) belongs to
   * the one process that opened it. On PGlite the same race runs as two queues
   * with their sweeps at once in that one process.
   */
  it(
    testDriver() === "postgres"
      ? "two app instances running the queue on one PostgreSQL database sweep at once: one cancellation, one history row each, one mail, stock released once"
      : "two queues sweeping at once in the process that owns the embedded database (two app instances need PostgreSQL): one cancellation, one history row each, one mail, stock released once",
    async () => {
      const { orderRef, createdAt, productId } = await placed("ideal");
      const stockAfterPlacing = await stockOf(productId);
      const second = testDriver() === "postgres" ? await openPostgres(shop.database.url!, 3) : shop.database;
      const first = await startJobQueue(shop.database, { workers: false });
      const other = await startJobQueue(second, { workers: false });
      try {
        const later = new Date(createdAt.getTime() + 2 * HOUR_MS + 60_000);
        // What each sweep counts is its own business (one may count the cancellation the other made); what happened is asserted below.
        await Promise.all([runJobCategory(shop.database.db, "payment-expiry", later), runJobCategory(second.db, "payment-expiry", later)]);
        // The queue's own job: the instances take it once between them.
        const ran = await Promise.all([first.workWaiting("payment-expiry"), other.workWaiting("payment-expiry")]);
        expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
        expect((await orderRow(orderRef)).cancelledAt).toEqual(later);
        await expectExpiredOnce(orderRef, productId, stockAfterPlacing);
        await Promise.all([runJobCategory(shop.database.db, "order-mails", later), runJobCategory(second.db, "order-mails", later)]);
        expect(mailsAbout(orderRef)).toEqual([`Je bestelling ${orderRef} is geannuleerd`]);
      } finally {
        await Promise.all([first.stop(), other.stop()]);
        if (second !== shop.database) await second.close();
      }
    },
  );

  it("a bank transfer gets its reminder after 3 days, once, and expires after 7 days, its stock back once", async () => {
    const { orderRef, createdAt, productId } = await placed("banktransfer");
    const stockAfterPlacing = await stockOf(productId);
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    await runJobCategory(shop.database.db, "order-mails", at(0));
    expect(mailsAbout(orderRef)).toEqual([`We hebben je bestelling ${orderRef} ontvangen`]);

    expect(await runJobCategory(shop.database.db, "bank-transfer-reminders", at(3 * DAY_MS - 1000))).toBe(0);
    expect(await runJobCategory(shop.database.db, "bank-transfer-reminders", at(3 * DAY_MS))).toBe(1);
    await runJobCategory(shop.database.db, "order-mails", at(3 * DAY_MS));
    const reminder = shop.mail.sent.find((message) => message.subject === `Herinnering: betaal je bestelling ${orderRef}`);
    expect(reminder!.text).toContain("hebben we nog niet ontvangen");
    expect(reminder!.text).toMatch(/uiterlijk \w+ \d+ \w+ \d{4} om \d\d:\d\d/);

    // Later sweeps record no second reminder.
    expect(await runJobCategory(shop.database.db, "bank-transfer-reminders", at(5 * DAY_MS))).toBe(0);
    await runJobCategory(shop.database.db, "order-mails", at(5 * DAY_MS));
    expect(await mailRows(orderRef, "paymentReminder")).toHaveLength(1);

    expect(await runJobCategory(shop.database.db, "payment-expiry", at(7 * DAY_MS - 1000))).toBe(0);
    expect(await runJobCategory(shop.database.db, "payment-expiry", at(7 * DAY_MS))).toBe(1);
    await runJobCategory(shop.database.db, "payment-expiry", at(8 * DAY_MS));
    await expectExpiredOnce(orderRef, productId, stockAfterPlacing);
    await runJobCategory(shop.database.db, "order-mails", at(7 * DAY_MS));
    expect(mailsAbout(orderRef)).toEqual([
      `We hebben je bestelling ${orderRef} ontvangen`,
      `Herinnering: betaal je bestelling ${orderRef}`,
      `Je bestelling ${orderRef} is geannuleerd`,
    ]);
  });

  it("a bank transfer paid in time gets no reminder, and one paid after its reminder was recorded gets it not sent", async () => {
    const paidEarly = await placed("banktransfer");
    await chooseTestPayment(paidEarly.paymentUrl!, "approve");
    expect(await runJobCategory(shop.database.db, "bank-transfer-reminders", new Date(paidEarly.createdAt.getTime() + 4 * DAY_MS))).toBe(0);

    const paidLate = await placed("banktransfer");
    const reminderDue = new Date(paidLate.createdAt.getTime() + 3 * DAY_MS);
    expect(await runJobCategory(shop.database.db, "bank-transfer-reminders", reminderDue)).toBeGreaterThanOrEqual(1);
    await chooseTestPayment(paidLate.paymentUrl!, "approve");
    await runJobCategory(shop.database.db, "order-mails", reminderDue);
    for (const { orderRef } of [paidEarly, paidLate]) {
      expect(mailsAbout(orderRef).filter((subject) => subject.startsWith("Herinnering"))).toEqual([]);
      expect(await mailRows(orderRef, "paymentReminder")).toEqual([]);
    }
  });

  it("the order mails go through the queue: recording a mail puts a job in the order-mails queue, and the job sends it once", async () => {
    const queue = await startJobQueue(shop.database, { workers: false });
    try {
      // The start's own wake first, so that only the order's wake is left to see.
      await queue.workWaiting("order-mails");
      const { orderRef } = await placed("pinOnDelivery");
      await expect.poll(() => waitingJobs("order-mails")).toBe(1);
      expect(mailsAbout(orderRef)).toEqual([]);
      expect(await queue.workWaiting("order-mails")).toBe(1);
      expect(mailsAbout(orderRef)).toEqual([`We hebben je bestelling ${orderRef} ontvangen`]);
      expect(await queue.workWaiting("order-mails")).toBe(0);
    } finally {
      await queue.stop();
    }
  });

  it("a mail recorded while the process stops goes out after the restart, once", async () => {
    const before = await startJobQueue(shop.database, { workers: false });
    await before.stop();
    // No queue runs: the order's mail is recorded, and nothing wakes.
    const { orderRef } = await placed("banktransfer");
    expect(await mailRows(orderRef, "orderReceived")).toHaveLength(1);
    expect(mailsAbout(orderRef)).toEqual([]);

    const after = await startJobQueue(shop.database, { workers: false });
    try {
      expect(await waitingJobs("order-mails")).toBeGreaterThanOrEqual(1);
      await after.workWaiting("order-mails");
      expect(mailsAbout(orderRef)).toEqual([`We hebben je bestelling ${orderRef} ontvangen`]);
      await after.workWaiting("order-mails");
      expect(mailsAbout(orderRef)).toHaveLength(1);
    } finally {
      await after.stop();
    }
  });
});
