import "server-only";

import { sql } from "drizzle-orm";

import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { memoize } from "@/server/cache/memo";
import { type Database, getDatabase } from "@/server/db/client";

import { loadSummaries } from "./product-summaries";

/** The most popular discounted products in stock, for the front page's offers row. */
export function getFrontPageOffers(limit = 8): Promise<ProductSummary[]> {
  return memoize(`front-page-offers:${limit}`, 30_000, async () => loadFrontPageOffers(await getDatabase(), limit, new Date()));
}

export async function loadFrontPageOffers(db: Database, limit: number, now: Date = new Date()): Promise<ProductSummary[]> {
  return loadSummaries(
    db,
    sql`select product_id, row_number() over (order by popularity desc, product_id) as ord
        from products
        where cash_desk_discount_cents is not null and stock > 0 and not expired
        order by popularity desc, product_id
        limit ${limit}::int`,
    now,
  );
}
