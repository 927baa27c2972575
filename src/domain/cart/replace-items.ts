import { addItem } from "./add-item";
import { chooseDeliveryOption } from "./choose-delivery-option";
import { applyFreeOptions } from "./free-options";
import { itemKey, parseItemKey } from "./item-key";
import { offersOption } from "./product-offers";
import { setQuantity } from "./set-quantity";
import { type CartItems, type CartProduct, DELIVERY_CHOICES, type ItemOptions } from "./types";

export interface RequestedItem {
  productId?: number;
  combinationId?: number | null;
  qty: number;
  options?: Partial<ItemOptions>;
}

export interface ItemProblem {
  field: string;
  errorMessage: string;
}

export type ReplaceItemsResult = { ok: true; items: CartItems } | { ok: false; problems: ItemProblem[] };

/** The product ids a request names, to load their server prices before replacing. */
export function requestedProductIds(requested: Readonly<Record<string, RequestedItem>>): number[] {
  const ids = Object.entries(requested).map(([key, item]) => item.productId ?? parseItemKey(key)?.productId);
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

/**
 * A client sends the whole items map (decisions §6). This turns it into the new
 * items with the cart rules, never trusting what the client says an item costs
 * or may have:
 * - an item that is not in the map, or has qty 0, leaves the cart;
 * - an item already in the cart gets its new quantity (at most 10) and the
 *   options that changed, through the same rules a click would follow (a chosen
 *   delivery choice turns the others off everywhere);
 * - a new item is added as `addItem` adds, so it inherits the first item's
 *   delivery choice; an unknown, expired or sold-out (no stock, no expected
 *   date) product is refused;
 * - free options the product forces are put back on.
 * Unknown products are refused everywhere, expired and sold-out ones only when
 * new: an item whose product expired or sold out after it was added stays until
 * the customer removes it (placing the order names it).
 */
export function replaceItems(
  current: CartItems,
  requested: Readonly<Record<string, RequestedItem>>,
  products: ReadonlyMap<number, CartProduct>,
  now: Date,
): ReplaceItemsResult {
  const problems: ItemProblem[] = [];
  const wanted: [string, RequestedItem & { productId: number; combinationId: number | null }][] = [];
  for (const [key, item] of Object.entries(requested)) {
    const parsed = parseItemKey(key);
    if (!parsed) {
      problems.push({ field: `items.${key}`, errorMessage: `${key} is geen artikelsleutel; gebruik productId of productId_combinationId` });
      continue;
    }
    const productId = item.productId ?? parsed.productId;
    const combinationId = item.combinationId === undefined ? parsed.combinationId : item.combinationId;
    if (itemKey(productId, combinationId) !== key) {
      problems.push({ field: `items.${key}.productId`, errorMessage: `Het artikel onder ${key} noemt een ander product of een andere combinatie` });
      continue;
    }
    if (item.qty === 0) continue;
    const product = products.get(productId);
    if (!product || (product.expired && !current[key])) {
      problems.push({ field: `items.${key}.productId`, errorMessage: `Product ${productId} bestaat niet of is niet meer leverbaar` });
      continue;
    }
    if (!product.deliverable && !current[key]) {
      problems.push({ field: `items.${key}.productId`, errorMessage: `Product ${productId} is tijdelijk uitverkocht en kan nog niet worden besteld` });
      continue;
    }
    wanted.push([key, { ...item, productId, combinationId }]);
  }
  if (problems.length > 0) return { ok: false, problems };

  const kept = new Set(wanted.map(([key]) => key));
  let items: CartItems = Object.fromEntries(Object.entries(current).filter(([key]) => kept.has(key)));
  for (const [key, item] of wanted) {
    const product = products.get(item.productId)!;
    if (!items[key]) {
      items = addItem(items, item, product, now);
      continue;
    }
    items = setQuantity(items, key, item.qty);
    for (const choice of DELIVERY_CHOICES) {
      const on = item.options?.[choice];
      if (on !== undefined && on !== items[key]!.options[choice]) items = chooseDeliveryOption(items, key, choice, on, products);
    }
    const warranty = item.options?.extraWarranty;
    if (warranty !== undefined) {
      const existing = items[key]!;
      items = { ...items, [key]: { ...existing, options: { ...existing.options, extraWarranty: warranty && offersOption(product, "extraWarranty") } } };
    }
  }
  return { ok: true, items: applyFreeOptions(items, products) };
}
