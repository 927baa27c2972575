/**
 * What the tag manager is told about a cart change (specification §7), as pure
 * rules: which event a change makes, for how many units, and how an item of
 * the cart becomes GA4's item. Units, not items, are counted, so that going
 * from 3 to 1 reports the 2 taken out rather than a whole removal.
 */
import { centsToEuros } from "@/domain/money";
import type { CartEvent, DataLayerItem } from "@/lib/data-layer";

import { itemKey } from "./items";
import type { AppState, Cart, CartItemView } from "./types";

export interface CartItemEvent {
  event: CartEvent["event"];
  /** The item as the cart shows it; undefined when the answer did not hold it. */
  item: CartItemView | undefined;
  quantity: number;
}

/** GA4's item for `quantity` units of a cart item; null when the cart answered no product for it. */
export function dataLayerItem(item: CartItemView, quantity: number): DataLayerItem | null {
  const product = item.product;
  if (!product) return null;
  // The shopper's discount on a unit: the cash-desk discount and any make-amends discount on this item.
  const discountCents = (product.cashDeskDiscountCents ?? 0) + (item.itemDiscounts.makeAmendsCents ?? 0);
  return {
    item_id: String(item.productId),
    item_name: product.name,
    item_brand: product.brand.name,
    item_category: product.categoryName ?? "",
    item_ean: product.ean ?? "",
    price: centsToEuros(product.priceCents),
    quantity,
    discount: centsToEuros(discountCents),
  };
}

/** The GA4 item an event carries, or null when there is nothing to report (no item, no units, no product). */
export function eventItem(change: CartItemEvent): DataLayerItem | null {
  return change.item && change.quantity > 0 ? dataLayerItem(change.item, change.quantity) : null;
}

/** An add reports the units asked for, on the item as the server's answer holds it. */
export function addedEvent(cart: Cart | null, productId: number, combinationId: number | null, quantity: number): CartItemEvent {
  return { event: "add_to_cart", item: cart?.items[itemKey(productId, combinationId)], quantity };
}

/**
 * A quantity change reports the difference: more units are an add (of the item
 * as it is now), fewer a removal (of the item as it was). No event for an item
 * that was not in the cart before, or when the quantity stayed.
 */
export function quantityChangedEvent(before: CartItemView | undefined, after: CartItemView | undefined): CartItemEvent | null {
  if (!before) return null;
  const difference = (after?.qty ?? 0) - before.qty;
  if (difference > 0) return { event: "add_to_cart", item: after, quantity: difference };
  if (difference < 0) return { event: "remove_from_cart", item: before, quantity: -difference };
  return null;
}

/** A removal reports every unit the item had. */
export function removedEvent(before: CartItemView | undefined): CartItemEvent | null {
  return before ? { event: "remove_from_cart", item: before, quantity: before.qty } : null;
}

/** Who the events say the visitor is: the app state's role and fingerprint, a guest until it has come. */
export function eventCustomer(appState: AppState | null, fallbackFingerprint: () => string): CartEvent["customer"] {
  return { type: appState?.role ?? "guest", fingerprint: appState?.userFingerprint ?? fallbackFingerprint() };
}
