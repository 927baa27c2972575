import "server-only";

/** The per-shop stock of some products, every shop listed (0 and not on show where the shop has no row). */
import { inArray } from "drizzle-orm";

import type { ShopStock } from "@/domain/catalogue/shop-only";
import { SHOPS, shopName } from "@/domain/staff/shops";
import type { Database } from "@/server/db/client";
import { productShopStock } from "@/server/db/schema";

export interface NamedShopStock extends ShopStock {
  shopName: string;
}

export async function loadShopStock(db: Database, productIds: readonly number[]): Promise<Map<number, NamedShopStock[]>> {
  const rows = productIds.length === 0 ? [] : await db.select().from(productShopStock).where(inArray(productShopStock.productId, [...productIds]));
  const byProduct = new Map<number, NamedShopStock[]>();
  for (const productId of productIds) {
    byProduct.set(
      productId,
      SHOPS.map(({ shopId }) => {
        const row = rows.find((candidate) => candidate.productId === productId && candidate.shopId === shopId);
        return { shopId, shopName: shopName(shopId), stock: row?.stock ?? 0, inShowroom: row?.inShowroom ?? false };
      }),
    );
  }
  return byProduct;
}
