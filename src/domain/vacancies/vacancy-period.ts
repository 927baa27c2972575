/**
 * A vacancy is shown from its opening (or its publication) until it closes:
 * after `openUntil` it is gone from the list, its page and the API, without
 * anyone having to take it down.
 */
import { type ContentPeriod, isWithinPeriod } from "@/domain/content/publication";

export interface VacancyPeriodFields {
  openFrom: string | null;
  openUntil: string;
}

export function vacancyPeriod(version: VacancyPeriodFields): ContentPeriod {
  return { from: version.openFrom === null ? null : new Date(version.openFrom), until: new Date(version.openUntil) };
}

/** Applications are taken at `now`. */
export function isVacancyOpen(version: VacancyPeriodFields, now: Date): boolean {
  return isWithinPeriod(vacancyPeriod(version), now);
}
