/**
 * The delivery promise beside the price: "Morgen in huis" or the day the product
 * is expected (seed-spec §9, decisions §3). A pure function of the product's
 * stock and the moment, in the shop's time zone whatever the server's is.
 *
 * - In stock and ordered before 22:00: delivered the next delivery day.
 * - Not in stock but with an estimated stock date: the day after that date, one
 *   day more when ordered from 14:00 on; never earlier than an in-stock product.
 * - Deliveries run Monday to Saturday, so a Sunday moves to the Monday.
 *   (Public holidays and per-region delivery rules come with the checkout.)
 */
import { SHOP_TIME_ZONE } from "../opening-hours";
import { dateTimeFormat } from "../format";

export const NEXT_DAY_CUTOFF_MINUTE = 22 * 60;
export const ESTIMATE_EXTRA_DAY_CUTOFF_MINUTE = 14 * 60;

export type DeliveryPromise =
  | { kind: "tomorrow"; date: string; label: string }
  /** `estimated`: the date follows from an expected stock date, not from stock on hand. */
  | { kind: "date"; date: string; estimated: boolean; label: string }
  | { kind: "unavailable"; date: null; label: string };

export interface DeliveryStock {
  inStock: boolean;
  /** ISO date (YYYY-MM-DD) the shop expects new stock; null when unknown. */
  stockEstimatedDate: string | null;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"];
const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];

export function deliveryPromise(stock: DeliveryStock, now: Date, timeZone = SHOP_TIME_ZONE): DeliveryPromise {
  const { today, minute } = localDayAndMinute(now, timeZone);
  // The first day an order placed now can arrive: tomorrow, or the day after from 22:00.
  const earliest = nextDeliveryDay(today + (minute < NEXT_DAY_CUTOFF_MINUTE ? 1 : 2));

  if (stock.inStock) return promiseFor(earliest, today, false);

  const expected = parseIsoDay(stock.stockEstimatedDate);
  if (expected === null) return { kind: "unavailable", date: null, label: "Tijdelijk uitverkocht" };
  const afterStock = expected + 1 + (minute >= ESTIMATE_EXTRA_DAY_CUTOFF_MINUTE ? 1 : 0);
  return promiseFor(nextDeliveryDay(Math.max(afterStock, earliest)), today, true);
}

/** Days since 1970-01-01 of the first delivery day on or after `day`: Sundays move to Monday. */
export function nextDeliveryDay(day: number): number {
  return weekdayOf(day) === 0 ? day + 1 : day;
}

function promiseFor(day: number, today: number, estimated: boolean): DeliveryPromise {
  const date = isoDay(day);
  if (day === today + 1 && !estimated) return { kind: "tomorrow", date, label: "Morgen in huis" };
  if (estimated) return { kind: "date", date, estimated, label: `Verwacht in huis op ${dayName(day)}` };
  if (day === today + 2) return { kind: "date", date, estimated, label: "Overmorgen in huis" };
  const name = dayName(day);
  return { kind: "date", date, estimated, label: `${name.charAt(0).toUpperCase()}${name.slice(1)} in huis` };
}

/** "maandag 23 november" */
export function dayName(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function parseIsoDay(value: string | null): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse accepts 2026-02-31 as 3 March; a real date survives the round trip.
  if (!Number.isFinite(time) || isoDay(time / DAY_MS) !== value) return null;
  return time / DAY_MS;
}

/** The calendar day (days since 1970-01-01) and minute of the day of a moment in the time zone. */
function localDayAndMinute(now: Date, timeZone: string): { today: number; minute: number } {
  const parts = dateTimeFormat(
    {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    },
    "en-GB",
  ).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? "0");
  const today = Date.UTC(get("year"), get("month") - 1, get("day")) / DAY_MS;
  return { today, minute: get("hour") * 60 + get("minute") };
}
