/**
 * Opening hours and whether something is open at a given moment, in the shop's
 * own time zone whatever the server's is. The clock is passed in.
 */
import { centralEuropeanWallClock } from "./central-european-time";
import { dateTimeFormat } from "./format";

export const SHOP_TIME_ZONE = "Europe/Amsterdam";

/** Minutes after midnight, e.g. 9:30 → 570. */
export type MinuteOfDay = number;
export interface OpeningSpan {
  opens: MinuteOfDay;
  closes: MinuteOfDay;
}
/** Index 0 is Sunday, as Date#getDay; null is closed all day. */
export type WeekSchedule = readonly [
  OpeningSpan | null,
  OpeningSpan | null,
  OpeningSpan | null,
  OpeningSpan | null,
  OpeningSpan | null,
  OpeningSpan | null,
  OpeningSpan | null,
];

export type OpeningStatus =
  | { open: true; closesAt: string }
  | { open: false; nextOpening: { day: "vandaag" | "morgen" | string; time: string } | null };

const DAY_NAMES = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"] as const;

export function time(hours: number, minutes = 0): MinuteOfDay {
  return hours * 60 + minutes;
}

export function formatMinuteOfDay(minute: MinuteOfDay): string {
  return `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, "0")}`;
}

/** The weekday and minute of the day of a moment in the given time zone. */
export function localWeekdayAndMinute(now: Date, timeZone = SHOP_TIME_ZONE): { weekday: number; minute: MinuteOfDay } {
  // The shop's own zone without Intl: this runs in the browser for "Nu open" (central-european-time.ts).
  const wallClock = centralEuropeanWallClock(now, timeZone);
  if (wallClock) return { weekday: wallClock.weekday, minute: wallClock.minute };
  const parts = dateTimeFormat(
    {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    },
    "en-GB",
  ).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { weekday, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

export function openingStatus(schedule: WeekSchedule, now: Date, timeZone = SHOP_TIME_ZONE): OpeningStatus {
  const { weekday, minute } = localWeekdayAndMinute(now, timeZone);
  const today = schedule[weekday];
  if (today && minute >= today.opens && minute < today.closes) {
    return { open: true, closesAt: formatMinuteOfDay(today.closes) };
  }
  if (today && minute < today.opens) {
    return { open: false, nextOpening: { day: "vandaag", time: formatMinuteOfDay(today.opens) } };
  }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = (weekday + ahead) % 7;
    const span = schedule[day];
    if (span) {
      return { open: false, nextOpening: { day: ahead === 1 ? "morgen" : (DAY_NAMES[day] ?? ""), time: formatMinuteOfDay(span.opens) } };
    }
  }
  return { open: false, nextOpening: null };
}

/** Rows for an opening-hours table: consecutive days with the same hours are merged ("ma t/m vr"). */
export function describeSchedule(schedule: WeekSchedule): { days: string; hours: string }[] {
  const short = ["zo", "ma", "di", "wo", "do", "vr", "za"];
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const hoursOf = (day: number) => {
    const span = schedule[day];
    return span ? `${formatMinuteOfDay(span.opens)} - ${formatMinuteOfDay(span.closes)}` : "gesloten";
  };
  const rows: { first: number; last: number; hours: string }[] = [];
  for (const day of mondayFirst) {
    const hours = hoursOf(day);
    const previous = rows.at(-1);
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? (short[first] ?? "") : `${short[first]} t/m ${short[last]}`,
    hours,
  }));
}

/** "zaterdag 21 november 2026 om 14:03": a moment as the shop's clock shows it, whatever the server's time zone. */
export function formatShopMoment(moment: Date, timeZone = SHOP_TIME_ZONE): string {
  const date = dateTimeFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone }).format(moment);
  const time = dateTimeFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(moment);
  return `${date} om ${time}`;
}
