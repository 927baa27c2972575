/**
 * The weeks a customer may prefer for a quote's work (issue 22, point 1): the
 * coming weeks from this one on, as ISO week keys with a Dutch label
 * ("Week 5 (26 jan – 1 feb)"), and the rule that a week in the past is no
 * preference. Pure: `today` is the shop's day, passed in.
 */
import { civilDate, type Day, isExistingIsoWeek, isoWeekOf, mondayOf, parseIsoDay } from "../delivery/days";

/** How many weeks ahead the form offers, this week included (as the delivery calendar's 25 weeks, decisions §3). */
export const QUOTE_WEEK_CHOICES = 25;

const SHORT_MONTHS = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"] as const;

/** "26 jan" */
function shortDay(day: Day): string {
  const { month, date } = civilDate(day);
  return `${date} ${SHORT_MONTHS[month - 1]}`;
}

/** The Monday of an ISO week key ("2027-W05"), or null for a key that names no week. */
export function mondayOfIsoWeek(key: string): Day | null {
  if (!isExistingIsoWeek(key)) return null;
  const year = Number(key.slice(0, 4));
  const week = Number(key.slice(6));
  const fourthOfJanuary = parseIsoDay(`${year}-01-04`)!;
  return mondayOf(fourthOfJanuary) + (week - 1) * 7;
}

/** "Week 5 (26 jan – 1 feb)" for "2026-W05"; the key itself when it names no week. */
export function quoteWeekLabel(key: string): string {
  const monday = mondayOfIsoWeek(key);
  if (monday === null) return key;
  return `Week ${isoWeekOf(monday).week} (${shortDay(monday)} – ${shortDay(monday + 6)})`;
}

/** The weeks the form offers: this week and the `count − 1` after it. */
export function preferredWeekChoices(today: Day, count = QUOTE_WEEK_CHOICES): { week: string; label: string }[] {
  const first = mondayOf(today);
  return Array.from({ length: count }, (_, index) => {
    const key = isoWeekOf(first + index * 7).key;
    return { week: key, label: quoteWeekLabel(key) };
  });
}

/** A preferred week is not in the past: this week or later (its Sunday is today or later). */
export function isPreferredWeekAllowed(key: string, today: Day): boolean {
  const monday = mondayOfIsoWeek(key);
  return monday !== null && monday + 6 >= today;
}
