import "server-only";

/** The order a locked cart became: a cart answers with its order's number, and placing the order again repeats it. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";

export async function findOrderByCart(db: Database, cartId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return row ?? null;
}
