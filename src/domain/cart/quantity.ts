/** Specification §5 and §9: at most 10 of one item. */
export const MAX_QUANTITY_PER_ITEM = 10;

export function capQuantity(qty: number): number {
  return Math.min(MAX_QUANTITY_PER_ITEM, Math.max(0, Math.trunc(qty)));
}
