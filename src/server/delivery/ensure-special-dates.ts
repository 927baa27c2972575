/**
 * Keeps the calendar's reference data present: the Dutch and Belgian public
 * holidays of this year and the next two (so the 25-week range never runs past
 * the known holidays), and the delivery rules the first time. Called at every
 * start, right after the migrations; running it again changes nothing.
 *
 * No `server-only` here: scripts/start.ts runs this outside Next.js.
 */
import { sql } from "drizzle-orm";

import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { publicHolidays } from "@/domain/delivery/holidays";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { Database } from "@/server/db/client";
import { deliveryRules, specialDates } from "@/server/db/schema";

/** This calendar year and the next two. */
export const HOLIDAY_YEARS_AHEAD = 2;

const TUESDAY_AND_THURSDAY = [2, 4];

/**
 * The rules of decisions §3 with which a new database starts. The Netherlands
 * needs no country rule (Monday to Saturday is the default); the Wadden islands
 * are served on Tuesday and Thursday only; Belgium Monday to Friday.
 */
export const INITIAL_DELIVERY_RULES: readonly (typeof deliveryRules.$inferInsert)[] = [
  { country: "NL", postalCodeFrom: 1791, postalCodeTo: 1797, weekdays: TUESDAY_AND_THURSDAY, description: "Texel: bezorging op dinsdag en donderdag" },
  { country: "NL", postalCodeFrom: 8881, postalCodeTo: 8884, weekdays: TUESDAY_AND_THURSDAY, description: "Terschelling: bezorging op dinsdag en donderdag" },
  { country: "NL", postalCodeFrom: 8891, postalCodeTo: 8897, weekdays: TUESDAY_AND_THURSDAY, description: "Terschelling en Vlieland: bezorging op dinsdag en donderdag" },
  { country: "NL", postalCodeFrom: 9161, postalCodeTo: 9164, weekdays: TUESDAY_AND_THURSDAY, description: "Ameland: bezorging op dinsdag en donderdag" },
  { country: "NL", postalCodeFrom: 9166, postalCodeTo: 9166, weekdays: TUESDAY_AND_THURSDAY, description: "Schiermonnikoog: bezorging op dinsdag en donderdag" },
  { country: "BE", postalCodeFrom: null, postalCodeTo: null, weekdays: [1, 2, 3, 4, 5], description: "België: bezorging van maandag tot en met vrijdag" },
];

export interface EnsuredDeliveryData {
  specialDatesAdded: number;
  deliveryRulesAdded: number;
}

export async function ensureSpecialDates(db: Database, now: Date): Promise<EnsuredDeliveryData> {
  // The shop's year: on New Year's Eve after 23:00 UTC it is already next year in Amsterdam.
  const year = Number(isoDay(localDayAndMinute(now, SHOP_TIME_ZONE).today).slice(0, 4));
  const holidays = Array.from({ length: HOLIDAY_YEARS_AHEAD + 1 }, (_, index) => publicHolidays(year + index)).flat();

  // The unique (date, country) makes this idempotent, also with instances starting
  // at once; a date an editor already entered, under any name, is left alone.
  const added = await db
    .insert(specialDates)
    .values(holidays.map(({ date, country, name }) => ({ date, country, name })))
    .onConflictDoNothing()
    .returning({ specialDateId: specialDates.specialDateId });

  const rulesAdded = await db.transaction(async (tx) => {
    // Without the lock two instances starting together could both find the table
    // empty and both fill it. EXCLUSIVE still lets readers through.
    await tx.execute(sql`lock table ${deliveryRules} in exclusive mode`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(deliveryRules);
    if ((existing?.count ?? 0) > 0) return 0;
    const rows = await tx.insert(deliveryRules).values([...INITIAL_DELIVERY_RULES]).returning({ deliveryRuleId: deliveryRules.deliveryRuleId });
    return rows.length;
  });

  return { specialDatesAdded: added.length, deliveryRulesAdded: rulesAdded };
}
