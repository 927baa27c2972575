/**
 * The shop the order tests place orders in: a seeded database, products to buy
 * with plenty in stock (one of its own per test, so that tests share no
 * counts), and the mail the shop sends captured. Call it at the top of a
 * describe block; `prepare` may change the products first (known prices).
 * The job queue runs on it as on a server (server/jobs), so that the order
 * mails go out through it; `jobs: false` leaves the queue to the test.
 */
import { afterAll, beforeAll } from "vitest";

import { products, type ProductRow } from "@/server/db/schema";
import { type JobQueue, startJobQueue } from "@/server/jobs/job-queue";

import { createSeededDatabase } from "./api";
import { captureMail } from "./checkout";
import { buyableProducts } from "./session";
import type { TestDatabase } from "./test-database";

export interface OrderShop {
  readonly database: TestDatabase;
  readonly mail: ReturnType<typeof captureMail>;
  /** The next product no test has used yet. */
  product(): ProductRow;
  /** The first product no test has used yet that `accept`s (a large appliance, say). */
  productWhere(accept: (row: ProductRow) => boolean): ProductRow;
}

export function useOrderShop(options: { productCount?: number; prepare?: (database: TestDatabase, stock: readonly ProductRow[]) => Promise<void>; jobs?: boolean } = {}): OrderShop {
  let database: TestDatabase | undefined;
  let jobs: JobQueue | undefined;
  let mail: ReturnType<typeof captureMail> | undefined;
  let stock: ProductRow[] = [];
  const used = new Set<number>();
  const take = (accept: (row: ProductRow) => boolean) => {
    const found = stock.find((row) => !used.has(row.productId) && accept(row));
    if (!found) throw new Error("useOrderShop: no unused product left that fits; ask for a larger productCount");
    used.add(found.productId);
    return found;
  };
  beforeAll(async () => {
    database = await createSeededDatabase(200);
    stock = await buyableProducts(database.db, options.productCount ?? 60);
    await database.db.update(products).set({ stock: 50, stockEstimatedDate: null });
    await options.prepare?.(database, stock);
    mail = captureMail();
    // Polled often, so that a test waiting for a mail (mailAbout) waits half a second at most.
    if (options.jobs !== false) jobs = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await jobs?.stop();
    mail?.restore();
    await database?.destroy();
  });
  return {
    get database() {
      return database!;
    },
    get mail() {
      return mail!;
    },
    product: () => take(() => true),
    productWhere: take,
  };
}
