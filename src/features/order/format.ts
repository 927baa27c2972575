/** Calendar days on the order pages; moments use formatShopMoment (domain/opening-hours.ts), as the mails do. */
import { dateTimeFormat } from "@/domain/format";

/** "dinsdag 24 november 2026" for an ISO date (a calendar day, no time zone). */
export function formatDay(isoDate: string): string {
  return dateTimeFormat({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${isoDate}T00:00:00Z`));
}
