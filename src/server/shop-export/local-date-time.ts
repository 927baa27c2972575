import { SHOP_TIME_ZONE } from "@/domain/opening-hours";

const FORMAT = new Intl.DateTimeFormat("sv-SE", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });

/** "2026-11-22 14:05" in the shop's time zone: sortable, and a spreadsheet reads it as a date and time. */
export function localDateTime(moment: Date): string {
  return FORMAT.format(moment);
}
