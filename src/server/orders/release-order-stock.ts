import "server-only";

/**
 * Gives a cancelled order's units back to stock (decisions §10: an expired
 * online payment releases its stock): exactly the units placing took
 * (`stock_taken`, commit-order.ts), once. `stock_released_at IS NULL` in the
 * UPDATE makes a second call, or a second instance doing the same, give back
 * nothing; the products' update tells every instance the catalogue changed
 * (its trigger), so pages and stock alerts see the stock return.
 */
import { and, eq, isNull, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { orders } from "@/server/db/schema";

type Writer = Pick<Database, "update" | "execute">;

/** Answers whether units went back now (false when they had been, or when the order took none). */
export async function releaseOrderStock(tx: Writer, orderRef: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.orderRef, orderRef), isNull(orders.stockReleasedAt)))
    .returning({ stockTaken: orders.stockTaken });
  const taken = Object.entries(claimed?.stockTaken ?? {}).filter(([, qty]) => qty > 0);
  if (taken.length === 0) return false;
  const rows = sql.join(
    taken.map(([productId, qty]) => sql`(${Number(productId)}::int, ${qty}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update products p set stock = p.stock + r.qty from (values ${rows}) as r (product_id, qty) where p.product_id = r.product_id`);
  return true;
}
