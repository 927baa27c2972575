/**
 * A visit to the showroom in Zoeterwoude (issue 22): the visitor picks a day
 * and a part of it. The day must be ahead (from tomorrow), within the weeks the
 * showroom plans, and one on which it is open: its opening hours that weekday
 * and no closed day (a holiday of the shop's country). A part of the day only
 * when the showroom is open then.
 */
import { type Day, parseIsoDay, weekdayOf } from "@/domain/delivery/days";
import type { WeekSchedule } from "@/domain/opening-hours";

export const VISIT_PARTS_OF_DAY = ["ochtend", "middag", "avond"] as const;
export type VisitPartOfDay = (typeof VISIT_PARTS_OF_DAY)[number];

/** Minutes after midnight: morning until noon, afternoon until five, evening until closing. */
const PART_SPANS: Record<VisitPartOfDay, { from: number; until: number }> = {
  ochtend: { from: 0, until: 12 * 60 },
  middag: { from: 12 * 60, until: 17 * 60 },
  avond: { from: 17 * 60, until: 24 * 60 },
};

export const VISIT_PART_OF_DAY_LABELS: Record<VisitPartOfDay, string> = {
  ochtend: "Ochtend (tot 12:00)",
  middag: "Middag (12:00 – 17:00)",
  avond: "Avond (vanaf 17:00)",
};

/** How far ahead a visit can be planned. */
export const VISIT_PLANNING_DAYS = 90;

/** The showroom is open during that part of the day for at least an hour. */
export function isPartOfDayOpen(schedule: WeekSchedule, day: Day, part: VisitPartOfDay): boolean {
  const hours = schedule[weekdayOf(day)];
  if (!hours) return false;
  const span = PART_SPANS[part];
  return Math.min(hours.closes, span.until) - Math.max(hours.opens, span.from) >= 60;
}

export interface VisitCalendar {
  /** Today in the shop's time zone. */
  today: Day;
  schedule: WeekSchedule;
  /** ISO days the showroom is closed whatever its hours say. */
  closedDates: ReadonlySet<string>;
}

export const VISIT_DAY_MESSAGES = {
  invalid: "Kies een bestaande datum",
  past: "Kies een dag vanaf morgen",
  tooFar: `Je kunt een bezoek tot ${VISIT_PLANNING_DAYS} dagen vooruit plannen`,
  closed: "Op die dag is de showroom gesloten: kies een andere dag",
  partClosed: "Op dat dagdeel is de showroom die dag gesloten: kies een ander dagdeel",
} as const;

/** What is wrong with the preferred day and part of the day, as field errors; empty when they can be planned. */
export function visitDayProblems(isoDay: string, part: VisitPartOfDay, calendar: VisitCalendar): { field: "preferredDay" | "partOfDay"; errorMessage: string }[] {
  const day = parseIsoDay(isoDay);
  if (day === null) return [{ field: "preferredDay", errorMessage: VISIT_DAY_MESSAGES.invalid }];
  if (day <= calendar.today) return [{ field: "preferredDay", errorMessage: VISIT_DAY_MESSAGES.past }];
  if (day > calendar.today + VISIT_PLANNING_DAYS) return [{ field: "preferredDay", errorMessage: VISIT_DAY_MESSAGES.tooFar }];
  if (!calendar.schedule[weekdayOf(day)] || calendar.closedDates.has(isoDay)) return [{ field: "preferredDay", errorMessage: VISIT_DAY_MESSAGES.closed }];
  if (!isPartOfDayOpen(calendar.schedule, day, part)) return [{ field: "partOfDay", errorMessage: VISIT_DAY_MESSAGES.partClosed }];
  return [];
}

/** The first and last day the form offers. */
export function visitDayRange(today: Day): { first: Day; last: Day } {
  return { first: today + 1, last: today + VISIT_PLANNING_DAYS };
}

/** How a visit request sent without JavaScript went, as the showroom page's `?melding=` says it. */
export const VISIT_OUTCOMES = ["aangevraagd", "controleer", "te-vaak", "niet-gelukt"] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

export function parseVisitOutcome(value: string | string[] | undefined): VisitOutcome | null {
  const text = Array.isArray(value) ? value[0] : value;
  return (VISIT_OUTCOMES as readonly string[]).includes(text ?? "") ? (text as VisitOutcome) : null;
}

/** The outcome of an answer to the visit request: sent, a field to correct, too often, or something else. */
export function visitOutcomeOf(status: number, fields: readonly string[]): VisitOutcome {
  if (status < 300) return "aangevraagd";
  if (status === 429) return "te-vaak";
  if (status === 422 && fields.length > 0) return "controleer";
  return "niet-gelukt";
}
