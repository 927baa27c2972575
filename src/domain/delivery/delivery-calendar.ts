/**
 * What the checkout's delivery selector offers (decisions §3, seed-spec §9): the
 * first possible day of the whole cart, the days a customer may pick and the
 * weeks for a kitchen or a renovation; and the first day an order can be
 * picked up. Pure: the moment, the special dates and the delivery rules are
 * passed in (src/server/delivery/load-delivery-data.ts reads them).
 *
 * - Ordered before 22:00 (shop time): the next delivery day; from 22:00 one
 *   calendar day later, then on to the next delivery day.
 * - A line waiting for stock with an estimated date: the day after that date,
 *   one more when ordered from 14:00 on. The cart's first day is the latest of
 *   its lines' first days.
 * - Delivery days are Monday to Saturday unless a delivery rule says otherwise; a
 *   rule with a postal code range (first four digits, inclusive) beats the
 *   country's rule without one. Special dates are never delivery days.
 */
import { type Day, dayAndMonth, dayName, firstDayFrom, isoDay, isoWeekdayOf, isoWeekOf, localDayAndMinute, mondayOf, parseIsoDay, weekdayOf } from "./days";
import { type DeliveryStock, earliestDay } from "./earliest-day";
import type { Country } from "./holidays";
import { formatMinuteOfDay, SHOP_TIME_ZONE, type WeekSchedule } from "../opening-hours";

/**
 * Delivery day range 10 days (seed-spec §9): the customer may pick any delivery
 * day from the first possible day up to and including nine days later, ten
 * calendar days counting the first one; the day ten days after it is not offered.
 */
export const DELIVERY_DAY_RANGE_DAYS = 10;
/** Delivery week range 25 weeks (seed-spec §9): the first day's ISO week and the 24 after it. */
export const DELIVERY_WEEK_RANGE_WEEKS = 25;
/** Without a matching delivery rule: Monday to Saturday (ISO weekdays). */
export const DEFAULT_DELIVERY_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];
/**
 * Pick-up today needs the order at least this long before the pick-up point
 * closes, so the customer can still get there. It is not a preparation time:
 * in-stock goods are picked up directly (seed-spec §1, "Direct afhalen").
 */
export const PICK_UP_MARGIN_MINUTES = 60;

export interface SpecialDateInput {
  /** YYYY-MM-DD */
  date: string;
  /** null: closed in both countries. */
  country: Country | null;
}

export interface DeliveryRuleInput {
  country: Country;
  /** First four digits of the postal code, inclusive; both null for the whole country. */
  postalCodeFrom: number | null;
  postalCodeTo: number | null;
  /** ISO weekdays with deliveries: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
}

export interface DeliveryCalendarInput {
  now: Date;
  /** Defaults to the shop's own, Europe/Amsterdam, whatever the server's is. */
  timeZone?: string;
  lines: readonly DeliveryStock[];
  specialDates: readonly SpecialDateInput[];
  rules: readonly DeliveryRuleInput[];
  country: Country;
  postalCode: string | null;
}

export interface DeliveryCalendar {
  /**
   * False when a line has neither stock nor an estimated stock date, or when the
   * region has no delivery day at all within a year (a rule without weekdays).
   */
  available: boolean;
  /** Every line is in stock (the cart's `itemsInStock`). */
  itemsInStock: boolean;
  /** The first possible delivery day of the whole cart, YYYY-MM-DD. */
  firstDay: string | null;
  /** The delivery days a customer may pick: "maandag 23 november". */
  days: { date: string; label: string }[];
  /** The ISO week of the first day, "2026-W49". */
  firstWeek: string | null;
  /**
   * The weeks a customer may pick, with their first and last delivery day (never
   * before the first day). A week without any delivery day (a holiday week on an
   * island) is left out, so the list can be shorter than 25.
   */
  weeks: { week: string; label: string; from: string; to: string }[];
}

export function deliveryCalendar(input: DeliveryCalendarInput): DeliveryCalendar {
  const { today, minute } = localDayAndMinute(input.now, input.timeZone ?? SHOP_TIME_ZONE);
  const itemsInStock = input.lines.every((line) => line.inStock);
  const none: DeliveryCalendar = { available: false, itemsInStock, firstDay: null, days: [], firstWeek: null, weeks: [] };

  // An empty cart is asked as if for one line in stock: the selector still has something to show.
  const lines = input.lines.length > 0 ? input.lines : [{ inStock: true, stockEstimatedDate: null }];
  let earliest = today;
  for (const line of lines) {
    const day = earliestDay(line, today, minute);
    if (day === null) return none;
    earliest = Math.max(earliest, day);
  }

  const isDeliveryDay = deliveryDayTest(input);
  const first = firstDayFrom(earliest, isDeliveryDay);
  if (first === null) return none;

  const days: DeliveryCalendar["days"] = [];
  for (let day = first; day < first + DELIVERY_DAY_RANGE_DAYS; day += 1) {
    if (isDeliveryDay(day)) days.push({ date: isoDay(day), label: dayName(day) });
  }

  const weeks: DeliveryCalendar["weeks"] = [];
  const firstMonday = mondayOf(first);
  for (let index = 0; index < DELIVERY_WEEK_RANGE_WEEKS; index += 1) {
    const monday = firstMonday + index * 7;
    const open: Day[] = [];
    for (let day = Math.max(monday, first); day < monday + 7; day += 1) if (isDeliveryDay(day)) open.push(day);
    const from = open[0];
    const to = open.at(-1);
    if (from === undefined || to === undefined) continue;
    const { key, week } = isoWeekOf(monday);
    const span = from === to ? dayAndMonth(from) : `${dayAndMonth(from)} – ${dayAndMonth(to)}`;
    weeks.push({ week: key, label: `Week ${week} (${span})`, from: isoDay(from), to: isoDay(to) });
  }

  return { available: true, itemsInStock, firstDay: isoDay(first), days, firstWeek: isoWeekOf(first).key, weeks };
}

/** Whether the date is one the calendar offers; a checkout checks the customer's choice with it. */
export function isSelectableDay(calendar: DeliveryCalendar, date: string): boolean {
  return calendar.days.some((day) => day.date === date);
}

/** Whether the ISO week ("2026-W49") is one the calendar offers. */
export function isSelectableWeek(calendar: DeliveryCalendar, week: string): boolean {
  return calendar.weeks.some((entry) => entry.week === week);
}

/** The weekdays of the rule that applies to the address: a postal code range beats the country's rule. */
export function deliveryWeekdays(rules: readonly DeliveryRuleInput[], country: Country, postalCode: string | null): readonly number[] {
  const own = rules.filter((rule) => rule.country === country);
  const code = postalCodeNumber(postalCode);
  if (code !== null) {
    const ranged = own
      .filter((rule) => rule.postalCodeFrom !== null || rule.postalCodeTo !== null)
      .filter((rule) => code >= (rule.postalCodeFrom ?? -Infinity) && code <= (rule.postalCodeTo ?? Infinity))
      // Of overlapping ranges the narrowest is the most specific.
      .sort((a, b) => span(a) - span(b));
    if (ranged[0]) return ranged[0].weekdays;
  }
  const countryRule = own.find((rule) => rule.postalCodeFrom === null && rule.postalCodeTo === null);
  return countryRule ? countryRule.weekdays : DEFAULT_DELIVERY_WEEKDAYS;
}

function span(rule: DeliveryRuleInput): number {
  return (rule.postalCodeTo ?? Infinity) - (rule.postalCodeFrom ?? -Infinity);
}

/** "1791 AB" and "1791AB" (NL) or "1000" (BE) → 1791 / 1000; anything without four leading digits → null. */
function postalCodeNumber(postalCode: string | null): number | null {
  const match = /^\s*(\d{4})/.exec(postalCode ?? "");
  return match?.[1] ? Number(match[1]) : null;
}

function closedDatesOf(specialDates: readonly SpecialDateInput[], country: Country): Set<string> {
  return new Set(specialDates.filter((special) => special.country === null || special.country === country).map((special) => special.date));
}

function deliveryDayTest(input: DeliveryCalendarInput): (day: Day) => boolean {
  const weekdays = new Set(deliveryWeekdays(input.rules, input.country, input.postalCode));
  const closed = closedDatesOf(input.specialDates, input.country);
  return (day) => weekdays.has(isoWeekdayOf(day)) && !closed.has(isoDay(day));
}

export interface PickUpInput {
  now: Date;
  timeZone?: string;
  lines: readonly DeliveryStock[];
  specialDates: readonly SpecialDateInput[];
  /** The pick-up point's opening hours: SHOP_HOURS of src/config/site.ts. */
  schedule: WeekSchedule;
  /** The pick-up point's country, whose special dates close it: Zoeterwoude, so NL. */
  country?: Country;
}

export interface PickUpDay {
  /** YYYY-MM-DD; null when the order cannot be picked up (a line without stock or estimate). */
  date: string | null;
  /** "Vandaag vanaf 15:30 af te halen", "Af te halen vanaf dinsdag 24 november" or "Tijdelijk uitverkocht". */
  label: string;
}

/** The listing's words for a product without stock or estimate (catalogue/delivery-promise.ts). */
const NOT_FOR_PICK_UP: PickUpDay = { date: null, label: "Tijdelijk uitverkocht" };

/**
 * The first day an order can be picked up; date null when a line has neither
 * stock nor an estimated stock date (or the pick-up point never opens).
 *
 * - In stock: today when ordered at least an hour before closing (and the point
 *   opens today), from the next quarter hour but not before opening; otherwise
 *   the next open day.
 * - Waiting for stock: the first open day after the estimated date, never before
 *   the in-stock answer. The latest over the lines counts.
 */
export function firstPickUpDay(input: PickUpInput): PickUpDay {
  const { today, minute } = localDayAndMinute(input.now, input.timeZone ?? SHOP_TIME_ZONE);
  const closed = closedDatesOf(input.specialDates, input.country ?? "NL");
  const isOpen = (day: Day) => input.schedule[weekdayOf(day)] != null && !closed.has(isoDay(day));

  const todaySpan = isOpen(today) ? input.schedule[weekdayOf(today)] : null;
  const inStockDay = todaySpan && minute + PICK_UP_MARGIN_MINUTES <= todaySpan.closes ? today : firstDayFrom(today + 1, isOpen);
  if (inStockDay === null) return NOT_FOR_PICK_UP;

  let day = inStockDay;
  for (const line of input.lines) {
    if (line.inStock) continue;
    const expected = parseIsoDay(line.stockEstimatedDate);
    if (expected === null) return NOT_FOR_PICK_UP;
    const afterStock = firstDayFrom(expected + 1, isOpen);
    if (afterStock === null) return NOT_FOR_PICK_UP;
    day = Math.max(day, afterStock);
  }

  if (day === today && todaySpan) {
    const ready = Math.max(todaySpan.opens, Math.ceil(minute / 15) * 15);
    return { date: isoDay(day), label: `Vandaag vanaf ${formatMinuteOfDay(ready)} af te halen` };
  }
  return { date: isoDay(day), label: `Af te halen vanaf ${dayName(day)}` };
}
