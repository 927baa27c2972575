import "server-only";

/** What the catalogue says of one product image: enough to draw it (src/demo/images), or null when the product or image does not exist. */
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { brands, productImages, products } from "@/server/db/schema";

export interface StoredProductImage {
  productType: string;
  colour: string;
  view: string;
  brandName: string;
  model: string | null;
}

export async function findProductImage(db: Database, productId: number, position: number): Promise<StoredProductImage | null> {
  const [row] = await db
    .select({
      productType: products.productType,
      colour: products.colour,
      view: productImages.view,
      brandName: brands.name,
      model: sql<string | null>`${products.specifications}->>'type'`,
    })
    .from(productImages)
    .innerJoin(products, eq(products.productId, productImages.productId))
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
    .limit(1);
  return row ?? null;
}
