import "server-only";

/**
 * What the delivery calendar needs from the database: the special dates of the
 * coming year and every delivery rule. Both change a few times a year, and every
 * checkout step asks, so they are cached for a minute per database (a copy, as
 * the menus are: another instance with its own copy is equally right).
 */
import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { cachedPerDatabase } from "@/server/cache/per-database-cache";
import type { Database } from "@/server/db/client";

import { type DeliveryRule, listDeliveryRules } from "./delivery-rules";
import { listSpecialDates, type SpecialDate } from "./special-dates";

export const DELIVERY_DATA_TTL_MS = 60_000;
/**
 * How far ahead special dates are read: a year covers the 25-week range even for
 * a line whose stock is expected months from now.
 */
export const SPECIAL_DATES_DAYS_AHEAD = 400;

export interface DeliveryData {
  specialDates: SpecialDate[];
  rules: DeliveryRule[];
}

/**
 * The special dates from today (shop time) on and all delivery rules, cached 60 s
 * per database. `now` only picks the first date to read; the calculation itself
 * takes its own moment (domain/delivery/delivery-calendar.ts).
 */
export function loadDeliveryData(db: Database, now: Date = new Date()): Promise<DeliveryData> {
  const { today } = localDayAndMinute(now, SHOP_TIME_ZONE);
  const from = isoDay(today);
  // Keyed by the day, so that after midnight a new range is read rather than yesterday's served.
  return cachedPerDatabase(db, `delivery-data:${from}`, DELIVERY_DATA_TTL_MS, async () => {
    const [specialDates, rules] = await Promise.all([
      listSpecialDates(db, { from, to: isoDay(today + SPECIAL_DATES_DAYS_AHEAD) }),
      listDeliveryRules(db),
    ]);
    return { specialDates, rules };
  });
}
