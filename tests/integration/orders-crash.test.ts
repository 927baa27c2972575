import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openPglite, postgresTarget, setDatabaseHandle, type DatabaseHandle } from "@/server/db/client";
import { carts, orders, products } from "@/server/db/schema";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { clearMemo } from "@/server/cache/memo";

import { SEED_NOW } from "../support/api";
import { filledCart, orderBody } from "../support/checkout";
import { buyableProducts, newSession } from "../support/session";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const CHILD = path.resolve("tests/support/place-orders-child.ts");

function startChild(target: string, planFile: string): { child: ChildProcess; lines: string[]; waitFor: (text: string) => Promise<void> } {
  const child = spawn(process.execPath, ["--conditions", "react-server", "--import", "tsx", CHILD, target, planFile], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    lines.push(...chunk.split("\n").filter(Boolean));
    for (const waiter of waiters) if (lines.some((line) => line.startsWith(waiter.text))) waiter.resolve();
  });
  child.stderr!.on("data", () => undefined);
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some((line) => line.startsWith(text))) return resolve();
      waiters.push({ text, resolve });
      child.once("exit", () => (lines.some((line) => line.startsWith(text)) ? resolve() : reject(new Error(`child exited before "${text}": ${lines.join(" | ")}`))));
    });
  return { child, lines, waitFor };
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGKILL"))));

/** Either the whole order is there (cart locked, order row, stock taken) or none of it. */
async function expectNoHalfOrders(handle: DatabaseHandle, cartIds: string[], productId: number, stockBefore: number) {
  const cartRows = await handle.db.select().from(carts).where(inArray(carts.cartId, cartIds));
  const orderRows = await handle.db.select().from(orders).where(inArray(orders.cartId, cartIds));
  const ordered = new Set(orderRows.map((order) => order.cartId));
  for (const cart of cartRows) expect(cart.locked, cart.cartId).toBe(ordered.has(cart.cartId));
  const [{ stock }] = (await handle.db.select({ stock: products.stock }).from(products).where(eq(products.productId, productId))) as [{ stock: number }];
  expect(stock).toBe(stockBefore - orderRows.length);
  return orderRows.length;
}

/** A connection of its own to the test database (TCP or Unix socket, as DATABASE_URL names it). */
function connect(url: string) {
  const target = postgresTarget(url);
  return postgres(target.url, { max: 1, onnotice: () => undefined, ...target.options });
}

describe(`a process killed while placing an order on ${testDriver()}`, () => {
  let database: TestDatabase | null = null;
  let handle: DatabaseHandle;
  let directory = "";
  let target = "";
  let productId = 0;
  const STOCK = 500;
  const PLACEMENTS = 150;

  /** Carts ready to order, made through the API as customers would, written as the child's plan. */
  async function plan(size: number): Promise<{ file: string; cartIds: string[] }> {
    const entries = [];
    for (let index = 0; index < size; index += 1) {
      const session = await newSession();
      const cart = await filledCart(session, { [productId]: { qty: 1 } });
      const [row] = await handle.db.select({ sessionId: carts.sessionId }).from(carts).where(eq(carts.cartId, cart.cartId));
      entries.push({ cartId: cart.cartId, sessionId: row!.sessionId, body: { acceptedTermsAndConditions: true, ...orderBody(cart, "ideal") } });
    }
    const file = path.join(directory, `plan-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(entries));
    return { file, cartIds: entries.map((entry) => entry.cartId) };
  }

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "stekker-crash-"));
    if (testDriver() === "postgres") {
      database = await createTestDatabase();
      handle = database;
      target = database.url!;
    } else {
      target = path.join(directory, "pglite");
      handle = await openPglite(target);
      await handle.migrate();
    }
    await seedCatalogue(handle.db, generateCatalogue({ productCount: 60, seed: 5, now: SEED_NOW }));
    setDatabaseHandle(handle);
    clearMemo();
    const [product] = await buyableProducts(handle.db, 1);
    productId = product!.productId;
    await handle.db.update(products).set({ stock: STOCK, stockEstimatedDate: null }).where(eq(products.productId, productId));
  });
  afterAll(async () => {
    if (database) await database.destroy();
    else await handle?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("killed at any moment in a run of placements, every cart is either a whole order or untouched", async () => {
    // Enough placements that the kill lands in the middle of the run, however fast placing gets.
    const { file, cartIds } = await plan(PLACEMENTS);
    // PGlite allows one process per directory: the test lets go while the child works.
    if (!database) await handle.close();
    const { child, waitFor } = startChild(target, file);
    await waitFor("placed");
    await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 100));
    await killed(child);
    if (!database) {
      handle = await openPglite(target);
      setDatabaseHandle(handle);
      clearMemo();
    }
    const stockBefore = STOCK;
    const placed = await expectNoHalfOrders(handle, cartIds, productId, stockBefore);
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThan(PLACEMENTS);
    await handle.db.update(products).set({ stock: STOCK }).where(eq(products.productId, productId));
    await handle.db.delete(orders);
  }, 120_000);

  // Holding the child inside its transaction needs a second connection, which only a PostgreSQL server has;
  // on PGlite the test above kills at random moments instead.
  if (testDriver() === "postgres") it("killed inside the placing statement, after the cart was locked and the stock taken, nothing of it remains", async () => {
    const { file, cartIds } = await plan(1);
    // Hold back every INSERT into orders: the child's statement stops there, with the cart locked and the stock taken.
    const blocker = connect(target);
    const reserved = await blocker.reserve();
    await reserved`begin`;
    await reserved`lock table orders in exclusive mode`;
    const { child, waitFor } = startChild(target, file);
    await waitFor("ready");
    const monitor = connect(target);
    let held = false;
    for (let attempt = 0; attempt < 200 && !held; attempt += 1) {
      const [waiting] = await monitor`select count(*)::int as n from pg_locks where relation = 'orders'::regclass and not granted`;
      held = waiting!.n > 0;
      if (!held) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(held).toBe(true);
    // The child's statement has locked the cart and taken the unit: other sessions see the old values until it ends.
    const [{ stock }] = (await monitor`select stock from products where product_id = ${productId}`) as unknown as [{ stock: number }];
    expect(stock).toBe(STOCK);
    // Inside the child's unfinished statement the cart is locked and the stock taken; outside it, nothing yet.
    await killed(child);
    await reserved`rollback`;
    reserved.release();
    await blocker.end();
    // PostgreSQL ends the dead client's backend and undoes its unfinished statement.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const [open] = await monitor`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`;
      if (open!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await monitor.end();
    expect(await expectNoHalfOrders(handle, cartIds, productId, STOCK)).toBe(0);
  }, 60_000);
});
