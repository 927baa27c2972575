/**
 * GET /api/system-health/ and /api/system-health/tasks/ (specification §7):
 * what a load balancer and monitoring ask of an instance; and POST
 * /api/system-health/tasks/{category}/resume/, with which staff have the
 * waiting work done now.
 */
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { orderMails, orders } from "@/server/db/schema";
import { rowsOf } from "@/server/db/rows";
import { startJobQueue } from "@/server/jobs/job-queue";
import { runJobCategory } from "@/server/jobs/job-work";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import type { RateLimitStore } from "@/server/rate-limit/rate-limit-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { checkSystemHealth } from "@/server/system-health/check-system-health";

import { call, apiRoute } from "../support/api";
import { filledCart, mailAbout, orderBody, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const { GET: health } = apiRoute("/api/system-health/");
const { POST: resume } = apiRoute("/api/system-health/tasks/{category}/resume/");
const { GET: tasks } = apiRoute("/api/system-health/tasks/");
const { POST: signIn } = apiRoute("/api/staff-sessions/");

describe(`system health on ${testDriver()}`, () => {
  // The job queue's work is run here when the test says so (no workers polling in between).
  const shop = useOrderShop({ productCount: 10, jobs: false });
  afterEach(() => setRateLimitStore(null));

  it("an instance whose database answers is healthy: 200, never cached, with the driver and the rate-limit store", async () => {
    setRateLimitStore(createMemoryRateLimitStore());
    const answer = await call(health, "/api/system-health/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json.data).toMatchObject({
      status: "ok",
      checks: { database: { status: "ok", driver: testDriver() }, rateLimitStore: { status: "ok", kind: "memory" } },
    });
    expect(answer.json.data.checks.database.responseMs).toBeGreaterThanOrEqual(0);
  });

  it("a database that does not answer makes the instance unhealthy: 503 in the failure shape, naming the database", async () => {
    const refused = checkSystemHealth(() => Promise.reject(new Error("connection refused")));
    await expect(refused).rejects.toMatchObject({ status: 503, errors: [{ field: "database" }] });
    const failing = checkSystemHealth(async () => ({ ...shop.database, db: { execute: () => Promise.reject(new Error("terminated")) } }) as never);
    await expect(failing).rejects.toMatchObject({ status: 503 });
  });

  it("a rate-limit store that is away is reported, but the instance stays healthy: the limits are counted in memory then", async () => {
    const refuse = () => Promise.reject(new Error("ECONNREFUSED"));
    const away: RateLimitStore = { kind: "redis", hit: refuse, peek: refuse, forget: refuse, ping: refuse, close: async () => undefined };
    setRateLimitStore(away);
    const answer = await call(health, "/api/system-health/");
    expect(answer.status).toBe(200);
    expect(answer.json.data.checks.rateLimitStore).toEqual({ status: "unavailable", kind: "redis" });
  });

  /** What the queue's `order-mails` job does, run here: the test chooses when. */
  const sendOrderMails = () => runJobCategory(shop.database.db, "order-mails", new Date());
  const emptyQueue = { waiting: 0, retrying: 0, active: 0, oldestWaitingSince: null };
  const task = (answer: { json: { data: { category: string }[] } }, category: string) => answer.json.data.find((entry) => entry.category === category);

  it("the tasks list counts the order mails still to send, with the oldest; sent ones and ones over a week old are not waiting", async () => {
    const placed: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const session = await newSession();
      const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } });
      const answer = await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"));
      placed.push(answer.json.data.orderRef);
    }
    await sendOrderMails();
    for (const orderRef of placed) await mailAbout(shop.mail, orderRef);
    expect(task(await call(tasks, "/api/system-health/tasks/"), "order-mails")).toEqual({ category: "order-mails", pending: 0, oldestPendingSince: null, queue: emptyQueue });

    // The mail server refused two of them (the claim is released), and one of those is from last month.
    const lastMonth = new Date(Date.now() - 30 * 86_400_000);
    await shop.database.db.update(orderMails).set({ claimedAt: null, sentAt: null }).where(eq(orderMails.orderRef, placed[0]!));
    await shop.database.db.update(orderMails).set({ claimedAt: null, sentAt: null, dueAt: lastMonth }).where(eq(orderMails.orderRef, placed[1]!));
    const [waiting] = await shop.database.db.select({ createdAt: orderMails.dueAt }).from(orderMails).where(eq(orderMails.orderRef, placed[0]!));
    const answer = await call(tasks, "/api/system-health/tasks/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(task(answer, "order-mails")).toEqual({ category: "order-mails", pending: 1, oldestPendingSince: waiting!.createdAt.toISOString(), queue: emptyQueue });
    await sendOrderMails();
  });

  it("tasks lists every job category with what waits and since when: the work due, and the queue's waiting jobs with the oldest", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } });
    const { orderRef } = (await placeOrder(session, cart.cartId, orderBody(cart, "ideal"))).json.data;
    // Placed 3 hours ago and never paid: overdue since an hour.
    const placedAt = new Date(Date.now() - 3 * 3_600_000);
    await shop.database.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.orderRef, orderRef));

    // A queue whose workers do not run: its jobs wait, as when every instance is busy or stopped.
    const queue = await startJobQueue(shop.database, { workers: false });
    try {
      const answer = await call(tasks, "/api/system-health/tasks/");
      expect(answer.json.data.map((entry: { category: string }) => entry.category)).toEqual(["order-mails", "payment-expiry", "bank-transfer-reminders", "review-requests", "forms", "newsletter-sends"]);
      const [created] = rowsOf<{ createdOn: Date | string }>(
        await shop.database.db.execute(sql`select min(created_on) as "createdOn" from pgboss.job where name = 'payment-expiry' and state = 'created'`),
      );
      expect(task(answer, "payment-expiry")).toEqual({
        category: "payment-expiry",
        pending: 1,
        oldestPendingSince: new Date(placedAt.getTime() + 2 * 3_600_000).toISOString(),
        // The start woke every category once: one job waits in each queue.
        queue: { waiting: 1, retrying: 0, active: 0, oldestWaitingSince: new Date(created!.createdOn).toISOString() },
      });
      for (const category of ["order-mails", "bank-transfer-reminders", "review-requests", "forms", "newsletter-sends"]) expect(task(answer, category)).toMatchObject({ queue: { waiting: 1, retrying: 0, active: 0 } });

      await queue.workWaiting("payment-expiry");
      expect(task(await call(tasks, "/api/system-health/tasks/"), "payment-expiry")).toEqual({ category: "payment-expiry", pending: 0, oldestPendingSince: null, queue: emptyQueue });
      for (const category of ["order-mails", "bank-transfer-reminders", "review-requests", "forms", "newsletter-sends"] as const) await queue.workWaiting(category);
    } finally {
      await queue.stop();
    }
    await sendOrderMails();
  });

  it("staff have the waiting order mails sent now; a guest gets 401 and an unknown category 404", async () => {
    setRateLimitStore(createMemoryRateLimitStore());
    const session = await newSession();
    const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } });
    const { orderRef } = (await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"))).json.data;
    await sendOrderMails();
    await mailAbout(shop.mail, orderRef);
    // The mail server refused it: the order waits again.
    await shop.database.db.update(orderMails).set({ claimedAt: null, sentAt: null }).where(eq(orderMails.orderRef, orderRef));
    shop.mail.sent.length = 0;

    const path = "/api/system-health/tasks/order-mails/resume/";
    expect((await call(resume, path, { category: "order-mails" }, { method: "POST" })).status).toBe(401);
    expect(shop.mail.sent).toHaveLength(0);

    await addStaffMember(shop.database.db, { emailAddress: "taken@stekker.test", name: "Tara Taken", role: "staff", password: "paard batterij nietje" }, new Date());
    const signedIn = await call(signIn, "/api/staff-sessions/", {}, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ emailAddress: "taken@stekker.test", password: "paard batterij nietje" }) });
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const answer = await call(resume, path, { category: "order-mails" }, { method: "POST", headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ category: "order-mails", done: 1, pending: 0, oldestPendingSince: null, queue: emptyQueue });
    expect(shop.mail.sent.map((message) => message.subject).join()).toContain(orderRef);

    const again = await call(resume, path, { category: "order-mails" }, { method: "POST", headers: { cookie } });
    expect(again.json.data.done).toBe(0);
    expect(shop.mail.sent.filter((message) => message.subject.includes(orderRef))).toHaveLength(1);
    expect((await call(resume, "/api/system-health/tasks/bestaat-niet/resume/", { category: "bestaat-niet" }, { method: "POST", headers: { cookie } })).status).toBe(404);
    expect((await call(resume, "/api/system-health/tasks/Niet Goed/resume/", { category: "Niet Goed" }, { method: "POST", headers: { cookie } })).status).toBe(400);

    const form = await call(resume, path, { category: "order-mails" }, { method: "POST", headers: { cookie, accept: "text/html", "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/medewerkers/?melding=taak-hervat#taken");
  });

  it("resume works per category: the overdue unpaid orders are cancelled now, the due reminders recorded now", async () => {
    const login = await call(signIn, "/api/staff-sessions/", {}, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ emailAddress: "taken@stekker.test", password: "paard batterij nietje" }) });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const placeAgo = async (method: string, ms: number) => {
      const session = await newSession();
      const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } });
      const { orderRef } = (await placeOrder(session, cart.cartId, orderBody(cart, method))).json.data;
      await shop.database.db.update(orders).set({ createdAt: new Date(Date.now() - ms) }).where(eq(orders.orderRef, orderRef));
      return orderRef as string;
    };
    const overdue = await placeAgo("ideal", 3 * 3_600_000);
    const unpaidTransfer = await placeAgo("banktransfer", 4 * 86_400_000);

    const expiry = await call(resume, "/api/system-health/tasks/payment-expiry/resume/", { category: "payment-expiry" }, { method: "POST", headers: { cookie } });
    expect(expiry.json.data).toMatchObject({ category: "payment-expiry", done: 1, pending: 0 });
    expect((await shop.database.db.select().from(orders).where(eq(orders.orderRef, overdue)))[0]!.cancelledAt).not.toBeNull();

    const reminders = await call(resume, "/api/system-health/tasks/bank-transfer-reminders/resume/", { category: "bank-transfer-reminders" }, { method: "POST", headers: { cookie } });
    expect(reminders.json.data).toMatchObject({ category: "bank-transfer-reminders", done: 1, pending: 0 });
    const mails = await shop.database.db.select().from(orderMails).where(eq(orderMails.orderRef, unpaidTransfer));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["orderReceived", "paymentReminder"]);
    await sendOrderMails();
  });
});
