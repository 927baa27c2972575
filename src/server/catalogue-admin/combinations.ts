import "server-only";

/**
 * Combinations (bundles bought together, with a discount) for the back office
 * (issue 21, part A): GET|POST /api/catalogue/combinations/ and
 * GET|PUT|DELETE /api/catalogue/combinations/{combinationId}/. Staff read,
 * admins write. The parts must exist; the discount must be below the parts'
 * selling prices together; a slug is the combination's own (422 when taken).
 */
import { asc, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { z } from "zod";

import { centsToEuros } from "@/domain/money";
import type { combinationAnswerSchema } from "@/schemas/answers/catalogue-admin";
import type { CombinationInput } from "@/schemas/catalogue-admin/product-input";
import type { CombinationsQuery } from "@/schemas/catalogue-admin/products-query";
import type { Database } from "@/server/db/client";
import { brands, combinationProducts, combinations, products } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";

import { catalogueDataChanged } from "./catalogue-data-changed";
import { lockCatalogueWrites } from "./save-product";

export type CombinationRecord = z.output<typeof combinationAnswerSchema>;
export const COMBINATION_NOT_FOUND = "Combinatie niet gevonden";

async function withParts(db: Database, rows: (typeof combinations.$inferSelect)[]): Promise<CombinationRecord[]> {
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

export async function listCombinations(db: Database, query: CombinationsQuery): Promise<{ items: CombinationRecord[]; total: number }> {
  const where = query.q ? ilike(combinations.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined;
  const by = (query.order ?? "asc") === "asc" ? asc : desc;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(combinations)
      .where(where)
      .orderBy(by(query.sort === "name" ? combinations.name : combinations.combinationId), by(combinations.combinationId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(combinations).where(where),
  ]);
  return { items: await withParts(db, rows), total: counted[0]?.total ?? 0 };
}

export async function loadCombination(db: Database, combinationId: number): Promise<CombinationRecord | null> {
  const rows = await db.select().from(combinations).where(eq(combinations.combinationId, combinationId));
  return (await withParts(db, rows))[0] ?? null;
}

export async function saveCombination(db: Database, input: CombinationInput, now: Date, combinationId?: number): Promise<CombinationRecord> {
  const errors: FieldError[] = [];
  const parts = await db.select({ productId: products.productId, sellingPriceCents: products.sellingPriceCents }).from(products).where(inArray(products.productId, input.productIds));
  const known = new Set(parts.map((part) => part.productId));
  const unknown = input.productIds.filter((id) => !known.has(id));
  if (unknown.length > 0) errors.push({ field: "productIds", errorMessage: `Onbekend product: ${unknown.join(", ")}` });
  const sum = parts.reduce((total, part) => total + part.sellingPriceCents, 0);
  if (unknown.length === 0 && input.discount >= sum) errors.push({ field: "discount", errorMessage: "De korting moet lager zijn dan de prijzen van de producten samen" });
  const [sameSlug] = await db.select({ combinationId: combinations.combinationId }).from(combinations).where(eq(combinations.slug, input.slug));
  if (sameSlug && sameSlug.combinationId !== combinationId) errors.push({ field: "slug", errorMessage: `Combinatie ${sameSlug.combinationId} heeft deze slug al` });
  if (combinationId !== undefined && !(await loadCombination(db, combinationId))) throw new ApiError(404, COMBINATION_NOT_FOUND);
  if (errors.length > 0) throw new ApiError(422, errors[0]!.errorMessage, errors);
  const id = await db.transaction(async (tx) => {
    await lockCatalogueWrites(tx, now);
    const values = { slug: input.slug, name: input.name, discountCents: input.discount };
    let savedId = combinationId;
    if (savedId === undefined) {
      const [created] = await tx
        .insert(combinations)
        .values({ ...values, combinationId: sql`(select coalesce(max(${combinations.combinationId}), 0) + 1 from ${combinations})` })
        .returning({ combinationId: combinations.combinationId });
      savedId = created!.combinationId;
    } else {
      await tx.update(combinations).set(values).where(eq(combinations.combinationId, savedId));
      await tx.delete(combinationProducts).where(eq(combinationProducts.combinationId, savedId));
    }
    const owner = savedId;
    await tx.insert(combinationProducts).values(input.productIds.map((productId, index) => ({ combinationId: owner, productId, position: index + 1 })));
    return owner;
  });
  catalogueDataChanged(db);
  return (await loadCombination(db, id))!;
}

export async function removeCombination(db: Database, combinationId: number): Promise<void> {
  const removed = await db.delete(combinations).where(eq(combinations.combinationId, combinationId)).returning({ combinationId: combinations.combinationId });
  if (removed.length === 0) throw new ApiError(404, COMBINATION_NOT_FOUND);
  catalogueDataChanged(db);
}
