/**
 * The wall clock of the Netherlands and Belgium without Intl. In a phone's browser
 * the first `Intl.DateTimeFormat` with a time zone loads the zone data and costs
 * about a tenth of a second of the main thread (issue 24, docs/PERFORMANCE.md); the
 * support widget's "Nu open" asks for it on every product page and the cart.
 *
 * Both countries keep Central European Time, UTC+1, and summer time, UTC+2, from
 * the last Sunday of March 01:00 UTC until the last Sunday of October 01:00 UTC:
 * the EU's rule since 1996 (Directive 2000/84/EC). A unit test holds this equal to
 * Intl's zone data over decades, so a change of the rule shows as a failing test
 * once Node's zone data has it.
 */

/** The zones that follow the rule; others go through Intl. */
const CENTRAL_EUROPEAN_ZONES: ReadonlySet<string> = new Set(["Europe/Amsterdam", "Europe/Brussels"]);
const FIRST_YEAR_OF_THE_RULE = 1996;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 is Sunday, as Date#getDay. */
  weekday: number;
  /** Minutes after midnight. */
  minute: number;
}

/** The moment (ms) of 01:00 UTC on the last Sunday of the month (0-based) of the year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** The zone's offset from UTC in hours at the moment: 2 in summer time, else 1. */
export function centralEuropeanOffsetHours(moment: Date): 1 | 2 {
  const year = moment.getUTCFullYear();
  const time = moment.getTime();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** The wall clock of the moment in the zone; null for a zone (or a year) the rule does not cover, for Intl to answer. */
export function centralEuropeanWallClock(moment: Date, timeZone: string): WallClock | null {
  if (!CENTRAL_EUROPEAN_ZONES.has(timeZone) || moment.getUTCFullYear() < FIRST_YEAR_OF_THE_RULE) return null;
  const local = new Date(moment.getTime() + centralEuropeanOffsetHours(moment) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}
