/**
 * The days an orders export covers (specification §7: shop/export): both ends
 * included, in the shop's days; by default the last 31 days up to today, and
 * at most a year, since more is a job for the database, not a download.
 */
import { type Day, isoDay, parseIsoDay } from "@/domain/delivery/days";

export const DEFAULT_EXPORT_DAYS = 31;
export const MAX_EXPORT_DAYS = 366;

export type ExportPeriod = { from: string; to: string };
export type ExportPeriodProblem = { field: "from" | "to"; problem: string };

/** `from` and `to` are valid ISO days when given (the query schema checks them). */
export function exportPeriod(today: Day, from?: string, to?: string): ExportPeriod | ExportPeriodProblem {
  const last = to ? parseIsoDay(to)! : today;
  const first = from ? parseIsoDay(from)! : last - (DEFAULT_EXPORT_DAYS - 1);
  if (first > last) return { field: "from", problem: "ligt na to" };
  if (last - first + 1 > MAX_EXPORT_DAYS) return { field: "to", problem: `exporteer hoogstens ${MAX_EXPORT_DAYS} dagen tegelijk` };
  return { from: isoDay(first), to: isoDay(last) };
}
