/** Dates on the order pages, in the shop's time zone whatever the server's is. */
import { dateTimeFormat } from "@/domain/format";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";

/** "zaterdag 21 november 2026 om 14:03" */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  const day = dateTimeFormat({ timeZone: SHOP_TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(date);
  const time = dateTimeFormat({ timeZone: SHOP_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
  return `${day} om ${time}`;
}

/** "dinsdag 24 november 2026" for an ISO date (a calendar day, no time zone). */
export function formatDay(isoDate: string): string {
  return dateTimeFormat({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${isoDate}T00:00:00Z`));
}
