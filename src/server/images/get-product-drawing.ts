import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { getDatabase } from "@/server/db/client";
import { brands, productImages, products } from "@/server/db/schema";

import { drawProduct, type ProductColour, type ProductView } from "./draw-product";

/** The SVG of one product image, or null when the product or image does not exist. */
export async function getProductDrawing(productId: number, position: number): Promise<string | null> {
  const db = await getDatabase();
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
  if (!row) return null;
  return drawProduct({
    productType: row.productType,
    colour: row.colour as ProductColour,
    view: row.view as ProductView,
    variant: productId,
    brandLabel: row.brandName,
    model: row.model,
  });
}
