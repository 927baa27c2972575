/**
 * GET /api/system-health/ and /api/system-health/tasks/ (specification §7):
 * what a load balancer and monitoring ask of an instance.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { GET as health } from "@/app/api/system-health/route";
import { GET as tasks } from "@/app/api/system-health/tasks/route";
import { orders } from "@/server/db/schema";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import type { RateLimitStore } from "@/server/rate-limit/rate-limit-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { checkSystemHealth } from "@/server/system-health/check-system-health";

import { call } from "../support/api";
import { filledCart, mailAbout, orderBody, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

describe(`system health on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 10 });
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

  it("a rate-limit store that is away is reported, but the instance stays healthy: the limits let requests through then", async () => {
    const away: RateLimitStore = { kind: "redis", hit: () => Promise.reject(new Error("ECONNREFUSED")), close: async () => undefined };
    setRateLimitStore(away);
    const answer = await call(health, "/api/system-health/");
    expect(answer.status).toBe(200);
    expect(answer.json.data.checks.rateLimitStore).toEqual({ status: "unavailable", kind: "redis" });
  });

  it("the tasks list counts the order confirmations still to send, with the oldest; sent ones and ones over a week old are not waiting", async () => {
    const placed: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const session = await newSession();
      const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } });
      const answer = await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"));
      placed.push(answer.json.data.orderRef);
    }
    for (const orderRef of placed) await mailAbout(shop.mail, orderRef);
    expect((await call(tasks, "/api/system-health/tasks/")).json.data).toEqual([{ category: "order-confirmations", pending: 0, oldestPendingSince: null }]);

    // The mail server refused two of them (the claim is released), and one of those is from last month.
    const lastMonth = new Date(Date.now() - 30 * 86_400_000);
    await shop.database.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.orderRef, placed[0]!));
    await shop.database.db.update(orders).set({ confirmationSentAt: null, createdAt: lastMonth }).where(eq(orders.orderRef, placed[1]!));
    const [waiting] = await shop.database.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.orderRef, placed[0]!));
    const answer = await call(tasks, "/api/system-health/tasks/");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json.data).toEqual([{ category: "order-confirmations", pending: 1, oldestPendingSince: waiting!.createdAt.toISOString() }]);
  });
});
