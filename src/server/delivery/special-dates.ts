import "server-only";

import { and, asc, eq, gte, isNull, lte, or, type SQL } from "drizzle-orm";

import type { Country } from "@/domain/delivery/holidays";
import type { Database } from "@/server/db/client";
import { specialDates } from "@/server/db/schema";

/** A day without deliveries and with the pick-up point closed; `country` null closes both countries. */
export interface SpecialDate {
  specialDateId: number;
  /** YYYY-MM-DD */
  date: string;
  country: Country | null;
  name: string;
}

export interface SpecialDatesFilter {
  /** The dates that close this country: its own and those of both (country null). */
  country?: Country;
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** The columns a special date is answered with (read here, and returned by its writes). */
export const specialDateColumns = { specialDateId: specialDates.specialDateId, date: specialDates.date, country: specialDates.country, name: specialDates.name };

/** GET /api/special-dates/: by date, then country. */
export async function listSpecialDates(db: Database, filter: SpecialDatesFilter = {}): Promise<SpecialDate[]> {
  const conditions: SQL[] = [];
  if (filter.country) conditions.push(or(eq(specialDates.country, filter.country), isNull(specialDates.country))!);
  if (filter.from) conditions.push(gte(specialDates.date, filter.from));
  if (filter.to) conditions.push(lte(specialDates.date, filter.to));
  return db
    .select(specialDateColumns)
    .from(specialDates)
    .where(and(...conditions))
    .orderBy(asc(specialDates.date), asc(specialDates.country), asc(specialDates.specialDateId));
}

/** GET /api/special-dates/{specialDateId}/. */
export async function loadSpecialDate(db: Database, specialDateId: number): Promise<SpecialDate | null> {
  const [row] = await db.select(specialDateColumns).from(specialDates).where(eq(specialDates.specialDateId, specialDateId)).limit(1);
  return row ?? null;
}
