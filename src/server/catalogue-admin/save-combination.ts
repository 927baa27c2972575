import "server-only";

/**
 * An admin adds or replaces a combination (POST /api/catalogue/combinations/,
 * PUT …/{combinationId}/): the parts must exist, the discount must stay below
 * the parts' selling prices together, the slug is the combination's own.
 */
import { eq, inArray, sql } from "drizzle-orm";

import type { CombinationInput } from "@/schemas/catalogue-admin/product-input";
import type { Database } from "@/server/db/client";
import { combinationProducts, combinations, products } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";

import { catalogueDataChanged } from "./catalogue-data-changed";
import { COMBINATION_NOT_FOUND, type CombinationRecord, loadCombination } from "./combination-record";
import { lockCatalogueWrites } from "./save-product";

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
