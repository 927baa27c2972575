/**
 * Everything on a shared page that depends on the clock changes on a whole or
 * half hour of shop time: the delivery promise at the 14:00 and 22:00 cut-offs
 * and at midnight (src/domain/delivery), "open now" at the opening hours
 * (9:00, 9:30, 14:30, 20:00, 23:00 in src/config/site.ts). Amsterdam and
 * Brussels are a whole number of hours from UTC, so their half hours are UTC's.
 * A shared copy of a page must not outlive the next one.
 */
const HALF_HOUR_MS = 30 * 60 * 1000;

/** The first whole or half hour after `now` (ms since the epoch). */
export function nextClockBoundary(now: number): number {
  return (Math.floor(now / HALF_HOUR_MS) + 1) * HALF_HOUR_MS;
}
