import type { ItemKey } from "./types";

/** An item is keyed by its product, or product_combination when bought as part of a bundle (decisions §2). */
export function itemKey(productId: number, combinationId?: number | null): ItemKey {
  return combinationId ? `${productId}_${combinationId}` : String(productId);
}

export function parseItemKey(key: ItemKey): { productId: number; combinationId: number | null } | null {
  const match = /^([1-9]\d*)(?:_([1-9]\d*))?$/.exec(key);
  if (!match) return null;
  return { productId: Number(match[1]), combinationId: match[2] ? Number(match[2]) : null };
}
