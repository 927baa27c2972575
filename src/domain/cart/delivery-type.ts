import type { CartItems, DeliveryType } from "./types";

/**
 * The cart's delivery type follows from its items (specification §4): assembly
 * if any item has assembly; else extra service if any has it; else pick-up if
 * any has a pick-up discount; else default.
 */
export function deriveDeliveryType(items: CartItems): DeliveryType {
  const all = Object.values(items);
  if (all.some((item) => item.options.assembly)) return "assembly";
  if (all.some((item) => item.options.extraService)) return "extraService";
  if (all.some((item) => item.options.pickUpDiscount)) return "pickUp";
  return "default";
}
