import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openPostgres } from "@/server/db/client";
import { products } from "@/server/db/schema";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { PageCache } from "@/host/page-cache/page-cache";

import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const NOW = new Date("2026-11-21T10:00:00Z");

/** Waits until `check` holds (a notification arrives after the commit, asynchronously). */
async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("not within the time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`the shared page cache is invalidated by catalogue changes, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let productId: number;
  let server: Server;
  let port: number;
  const cache = new PageCache({ ttlMs: 300_000, maxEntries: 10 });
  const changes: string[] = [];
  let stop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 5, seed: 7, now: NOW }));
    const [first] = await database.db.select({ productId: products.productId }).from(products).limit(1);
    productId = first!.productId;
    const listener = await listenForCatalogueChanges(database, (table) => {
      changes.push(table);
      cache.clear();
    });
    stop = listener.stop;
    // A product page in the role of Next.js: the price read from the database on every render.
    const render = async (_request: IncomingMessage, response: ServerResponse) => {
      const [row] = await database.db.select({ price: products.priceCents }).from(products).where(eq(products.productId, productId));
      response.setHeader("cache-control", "public, max-age=0, s-maxage=300");
      response.end(`prijs ${row!.price}`);
    };
    server = createServer((request, response) => void cache.answer(request, response, render));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await stop();
    await database?.destroy();
  });

  const page = async () => (await fetch(`http://127.0.0.1:${port}/product/`)).text();

  it("a price change makes the next request render fresh", async () => {
    await database.db.update(products).set({ priceCents: 49_900 }).where(eq(products.productId, productId));
    await eventually(() => changes.length > 0);
    expect(await page()).toBe("prijs 49900");
    expect(cache.size).toBe(1);

    changes.length = 0;
    await database.db.update(products).set({ priceCents: 44_900 }).where(eq(products.productId, productId));
    await eventually(() => changes.includes("products"));
    expect(await page()).toBe("prijs 44900");
  });

  it("a change that rolls back leaves the copies alone", async () => {
    await page();
    changes.length = 0;
    await database.db
      .transaction(async (tx) => {
        await tx.update(products).set({ priceCents: 1 }).where(eq(products.productId, productId));
        throw new Error("terug");
      })
      .catch(() => undefined);
    await database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes).toEqual([]);
    expect(cache.size).toBe(1);
  });

  // Several instances need a PostgreSQL server; PGlite is one process.
  if (testDriver() === "postgres") {
    it("a change made through another instance's connection reaches this instance too", async () => {
      const other = await openPostgres(database.url!, 2);
      try {
        await page();
        changes.length = 0;
        await other.db.update(products).set({ stock: 3 }).where(eq(products.productId, productId));
        await eventually(() => changes.includes("products"));
        expect(cache.size).toBe(0);
      } finally {
        await other.close();
      }
    });

    it("after the listening connection is lost (a database restart), the copies are dropped, since changes may have been missed", async () => {
      await page();
      changes.length = 0;
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
      await eventually(() => changes.includes("(opnieuw verbonden)"), 15_000);
      expect(cache.size).toBe(0);
      // And it listens again.
      await page();
      await database.db.update(products).set({ stock: 4 }).where(eq(products.productId, productId));
      await eventually(() => changes.includes("products"));
      expect(cache.size).toBe(0);
    });
  }
});
