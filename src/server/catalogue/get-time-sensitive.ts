import "server-only";

/**
 * Price and stock of this moment, for /api/products/{id}/time-sensitive/: pages
 * may be cached, these may not. One row by primary key and its few prices.
 */
import { sql } from "drizzle-orm";

import { deliveryPromise } from "@/domain/catalogue/delivery-promise";
import { omnibusWasPriceCents } from "@/domain/catalogue/omnibus";
import type { TimeSensitiveProduct } from "@/domain/catalogue/time-sensitive";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { type Database, getDatabase } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { queryRows } from "@/server/db/rows";
import { closedDeliveryDates } from "@/server/delivery/closed-delivery-dates";

import { type HistoryJson, historyPoints, omnibusHistorySql } from "./product-summaries";

interface Row {
  product_id: number;
  price_cents: number;
  selling_price_cents: number;
  cash_desk_discount_cents: number | null;
  make_amends_discount_cents: number | null;
  cashback_cents: number | null;
  stock: number;
  stock_estimated_date: string | null;
  expired: boolean;
  history: HistoryJson[] | null;
}

export async function getTimeSensitive(productId: number): Promise<TimeSensitiveProduct | null> {
  return loadTimeSensitive(await getDatabase(), productId, new Date());
}

export async function loadTimeSensitive(db: Database, productId: number, now: Date): Promise<TimeSensitiveProduct | null> {
  if (!isStorableId(productId)) return null;
  const [row] = await queryRows<Row>(
    db,
    sql`select p.product_id, p.price_cents, p.selling_price_cents, p.cash_desk_discount_cents, p.make_amends_discount_cents,
          p.cashback_cents, p.stock, p.stock_estimated_date::text as stock_estimated_date, p.expired, ${omnibusHistorySql(now)} as history
        from products p where p.product_id = ${productId}::int`,
  );
  if (!row) return null;
  const inStock = row.stock > 0;
  const closed = await closedDeliveryDates(db, now);
  return {
    productId: row.product_id,
    sellingPriceCents: row.selling_price_cents,
    listPriceCents: row.price_cents,
    priceBeforeDiscountCents: omnibusWasPriceCents({
      listPriceCents: row.price_cents,
      sellingPriceCents: row.selling_price_cents,
      history: historyPoints(row.history),
      now,
    }),
    cashDeskDiscountCents: row.cash_desk_discount_cents,
    makeAmendsDiscountCents: row.make_amends_discount_cents,
    cashbackCents: row.cashback_cents,
    stock: row.stock,
    inStock,
    stockEstimatedDate: row.stock_estimated_date,
    expired: row.expired,
    delivery: deliveryPromise({ inStock, stockEstimatedDate: row.stock_estimated_date }, now, SHOP_TIME_ZONE, closed),
  };
}
