import "server-only";

/**
 * GET /api/catalogue/stock/ (issue 21, part B): the back office's stock list:
 * web stock, per-shop stock, the expected date and the promise a shopper reads
 * now, with a search (name, EAN, product number) and the states sold out, low
 * and expected (sold out with an expected date); sort and paging like the
 * order list. Two statements for the page and its count, one for the shops.
 */
import { and, asc, desc, eq, gt, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";

import { deliveryPromise } from "@/domain/catalogue/delivery-promise";
import { LOW_STOCK_LIMIT, stockState } from "@/domain/catalogue/shop-only";
import { productUrl } from "@/domain/catalogue/urls";
import type { StockItemAnswer } from "@/schemas/answers/catalogue-stock";
import type { StockQuery } from "@/schemas/catalogue-admin/stock";
import type { Database } from "@/server/db/client";
import { brands, categories, products } from "@/server/db/schema";

import { loadShopStock } from "./shop-stock-rows";

const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(query: StockQuery): SQL[] {
  const where: SQL[] = [];
  for (const word of (query.q ?? "").trim().split(/\s+/).filter(Boolean)) {
    const like = `%${likeLiteral(word.toLowerCase())}%`;
    const ors: SQL[] = [sql`lower(${products.name}) like ${like}`, sql`lower(${brands.name}) like ${like}`, sql`${products.ean} like ${like}`];
    if (/^\d{1,9}$/.test(word)) ors.push(eq(products.productId, Number(word)));
    where.push(or(...ors)!);
  }
  if (query.state === "soldOut") where.push(lte(products.stock, 0));
  if (query.state === "low") where.push(and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_LIMIT))!);
  if (query.state === "expected") where.push(and(lte(products.stock, 0), isNotNull(products.stockEstimatedDate))!);
  return where;
}

const SORT_COLUMNS = {
  productId: products.productId,
  name: products.name,
  stock: products.stock,
  stockEstimatedDate: products.stockEstimatedDate,
} as const;

const itemColumns = {
  productId: products.productId,
  name: products.name,
  brandName: brands.name,
  ean: products.ean,
  categoryName: categories.name,
  categorySlug: categories.slug,
  slug: products.slug,
  expired: products.expired,
  stock: products.stock,
  stockEstimatedDate: products.stockEstimatedDate,
};

interface ItemRow {
  productId: number;
  name: string;
  brandName: string;
  ean: string;
  categoryName: string;
  categorySlug: string;
  slug: string;
  expired: boolean;
  stock: number;
  stockEstimatedDate: string | null;
}

async function answerRows(db: Database, rows: ItemRow[], now: Date): Promise<StockItemAnswer[]> {
  const shops = await loadShopStock(db, rows.map((row) => row.productId));
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    brandName: row.brandName,
    ean: row.ean,
    categoryName: row.categoryName,
    url: productUrl(row.categorySlug, row.slug),
    expired: row.expired,
    stock: row.stock,
    state: stockState(row.stock),
    stockEstimatedDate: row.stockEstimatedDate,
    shops: shops.get(row.productId) ?? [],
    promise: row.expired ? "Niet meer leverbaar" : deliveryPromise({ inStock: row.stock > 0, stockEstimatedDate: row.stockEstimatedDate }, now).label,
  }));
}

export async function listStock(db: Database, query: StockQuery, now: Date): Promise<{ items: StockItemAnswer[]; total: number }> {
  const where = and(...conditions(query));
  const direction = query.order ?? "asc";
  const by = direction === "asc" ? asc : desc;
  const [rows, counted] = await Promise.all([
    db
      .select(itemColumns)
      .from(products)
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(where)
      .orderBy(
        query.sort === "stockEstimatedDate" ? sql`${products.stockEstimatedDate} ${sql.raw(direction)} nulls last` : by(SORT_COLUMNS[query.sort]),
        by(products.productId),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(brands, eq(brands.slug, products.brandSlug))
      .where(where),
  ]);
  return { items: await answerRows(db, rows, now), total: counted[0]?.total ?? 0 };
}

/** One product's stock as the list shows it, or null when there is no such product. */
export async function loadStockItem(db: Database, productId: number, now: Date): Promise<StockItemAnswer | null> {
  const rows = await db
    .select(itemColumns)
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(eq(products.productId, productId));
  const [item] = await answerRows(db, rows, now);
  return item ?? null;
}
