import "server-only";

/**
 * Combinations (bundles bought together, with a discount) for the back office
 * (issue 21, part A): GET|POST /api/catalogue/combinations/ and
 * GET|PUT|DELETE /api/catalogue/combinations/{combinationId}/. Staff read,
 * admins write. The parts must exist; the discount must be below the parts'
 * selling prices together; a slug is the combination's own (422 when taken).

 *
 * This file: a combination as the back office reads it, with its parts and
 * the price of the whole.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";

import { centsToEuros } from "@/domain/money";
import type { combinationAnswerSchema } from "@/schemas/answers/catalogue-admin";
import type { Database } from "@/server/db/client";
import { brands, combinationProducts, combinations, products } from "@/server/db/schema";

export type CombinationRecord = z.output<typeof combinationAnswerSchema>;
export const COMBINATION_NOT_FOUND = "Combinatie niet gevonden";

export async function withParts(db: Database, rows: (typeof combinations.$inferSelect)[]): Promise<CombinationRecord[]> {
  if (rows.length === 0) return [];
  const parts = await db
    .select({
      combinationId: combinationProducts.combinationId,
      productId: products.productId,
      name: products.name,
      brandName: brands.name,
      sellingPriceCents: products.sellingPriceCents,
      expired: products.expired,
    })
    .from(combinationProducts)
    .innerJoin(products, eq(products.productId, combinationProducts.productId))
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .where(inArray(combinationProducts.combinationId, rows.map((row) => row.combinationId)))
    .orderBy(asc(combinationProducts.position));
  return rows.map((row) => {
    const own = parts.filter((part) => part.combinationId === row.combinationId);
    const sum = own.reduce((total, part) => total + part.sellingPriceCents, 0);
    return {
      combinationId: row.combinationId,
      slug: row.slug,
      name: row.name,
      discount: centsToEuros(row.discountCents),
      productIds: own.map((part) => part.productId),
      products: own.map((part) => ({ productId: part.productId, name: part.name, brandName: part.brandName, sellingPrice: centsToEuros(part.sellingPriceCents), expired: part.expired })),
      total: centsToEuros(Math.max(0, sum - row.discountCents)),
    };
  });
}

export async function loadCombination(db: Database, combinationId: number): Promise<CombinationRecord | null> {
  const rows = await db.select().from(combinations).where(eq(combinations.combinationId, combinationId));
  return (await withParts(db, rows))[0] ?? null;
}
