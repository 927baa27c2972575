import { dateTimeFormat } from "@/domain/format";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";

import { VACANCY_COPY } from "./copy";

const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

export function salaryText(salary: { min: number; max: number }): string {
  return VACANCY_COPY.salary(euro.format(salary.min), euro.format(salary.max));
}

/** The last day applications are taken: `openUntil` is exclusive, so a vacancy closing at midnight names the day before. */
export function lastDayText(openUntil: string): string {
  const lastMoment = new Date(Date.parse(openUntil) - 60_000);
  return dateTimeFormat({ day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }).format(lastMoment);
}
