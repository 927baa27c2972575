import "server-only";

/**
 * PUT /api/catalogue/products/{productId}/stock/ (issue 21, part B; staff may,
 * decisions §12): the web stock, the expected stock date and the shops' stock
 * and showroom flags, in one transaction. The promises follow at once
 * (stock-changed.ts); "weer op voorraad" mails follow from the database's
 * notice (server/stock-alerts).
 */
import { eq, sql } from "drizzle-orm";

import type { StockItemAnswer } from "@/schemas/answers/catalogue-stock";
import type { StockInput } from "@/schemas/catalogue-admin/stock";
import type { Database } from "@/server/db/client";
import { products, productShopStock } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { loadStockItem } from "./list-stock";
import { stockChanged } from "./stock-changed";

export const PRODUCT_NOT_FOUND = "Product niet gevonden";

export async function saveStock(db: Database, productId: number, input: StockInput, now: Date): Promise<StockItemAnswer> {
  const found = await db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ stock: input.stock, stockEstimatedDate: input.stockEstimatedDate })
      .where(eq(products.productId, productId))
      .returning({ productId: products.productId });
    if (updated.length === 0) return false;
    if (input.shops && input.shops.length > 0) {
      await tx
        .insert(productShopStock)
        .values(input.shops.map((shop) => ({ productId, shopId: shop.shopId, stock: shop.stock, inShowroom: shop.inShowroom })))
        .onConflictDoUpdate({
          target: [productShopStock.productId, productShopStock.shopId],
          set: { stock: sql`excluded.stock`, inShowroom: sql`excluded.in_showroom` },
        });
    }
    return true;
  });
  if (!found) throw new ApiError(404, PRODUCT_NOT_FOUND);
  stockChanged();
  return (await loadStockItem(db, productId, now))!;
}
