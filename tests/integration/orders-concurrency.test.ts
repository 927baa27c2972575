import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orders, products } from "@/server/db/schema";

import { createSeededDatabase } from "../support/api";
import { captureMail, filledCart, orderBody, placeOrder, settle } from "../support/checkout";
import { buyableProducts, newSession } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

describe(`orders under contention on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;

  beforeAll(async () => {
    database = await createSeededDatabase(100);
    mail = captureMail();
  });
  afterAll(async () => {
    mail.restore();
    await database?.destroy();
  });

  it("200 concurrent checkouts competing for 20 units of one product give exactly 20 orders and no negative stock", async () => {
    const [product] = await buyableProducts(database.db, 1);
    await database.db.update(products).set({ stock: 20, stockEstimatedDate: null }).where(eq(products.productId, product!.productId));

    const buyers = [];
    for (let index = 0; index < 200; index += 1) {
      const session = await newSession();
      buyers.push({ session, cart: await filledCart(session, { [product!.productId]: { qty: 1 } }) });
    }
    const answers = await Promise.all(buyers.map(({ session, cart }) => placeOrder(session, cart.cartId, orderBody(cart, "ideal"))));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    // The others are told which item ran out, and nothing of theirs was written.
    expect(statuses.filter((status) => status === 422)).toHaveLength(180);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.json.data).toEqual([{ field: `items.${product!.productId}.qty`, errorMessage: expect.stringContaining("voorraad") }]);
    }
    const [{ stock }] = (await database.db.select({ stock: products.stock }).from(products).where(eq(products.productId, product!.productId))) as [{ stock: number }];
    expect(stock).toBe(0);
    expect((await database.db.select({ n: count() }).from(orders))[0]!.n).toBe(20);
    expect(new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.json.data.orderRef)).size).toBe(20);
    await settle();
  }, 120_000);
});
