/**
 * The delivery promise beside the price: "Morgen in huis" or the day the product
 * is expected (seed-spec §9, decisions §3). A pure function of the product's
 * stock and the moment, in the shop's time zone whatever the server's is.
 *
 * - In stock and ordered before 22:00: delivered the next delivery day.
 * - Not in stock but with an estimated stock date: the day after that date, one
 *   day more when ordered from 14:00 on; never earlier than an in-stock product.
 * - Deliveries run Monday to Saturday, so a Sunday moves to the Monday; closed
 *   dates (public holidays), when given, move on to the next delivery day. The
 *   per-region rules only matter once the address is known: see
 *   domain/delivery/delivery-calendar.ts for the checkout.
 */
import { type Day, dayName, firstDayFrom, isoDay, localDayAndMinute, weekdayOf } from "../delivery/days";
import { type DeliveryStock, earliestDay } from "../delivery/earliest-day";
import { SHOP_TIME_ZONE } from "../opening-hours";

export { ESTIMATE_EXTRA_DAY_CUTOFF_MINUTE, NEXT_DAY_CUTOFF_MINUTE } from "../delivery/earliest-day";
export type { DeliveryStock } from "../delivery/earliest-day";
export { dayName } from "../delivery/days";

export type DeliveryPromise =
  | { kind: "tomorrow"; date: string; label: string }
  /** `estimated`: the date follows from an expected stock date, not from stock on hand. */
  | { kind: "date"; date: string; estimated: boolean; label: string }
  | { kind: "unavailable"; date: null; label: string };

const UNAVAILABLE: DeliveryPromise = { kind: "unavailable", date: null, label: "Tijdelijk uitverkocht" };

/**
 * @param closedDates ISO dates without deliveries (public holidays); optional so
 * that the listing, which has no holidays at hand, keeps its Monday-to-Saturday promise.
 */
export function deliveryPromise(stock: DeliveryStock, now: Date, timeZone = SHOP_TIME_ZONE, closedDates?: ReadonlySet<string>): DeliveryPromise {
  const { today, minute } = localDayAndMinute(now, timeZone);
  const earliest = earliestDay(stock, today, minute);
  if (earliest === null) return UNAVAILABLE;
  const day = nextDeliveryDay(earliest, closedDates);
  // Only a configuration closing a whole year can leave no day; say so rather than promise one.
  if (day === null) return UNAVAILABLE;
  return promiseFor(day, today, !stock.inStock);
}

/**
 * The first delivery day on or after `day`: Sundays move to Monday, and so does
 * every closed date given.
 */
export function nextDeliveryDay(day: Day, closedDates?: ReadonlySet<string>): Day | null {
  return firstDayFrom(day, (candidate) => weekdayOf(candidate) !== 0 && !closedDates?.has(isoDay(candidate)));
}

function promiseFor(day: Day, today: Day, estimated: boolean): DeliveryPromise {
  const date = isoDay(day);
  if (day === today + 1 && !estimated) return { kind: "tomorrow", date, label: "Morgen in huis" };
  if (estimated) return { kind: "date", date, estimated, label: `Verwacht in huis op ${dayName(day)}` };
  if (day === today + 2) return { kind: "date", date, estimated, label: "Overmorgen in huis" };
  const name = dayName(day);
  return { kind: "date", date, estimated, label: `${name.charAt(0).toUpperCase()}${name.slice(1)} in huis` };
}
