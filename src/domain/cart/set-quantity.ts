import { capQuantity } from "./quantity";
import type { CartItems, ItemKey } from "./types";

/** A new quantity for an item: capped at 10; 0 removes the item. */
export function setQuantity(items: CartItems, key: ItemKey, qty: number): CartItems {
  const item = items[key];
  if (!item) return items;
  const capped = capQuantity(qty);
  if (capped === 0) return removeItem(items, key);
  return { ...items, [key]: { ...item, qty: capped } };
}

export function removeItem(items: CartItems, key: ItemKey): CartItems {
  if (!(key in items)) return items;
  const rest = { ...items };
  delete rest[key];
  return rest;
}
