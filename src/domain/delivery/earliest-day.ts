/**
 * The cut-offs of decisions §3 and seed-spec §9, in one place for the listing's
 * promise and the checkout's calendar: the earliest calendar day a line can
 * arrive, before delivery days (weekdays, regions, holidays) are applied.
 */
import { type Day, parseIsoDay } from "./days";

/** Ordered before 22:00 (shop time): the next day; from 22:00 one day later. */
export const NEXT_DAY_CUTOFF_MINUTE = 22 * 60;
/** An expected stock date gives the day after it; ordered from 14:00 on, one day more. */
export const ESTIMATE_EXTRA_DAY_CUTOFF_MINUTE = 14 * 60;

export interface DeliveryStock {
  inStock: boolean;
  /** ISO date (YYYY-MM-DD) the shop expects new stock; null when unknown. */
  stockEstimatedDate: string | null;
}

/**
 * The earliest calendar day for one line ordered on `today` at `minute`, or null
 * when it cannot be delivered (no stock and no, or a broken, estimated date).
 * A line waiting for stock never comes sooner than one in stock, so a stale
 * estimate in the past cannot promise today.
 */
export function earliestDay(stock: DeliveryStock, today: Day, minute: number): Day | null {
  const fromStock = today + (minute < NEXT_DAY_CUTOFF_MINUTE ? 1 : 2);
  if (stock.inStock) return fromStock;
  const expected = parseIsoDay(stock.stockEstimatedDate);
  if (expected === null) return null;
  const afterStock = expected + 1 + (minute >= ESTIMATE_EXTRA_DAY_CUTOFF_MINUTE ? 1 : 0);
  return Math.max(afterStock, fromStock);
}

/** Whether a line can be delivered (or picked up) at all: in stock, or with a date new stock is expected. */
export function isDeliverable(stock: DeliveryStock): boolean {
  return stock.inStock || parseIsoDay(stock.stockEstimatedDate) !== null;
}
