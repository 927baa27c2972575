/**
 * A second process that places orders, to be killed while it does (the test
 * "a process killed while placing an order leaves no half order behind").
 * Run with `node --conditions react-server --import tsx`, as the server runs.
 *
 *   argv: <pglite directory | postgres url> <json file with [{ cartId, sessionId, body }]>
 *
 * It prints "ready" once connected and "placed <cartId> <orderRef>" per order.
 */
import { readFileSync } from "node:fs";

import { cartUpdateSchema } from "@/schemas/cart-input";
import { openPglite, openPostgres } from "@/server/db/client";
import { placeOrder } from "@/server/orders/place-order";

const [target, planFile] = process.argv.slice(2) as [string, string];
const plan = JSON.parse(readFileSync(planFile, "utf8")) as { cartId: string; sessionId: string; body: unknown }[];
const handle = target.startsWith("postgres") ? await openPostgres(target, 2) : await openPglite(target);
process.stdout.write("ready\n");
for (const { cartId, sessionId, body } of plan) {
  const cart = await placeOrder(handle.db, { cartId, sessionId, input: cartUpdateSchema.parse(body), idempotencyKey: null, now: new Date() }, async () => null);
  process.stdout.write(`placed ${cartId} ${cart.orderRef}\n`);
}
process.stdout.write("done\n");
await handle.close();
