import "server-only";

/** The discounts and parts of the combinations a cart names (one query, none when the cart has no combination). */
import { eq, inArray } from "drizzle-orm";

import { combinationIdsOf, type CombinationTerms } from "@/domain/cart/combination-discount";
import type { CartItems } from "@/domain/cart/types";
import type { Database } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { combinationProducts, combinations } from "@/server/db/schema";

export async function loadCombinationTerms(db: Database, items: CartItems): Promise<Map<number, CombinationTerms>> {
  const ids = combinationIdsOf(items).filter(isStorableId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ combinationId: combinations.combinationId, discountCents: combinations.discountCents, productId: combinationProducts.productId })
    .from(combinations)
    .innerJoin(combinationProducts, eq(combinationProducts.combinationId, combinations.combinationId))
    .where(inArray(combinations.combinationId, ids));
  const terms = new Map<number, { discountCents: number; productIds: number[] }>();
  for (const row of rows) {
    const entry = terms.get(row.combinationId) ?? { discountCents: row.discountCents, productIds: [] };
    entry.productIds.push(row.productId);
    terms.set(row.combinationId, entry);
  }
  return terms;
}
