import "server-only";

/**
 * The shop-only facts of the products a member of staff looks at (a product
 * page, a page of a listing), in three statements whatever their number. Only
 * ever called for staff: a guest's page and answer never load them.
 */
import { inArray, or } from "drizzle-orm";

import { marginCode } from "@/domain/catalogue/margin-code";
import type { ShopOnlyFacts } from "@/domain/catalogue/shop-only";
import { marginCodeKey } from "@/config/shop-settings";
import type { Database } from "@/server/db/client";
import { products, productShopOptions } from "@/server/db/schema";

import { loadShopStock } from "./shop-stock-rows";

export async function loadShopOnlyFacts(db: Database, productIds: readonly number[]): Promise<Map<number, ShopOnlyFacts>> {
  const facts = new Map<number, ShopOnlyFacts>();
  if (productIds.length === 0) return facts;
  const ids = [...new Set(productIds)];
  const rows = await db
    .select({
      productId: products.productId,
      productType: products.productType,
      purchasePriceCents: products.purchasePriceCents,
      shopPriceCents: products.shopPriceCents,
      sellingPriceCents: products.sellingPriceCents,
    })
    .from(products)
    .where(inArray(products.productId, ids));
  const types = [...new Set(rows.map((row) => row.productType))];
  const [options, shops] = await Promise.all([
    db
      .select()
      .from(productShopOptions)
      .where(or(inArray(productShopOptions.productId, ids), inArray(productShopOptions.productType, types)))
      .orderBy(productShopOptions.position, productShopOptions.productShopOptionId),
    loadShopStock(db, ids),
  ]);
  const key = marginCodeKey();
  for (const row of rows) {
    facts.set(row.productId, {
      productId: row.productId,
      marginCode: marginCode({ productId: row.productId, purchasePriceCents: row.purchasePriceCents, sellingPriceCents: row.sellingPriceCents }, key),
      shopPriceCents: row.shopPriceCents,
      shops: (shops.get(row.productId) ?? []).map(({ shopId, stock, inShowroom }) => ({ shopId, stock, inShowroom })),
      // The product's own options first, then its type's.
      options: [
        ...options.filter((option) => option.productId === row.productId),
        ...options.filter((option) => option.productId === null && option.productType === row.productType),
      ].map((option) => ({ name: option.name, priceCents: option.priceCents })),
    });
  }
  return facts;
}
