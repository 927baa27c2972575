import "server-only";

import { and, count, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { productTagLinks, productTags, products } from "@/server/db/schema";

export interface ProductTag {
  productTagId: number;
  slug: string;
  name: string;
  position: number;
  /** How many products still on sale carry the tag. */
  productCount: number;
}

/** GET /api/product-tags/{productTagId}/. */
export async function loadProductTag(db: Database, productTagId: number): Promise<ProductTag | null> {
  // Two small statements rather than a correlated subquery: Drizzle leaves the
  // columns of a one-table select unqualified, which inside a subquery would
  // silently compare the link table with itself.
  const [[tag], [counted]] = await Promise.all([
    db.select().from(productTags).where(eq(productTags.tagId, productTagId)).limit(1),
    db
      .select({ value: count() })
      .from(productTagLinks)
      .innerJoin(products, eq(products.productId, productTagLinks.productId))
      .where(and(eq(productTagLinks.tagId, productTagId), eq(products.expired, false))),
  ]);
  if (!tag) return null;
  return { productTagId: tag.tagId, slug: tag.slug, name: tag.name, position: tag.position, productCount: Number(counted?.value ?? 0) };
}
