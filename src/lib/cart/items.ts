/**
 * Pure changes to the items map the browser sends (decisions §6): the server
 * applies the real rules and answers the recomputed cart; these give the
 * optimistic picture until it does.
 */
import type { Cart, CartItemInput, CartItemOptions, CartItemsInput, CartOptionKey } from "./types";

export const MAX_QUANTITY = 10;
export const NO_OPTIONS: CartItemOptions = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };
/** Assembly, extra service and pick-up exclude each other across the whole cart (specification §4). */
export const EXCLUSIVE_OPTIONS: readonly CartOptionKey[] = ["assembly", "extraService", "pickUpDiscount"];

export function itemKey(productId: number, combinationId?: number | null): string {
  return combinationId ? `${productId}_${combinationId}` : String(productId);
}

export function capQuantity(qty: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY, Math.floor(qty)));
}

export function itemsInput(cart: Pick<Cart, "items"> | null | undefined): CartItemsInput {
  const result: CartItemsInput = {};
  for (const [key, item] of Object.entries(cart?.items ?? {})) {
    result[key] = { productId: item.productId, combinationId: item.combinationId, qty: item.qty, options: { ...item.options } };
  }
  return result;
}

export function addToItems(items: CartItemsInput, productId: number, combinationId: number | null = null, qty = 1, options: Partial<CartItemOptions> = {}): CartItemsInput {
  const key = itemKey(productId, combinationId);
  const existing = items[key];
  const item: CartItemInput = existing
    ? { ...existing, qty: capQuantity(existing.qty + qty), options: { ...NO_OPTIONS, ...options } }
    : { productId, combinationId, qty: capQuantity(qty), options: { ...NO_OPTIONS, ...options } };
  return { ...items, [key]: item };
}

export function setItemQuantity(items: CartItemsInput, key: string, qty: number): CartItemsInput {
  const existing = items[key];
  if (!existing) return items;
  const capped = capQuantity(qty);
  if (capped === 0) return removeFromItems(items, key);
  return { ...items, [key]: { ...existing, qty: capped } };
}

export function setItemOption(items: CartItemsInput, key: string, option: CartOptionKey, on: boolean): CartItemsInput {
  const existing = items[key];
  if (!existing) return items;
  const next: CartItemsInput = { ...items, [key]: { ...existing, options: { ...existing.options, [option]: on } } };
  if (!on || !EXCLUSIVE_OPTIONS.includes(option)) return next;
  for (const [otherKey, item] of Object.entries(next)) {
    const options = { ...item.options };
    for (const other of EXCLUSIVE_OPTIONS) if (other !== option) options[other] = false;
    next[otherKey] = { ...item, options };
  }
  return next;
}

/**
 * Pick-up or delivery for the whole order in one change (issue 5): pick-up ticks
 * pickUpDiscount on every item (and so turns assembly and extra service off, as
 * setItemOption does); delivery turns it off everywhere and leaves the rest.
 */
export function setPickUpOnAll(items: CartItemsInput, on: boolean): CartItemsInput {
  const next: CartItemsInput = {};
  for (const [key, item] of Object.entries(items)) {
    const options = { ...item.options, pickUpDiscount: on };
    if (on) for (const other of EXCLUSIVE_OPTIONS) if (other !== "pickUpDiscount") options[other] = false;
    next[key] = { ...item, options };
  }
  return next;
}

export function removeFromItems(items: CartItemsInput, key: string): CartItemsInput {
  const { [key]: _removed, ...rest } = items;
  return rest;
}

/** The optimistic cart: the new items over the known cart; products stay, totals wait for the server. */
export function applyItems(cart: Cart, items: CartItemsInput): Cart {
  const next: Cart["items"] = {};
  for (const [key, item] of Object.entries(items)) {
    const known = cart.items[key];
    next[key] = { addToCartDate: known?.addToCartDate ?? new Date().toISOString(), itemDiscounts: known?.itemDiscounts ?? { makeAmendsCents: null }, product: known?.product ?? null, ...item };
  }
  return { ...cart, items: next };
}

/** The number of units in the cart, for the header. */
export function itemCount(cart: Pick<Cart, "items"> | null | undefined): number {
  return Object.values(cart?.items ?? {}).reduce((sum, item) => sum + item.qty, 0);
}
