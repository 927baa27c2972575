/**
 * Pure changes to the items map the browser sends (decisions §6): the server
 * applies the real rules and answers the recomputed cart; these give the
 * optimistic picture until it does.
 */
import { chooseDelivery, choosePickUp, type DeliveryOnlyService } from "@/domain/cart/pick-up-switch";

import type { Cart, CartFieldsPatch, CartItemInput, CartItemOptions, CartItemsInput, CartOptionKey, CartProductView } from "./types";

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

/** The fields a switch between pick-up and delivery changes beside the items. */
export type DeliverySwitchFields = Required<Pick<CartFieldsPatch, "takeRetour" | "deliveryChoicesBeforePickUp">>;

function productOffers(product: CartProductView | null, service: DeliveryOnlyService): boolean {
  if (!product) return false;
  return service === "assembly" ? product.freeAssembly || product.assemblyPriceCents !== null : product.freeExtraService || product.extraServicePriceCents !== null;
}

/**
 * Pick-up (on the given items; all of them when none are named) or delivery, in
 * one change of items and fields, by the domain's rule
 * (domain/cart/pick-up-switch.ts): pick-up sets installation, extra service and
 * the take-back aside in the cart's `deliveryChoicesBeforePickUp`; delivery
 * brings them back.
 */
export function deliverySwitch(cart: Cart, pickUp: boolean, keys?: readonly string[]): { items: CartItemsInput; fields: DeliverySwitchFields } {
  const items = itemsInput(cart);
  const result = pickUp
    ? choosePickUp({ items, takeRetour: cart.takeRetour }, keys ?? Object.keys(items))
    : chooseDelivery({ items, takeRetour: cart.takeRetour }, cart.deliveryChoicesBeforePickUp, (key, service) => productOffers(cart.items[key]?.product ?? null, service));
  return { items: result.items, fields: { takeRetour: result.takeRetour, deliveryChoicesBeforePickUp: result.deliveryChoicesBeforePickUp } };
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
