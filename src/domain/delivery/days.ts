/**
 * Calendar days as whole numbers (days since 1970-01-01), shared by the listing's
 * delivery promise, the checkout's delivery calendar and the holidays. Counting
 * whole days in UTC keeps the arithmetic free of daylight-saving jumps: the shop's
 * time zone is applied once, when the moment of ordering becomes a local day and
 * minute, and never again.
 */
import { centralEuropeanWallClock } from "../central-european-time";
import { dateTimeFormat } from "../format";
import { SHOP_TIME_ZONE } from "../opening-hours";

/** Days since 1970-01-01 (a Thursday). */
export type Day = number;

export const DAY_MS = 86_400_000;

const WEEKDAYS = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"] as const;
const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"] as const;

/** The day of a calendar date; `month` is 1-12. */
export function dayOf(year: number, month: number, date: number): Day {
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/**
 * The calendar date of a day, by arithmetic rather than through a Date: a
 * listing asks this hundreds of times per request. (Howard Hinnant's
 * civil_from_days, proleptic Gregorian.)
 */
export function civilDate(day: Day): { year: number; month: number; date: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, date };
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** "2026-11-23" */
export function isoDay(day: Day): string {
  const { year, month, date } = civilDate(day);
  return `${year}-${twoDigits(month)}-${twoDigits(date)}`;
}

/** The day of an ISO date (YYYY-MM-DD), or null when it is not a real date. */
export function parseIsoDay(value: string | null | undefined): Day | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse accepts 2026-02-31 as 3 March; a real date survives the round trip.
  if (!Number.isFinite(time) || isoDay(time / DAY_MS) !== value) return null;
  return time / DAY_MS;
}

/** 0 Sunday … 6 Saturday, as Date#getDay and the opening hours' WeekSchedule. */
export function weekdayOf(day: Day): number {
  // Day 0, 1 January 1970, was a Thursday.
  return (((day + 4) % 7) + 7) % 7;
}

/** ISO weekday: 1 Monday … 7 Sunday, as the delivery rules store them. */
export function isoWeekdayOf(day: Day): number {
  return weekdayOf(day) || 7;
}

/** "maandag 23 november" */
export function dayName(day: Day): string {
  return `${WEEKDAYS[weekdayOf(day)]} ${dayAndMonth(day)}`;
}

/** "23 november" */
export function dayAndMonth(day: Day): string {
  const { month, date } = civilDate(day);
  return `${date} ${MONTHS[month - 1]}`;
}

/** The Monday of the ISO week the day is in. */
export function mondayOf(day: Day): Day {
  return day - (isoWeekdayOf(day) - 1);
}

/**
 * The ISO week of a day, "2026-W49". The week belongs to the year its Thursday
 * is in, so 31 December 2029 (a Monday) is in "2030-W01".
 */
export function isoWeekOf(day: Day): { key: string; year: number; week: number } {
  const thursday = mondayOf(day) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - dayOf(year, 1, 1)) / 7) + 1;
  return { key: `${year}-W${String(week).padStart(2, "0")}`, year, week };
}

/** Whether an ISO week key ("2026-W49") names a week that exists: 2026 has 53 weeks, 2025 only 52. */
export function isExistingIsoWeek(value: string): boolean {
  const match = /^(\d{4})-W(\d{2})$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const week = Number(match[2]);
  // 4 January is always in week 1.
  const monday = mondayOf(dayOf(year, 1, 4)) + (week - 1) * 7;
  return week >= 1 && isoWeekOf(monday).key === value;
}

/**
 * The first day from `day` on (including it) for which `accept` holds, looking at
 * most `limit` days ahead; null when none does (a region without delivery days).
 */
export function firstDayFrom(day: Day, accept: (day: Day) => boolean, limit = 400): Day | null {
  for (let candidate = day; candidate < day + limit; candidate += 1) {
    if (accept(candidate)) return candidate;
  }
  return null;
}

/**
 * The last answer, per UTC minute: a listing asks for the same moment once per
 * product, every cart call for a new moment, and formatToParts is the dearest
 * part of a delivery promise. Every moment of one UTC minute has the same local
 * day and minute, as every time zone's offset has been whole minutes since 1972.
 * A pure function, so a copy of its answer is as good as a new one.
 */
let lastLocal: { utcMinute: number; timeZone: string; answer: { today: Day; minute: number } } | null = null;

/** The calendar day and minute of the day of a moment in the time zone. */
export function localDayAndMinute(now: Date, timeZone: string): { today: Day; minute: number } {
  const utcMinute = Math.floor(now.getTime() / 60_000);
  if (lastLocal && lastLocal.utcMinute === utcMinute && lastLocal.timeZone === timeZone) return lastLocal.answer;
  const answer = computeLocalDayAndMinute(now, timeZone);
  lastLocal = { utcMinute, timeZone, answer };
  return answer;
}

function computeLocalDayAndMinute(now: Date, timeZone: string): { today: Day; minute: number } {
  // The shop's own zone without Intl: the delivery promise runs in the browser too (central-european-time.ts).
  const wallClock = centralEuropeanWallClock(now, timeZone);
  if (wallClock) return { today: dayOf(wallClock.year, wallClock.month, wallClock.day), minute: wallClock.minute };
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
  return { today: dayOf(get("year"), get("month"), get("day")), minute: get("hour") * 60 + get("minute") };
}

/** The shop's calendar day (Europe/Amsterdam) of a moment, as an ISO day: an invoice made or a quote sent at 00:30 on 1 January is of 1 January. */
export function shopDay(moment: Date): string {
  return isoDay(localDayAndMinute(moment, SHOP_TIME_ZONE).today);
}
