import "server-only";

/** POST /api/special-dates/ and PUT /api/special-dates/{specialDateId}/: an admin closes a day (or changes a closed day). One per date and country: 409. */
import { eq } from "drizzle-orm";

import type { SpecialDateInput } from "@/schemas/delivery-planning";
import type { Database } from "@/server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/db/postgres-error";
import { specialDates } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { deliveryDataChanged } from "./delivery-data-changed";
import { type SpecialDate, specialDateColumns } from "./special-dates";


export const SPECIAL_DATE_NOT_FOUND = "Bijzondere datum niet gevonden";

/** Adds the day, or (with `specialDateId`) replaces that one; answers it as stored. */
export async function saveSpecialDate(db: Database, input: SpecialDateInput, specialDateId?: number): Promise<SpecialDate> {
  const values = { date: input.date, country: input.country ?? null, name: input.name };
  let saved: SpecialDate | undefined;
  try {
    [saved] =
      specialDateId === undefined
        ? await db.insert(specialDates).values(values).returning(specialDateColumns)
        : await db.update(specialDates).set(values).where(eq(specialDates.specialDateId, specialDateId)).returning(specialDateColumns);
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const where = values.country === null ? "beide landen" : values.country;
    throw new ApiError(409, `${values.date} staat al als bijzondere datum voor ${where}.`, [{ field: "date", errorMessage: "Deze datum is voor dit land al gesloten" }]);
  }
  if (!saved) throw new ApiError(404, SPECIAL_DATE_NOT_FOUND);
  deliveryDataChanged();
  return saved;
}
