import "server-only";

/** Reading orders back: by number, by the key of the request that placed it (by the cart that became it: carts/cart-order.ts). */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";

export async function findOrder(db: Database, orderRef: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderRef, orderRef)).limit(1);
  return row ?? null;
}

export async function findOrderByIdempotencyKey(db: Database, sessionId: string, idempotencyKey: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}
