/**
 * A combination (a bundle, such as a washer with its matching dryer) costs less
 * than its parts: the combination's discount is taken once for every complete
 * set in the cart. A set is complete when every product of the combination is
 * in the cart as part of it (item key `productId_combinationId`, decisions §2);
 * two washers with one dryer are one set. Money in cents.
 */
import type { CartItems } from "./types";

export interface CombinationTerms {
  discountCents: number;
  productIds: readonly number[];
}

/** Rule: the discount of each combination times its number of complete sets in the cart. */
export function combinationDiscountCents(items: CartItems, combinations: ReadonlyMap<number, CombinationTerms>): number {
  let discount = 0;
  for (const [combinationId, terms] of combinations) {
    if (terms.productIds.length === 0) continue;
    const sets = Math.min(
      ...terms.productIds.map((productId) =>
        Object.values(items)
          .filter((item) => item.combinationId === combinationId && item.productId === productId)
          .reduce((sum, item) => sum + item.qty, 0),
      ),
    );
    discount += terms.discountCents * sets;
  }
  return discount;
}

/** The combinations a cart's items name. */
export function combinationIdsOf(items: CartItems): number[] {
  return [...new Set(Object.values(items).flatMap((item) => (item.combinationId === null ? [] : [item.combinationId])))];
}
