import "server-only";

/** What the stock alert needs of a product: whether it is sold out, and how the mails name and link it. */
import { eq, inArray } from "drizzle-orm";

import { productUrl } from "@/domain/catalogue/urls";
import type { Database } from "@/server/db/client";
import { brands, categories, products } from "@/server/db/schema";

export interface StockAlertProductFacts {
  productId: number;
  /** Brand and model, as the page's title: "Bosch WAU28P47NL". */
  name: string;
  /** The product page's path. */
  url: string;
  /** What the shopper pays (decisions §1). */
  sellingPriceCents: number;
  expired: boolean;
  stock: number;
  stockEstimatedDate: string | null;
}

const columns = {
  productId: products.productId,
  model: products.name,
  brand: brands.name,
  slug: products.slug,
  categorySlug: categories.slug,
  sellingPriceCents: products.sellingPriceCents,
  expired: products.expired,
  stock: products.stock,
  stockEstimatedDate: products.stockEstimatedDate,
};

function select(db: Database) {
  return db.select(columns).from(products).innerJoin(brands, eq(brands.slug, products.brandSlug)).innerJoin(categories, eq(categories.categoryId, products.categoryId));
}

type Row = Awaited<ReturnType<typeof select>>[number];

const facts = ({ model, brand, slug, categorySlug, ...row }: Row): StockAlertProductFacts => ({ ...row, name: `${brand} ${model}`, url: productUrl(categorySlug, slug) });

export async function loadStockAlertProduct(db: Database, productId: number): Promise<StockAlertProductFacts | null> {
  const [row] = await select(db).where(eq(products.productId, productId));
  return row ? facts(row) : null;
}

export async function loadStockAlertProducts(db: Database, productIds: number[]): Promise<Map<number, StockAlertProductFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await select(db).where(inArray(products.productId, productIds));
  return new Map(rows.map((row) => [row.productId, facts(row)]));
}
