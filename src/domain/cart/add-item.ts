import { chooseDeliveryOption } from "./choose-delivery-option";
import { firstItem } from "./first-item";
import { itemKey } from "./item-key";
import { offeredOptions } from "./product-offers";
import { capQuantity } from "./quantity";
import { type CartItem, type CartItems, type CartProduct, DELIVERY_CHOICES, type ItemOptions, NO_OPTIONS } from "./types";

export interface AddItemRequest {
  productId?: number | null;
  combinationId?: number | null;
  qty?: number;
  options?: Partial<ItemOptions>;
}

/**
 * Adding a product (specification §4, §5; decisions §2):
 * - without a productId nothing happens;
 * - a product already in the cart gets the added quantity (at most 10) and the new options;
 * - a new product takes over the delivery choice of the cart's first item (assembly,
 *   extra service or pick-up) where it offers that option, but never its extra warranty;
 * - a delivery choice made with the add wins, and turns the other two off on all items.
 */
export function addItem(items: CartItems, request: AddItemRequest, product: CartProduct | undefined, now: Date): CartItems {
  if (!request.productId || !product || product.productId !== request.productId) return items;
  const key = itemKey(request.productId, request.combinationId);
  const requested: ItemOptions = { ...NO_OPTIONS, ...request.options };
  const explicitChoice = DELIVERY_CHOICES.find((choice) => requested[choice]);
  const existing = items[key];

  let item: CartItem;
  if (existing) {
    item = { ...existing, qty: capQuantity(existing.qty + (request.qty ?? 1)), options: offeredOptions(product, requested) };
  } else {
    const qty = capQuantity(request.qty ?? 1);
    if (qty === 0) return items;
    const first = firstItem(items);
    const inherited: Partial<ItemOptions> = {};
    if (!explicitChoice && first) for (const choice of DELIVERY_CHOICES) if (first.options[choice]) inherited[choice] = true;
    item = {
      productId: request.productId,
      combinationId: request.combinationId ?? null,
      qty,
      addToCartDate: now.toISOString(),
      itemDiscounts: {},
      options: offeredOptions(product, { ...requested, ...inherited }),
    };
  }

  const withItem: CartItems = { ...items, [key]: item };
  if (!explicitChoice || !item.options[explicitChoice]) return withItem;
  return chooseDeliveryOption(withItem, key, explicitChoice, true, new Map([[product.productId, product]]));
}
