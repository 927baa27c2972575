/**
 * What the delivery selector offers for a cart (specification §3, §9;
 * decisions §3). Pure rules: the server computes the cart's
 * `deliveryTypeCarrier`, `deliveryOptionOrder` and `disableCurrentDaySelection`
 * with them, and the checkout calendar offers days and weeks by them.
 *
 * - §9: "day types 'default' and 'extraService'; no week types". A day type is
 *   a crew that delivers on a day the customer picks: the shop's regular
 *   carrier (`default`) and its own service crew (`extraService`, who bring
 *   the appliance in and connect it). No crew delivers by the week, so no
 *   delivery type offers weeks: the week choice of decisions §3 (kitchens and
 *   renovations) belongs to quotes, not to a web cart.
 * - Assembly is done by the service crew on its delivery round, so an
 *   assembly order is carried by `extraService` and gets its days (decisions §3:
 *   the customer picks a day). Pick-up has no carrier: the customer collects,
 *   at the pick-up moment the checkout names.
 */
import { offersOption } from "./product-offers";
import type { CartItems, CartProduct, DeliveryType } from "./types";

export const DAY_DELIVERY_TYPES = ["default", "extraService"] as const;
export const WEEK_DELIVERY_TYPES = [] as const satisfies readonly DeliveryType[];

export type DeliveryCarrier = (typeof DAY_DELIVERY_TYPES)[number];

/** The crew that brings an order of this delivery type; null when the customer collects it. */
export function deliveryTypeCarrier(type: DeliveryType): DeliveryCarrier | null {
  switch (type) {
    case "default":
      return "default";
    case "extraService":
    case "assembly":
      return "extraService";
    case "pickUp":
      return null;
  }
}

/** Whether the customer picks a delivery day for this delivery type. */
export function offersDeliveryDays(type: DeliveryType): boolean {
  const carrier = deliveryTypeCarrier(type);
  return carrier !== null && (DAY_DELIVERY_TYPES as readonly string[]).includes(carrier);
}

/** Whether the customer picks a delivery week for this delivery type: for none (§9). */
export function offersDeliveryWeeks(type: DeliveryType): boolean {
  const carrier = deliveryTypeCarrier(type);
  return carrier !== null && (WEEK_DELIVERY_TYPES as readonly string[]).includes(carrier);
}

/** The order the shop offers delivery types in: plain delivery first, then more service, collecting last. */
const OFFER_ORDER: readonly DeliveryType[] = ["default", "extraService", "assembly", "pickUp"];

/**
 * The delivery types this cart can have, in the order they are offered.
 * Delivery always; extra service or assembly when an item's product offers it
 * (one item with it makes the cart's type, §4); pick-up only when every item
 * can be collected, since pick-up applies to the whole order.
 */
export function deliveryOptionOrder(items: CartItems, products: ReadonlyMap<number, CartProduct>): DeliveryType[] {
  const inCart = Object.values(items)
    .map((item) => products.get(item.productId))
    .filter((product): product is CartProduct => product !== undefined);
  return OFFER_ORDER.filter((type) => {
    switch (type) {
      case "default":
        return true;
      case "extraService":
      case "assembly":
        return inCart.some((product) => offersOption(product, type));
      case "pickUp":
        return inCart.length > 0 && inCart.every((product) => offersOption(product, "pickUpDiscount"));
    }
  });
}

/**
 * Whether today cannot be chosen: true unless the first moment the cart can be
 * delivered (or collected, for pick-up) is today. Orders are delivered the next
 * delivery day at the earliest (the 22:00 cut-off, decisions §3), so a delivery
 * never offers today; a pick-up does while the pick-up point is open and the
 * goods are in stock. With no first moment at all (nothing deliverable) today
 * is not choosable either.
 */
export function disableCurrentDaySelection(today: string, firstDay: string | null): boolean {
  return firstDay !== today;
}

/**
 * Which calendar the checkout opens on: the week calendar only for a cart that
 * chose a week (and no day) while weeks are on offer. A week saved before §9's
 * rule, or for a delivery type that has none, opens the day calendar, so that
 * the form never waits on a choice it cannot show.
 */
export function initialCalendar(choice: { deliveryDay?: string | null; deliveryWeek?: string | null }, weeksOffered: number): "day" | "week" {
  return choice.deliveryWeek && !choice.deliveryDay && weeksOffered > 0 ? "week" : "day";
}

/**
 * The calendar the checkout opens on when weeks are offered because the cart
 * is a kitchen's or renovation's quote (decisions §3: the week is its normal
 * choice): the week calendar, unless the customer already chose a day.
 */
export function initialQuoteCalendar(choice: { deliveryDay?: string | null; deliveryWeek?: string | null }, weeksOffered: number): "day" | "week" {
  return weeksOffered > 0 && !choice.deliveryDay ? "week" : initialCalendar(choice, weeksOffered);
}
