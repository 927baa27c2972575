import { offersOption } from "./product-offers";
import type { CartItems, CartProduct, DeliveryChoice, ItemKey } from "./types";
import { DELIVERY_CHOICES } from "./types";

/**
 * Choosing assembly, extra service or pick-up on an item turns the other two off
 * on all items (specification §4). Turning a choice off touches only that item.
 */
export function chooseDeliveryOption(
  items: CartItems,
  key: ItemKey,
  choice: DeliveryChoice,
  on: boolean,
  products: ReadonlyMap<number, CartProduct>,
): CartItems {
  const target = items[key];
  if (!target) return items;
  const product = products.get(target.productId);
  if (on && (!product || !offersOption(product, choice))) return items;
  const others = DELIVERY_CHOICES.filter((other) => other !== choice);
  return Object.fromEntries(
    Object.entries(items).map(([itemKey, item]) => {
      const options = { ...item.options };
      if (on) for (const other of others) options[other] = false;
      if (itemKey === key) options[choice] = on;
      return [itemKey, { ...item, options }];
    }),
  );
}
