import "server-only";

/**
 * What the checkout may offer for a cart right now (decisions §3): the delivery
 * days (and weeks, for the delivery types specification §9 gives week types:
 * none; domain/cart/delivery-selector.ts), the pick-up day, whether today can be chosen, whether floor delivery applies, and the
 * checks that placing an order repeats. Computed from the cart's products, the
 * clock, and the special dates and delivery rules in the database; and the
 * shop's settings in force (the small-order threshold and fees), read in the
 * same pass so that the answer's totals and the order agree on them.
 */
import { SHOP_HOURS } from "@/config/site";
import { deriveDeliveryType } from "@/domain/cart/delivery-type";
import { disableCurrentDaySelection, offersDeliveryDays, offersDeliveryWeeks } from "@/domain/cart/delivery-selector";
import { deliveryCalendar, firstPickUpDay } from "@/domain/delivery/delivery-calendar";
import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import type { CartItems } from "@/domain/cart/types";
import type { ShopSettings } from "@/domain/shop-settings";
import type { Database } from "@/server/db/client";
import { loadDeliveryData } from "@/server/delivery/load-delivery-data";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";
import type { CartProductDetails } from "./cart-products";
import type { CartFields } from "./cart-record";

export interface CheckoutContext {
  deliveryOptions: {
    available: boolean;
    days: { date: string; label: string }[];
    weeks: { week: string; label: string; from: string; to: string }[];
    pickUp: { date: string | null; label: string };
    /** Item keys with too little stock and no expected stock date: these stop the order. */
    unavailableItems: string[];
  };
  itemsInStock: boolean;
  minDeliveryDay: string | null;
  minDeliveryWeek: string | null;
  /** Decisions §3: floor delivery and the elevator question only for large appliances. */
  disableFloorSelection: boolean;
  /** Whether today cannot be chosen as the delivery (or pick-up) day. */
  disableCurrentDaySelection: boolean;
  isSelectableDay: (date: string) => boolean;
  isSelectableWeek: (week: string) => boolean;
  /** The shop's settings in force: the small-order policy and the payment fees the totals use. */
  settings: ShopSettings;
}

/**
 * Calendars per copy of the delivery data (a new copy every minute, so none
 * outlives it) and per minute, region and stock: a copy of what the database
 * and the clock say, not state another instance would need.
 */
const calendars = new WeakMap<object, Map<string, { calendar: ReturnType<typeof deliveryCalendar>; pickUp: ReturnType<typeof firstPickUpDay> }>>();
const CALENDARS_KEPT = 200;

export async function loadCheckoutContext(
  db: Database,
  cart: { fields: CartFields; items: CartItems },
  products: ReadonlyMap<number, CartProductDetails>,
  now: Date,
): Promise<CheckoutContext> {
  const { specialDates, rules } = await loadDeliveryData(db, now);
  const settings = await loadShopSettings(db);
  const lines = Object.values(cart.items).map((item) => {
    const product = products.get(item.productId);
    return { inStock: (product?.stock ?? 0) >= item.qty, stockEstimatedDate: product?.stockEstimatedDate ?? null };
  });
  const country = cart.fields.shippingCountry ?? "NL";
  const postalCode = cart.fields.shippingPostalCode ?? null;
  // The same minute, stock picture, region and delivery data give the same calendar: worked out once.
  const key = `${Math.floor(now.getTime() / 60_000)}|${country}|${postalCode}|${lines.map((line) => `${line.inStock ? 1 : 0}${line.stockEstimatedDate ?? ""}`).join(",")}`;
  let perData = calendars.get(specialDates);
  if (!perData) calendars.set(specialDates, (perData = new Map()));
  let computed = perData.get(key);
  if (!computed) {
    computed = {
      calendar: deliveryCalendar({ now, lines, specialDates, rules, country, postalCode }),
      pickUp: firstPickUpDay({ now, lines, specialDates, schedule: SHOP_HOURS }),
    };
    if (perData.size >= CALENDARS_KEPT) perData.delete(perData.keys().next().value!);
    perData.set(key, computed);
  }
  const { calendar, pickUp } = computed;
  const productsInCart = Object.values(cart.items).map((item) => products.get(item.productId));
  const unavailableItems = Object.entries(cart.items)
    .filter(([, item]) => {
      const product = products.get(item.productId);
      return !product || (product.stock < item.qty && !product.stockEstimatedDate);
    })
    .map(([key]) => key);
  const deliveryType = deriveDeliveryType(cart.items);
  // §9: the selector offers days for the day types' carriers and weeks for the week types' (none).
  const days = offersDeliveryDays(deliveryType) ? calendar.days : [];
  // A kitchen's or renovation's quote cart is delivered in a week (decisions §3), unless it is collected.
  const byWeek = offersDeliveryWeeks(deliveryType) || (cart.fields.quoteByWeek === true && deliveryType !== "pickUp");
  const weeks = byWeek ? calendar.weeks : [];
  const today = isoDay(localDayAndMinute(now, SHOP_TIME_ZONE).today);
  return {
    deliveryOptions: { available: calendar.available, days, weeks, pickUp, unavailableItems },
    itemsInStock: calendar.itemsInStock,
    minDeliveryDay: calendar.firstDay,
    minDeliveryWeek: calendar.firstWeek,
    disableFloorSelection: productsInCart.length === 0 || productsInCart.every((product) => !product || isSmallApplianceCategory(product.categoryId)),
    disableCurrentDaySelection: disableCurrentDaySelection(today, deliveryType === "pickUp" ? pickUp.date : calendar.firstDay),
    isSelectableDay: (date) => days.some((day) => day.date === date),
    isSelectableWeek: (week) => weeks.some((entry) => entry.week === week),
    settings,
  };
}
