import "server-only";

/** DELETE /api/special-dates/{specialDateId}/: the day is open again (an admin's mistake, or a holiday the shop works). */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { specialDates } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { deliveryDataChanged } from "./delivery-data-changed";
import { SPECIAL_DATE_NOT_FOUND } from "./save-special-date";

export async function removeSpecialDate(db: Database, specialDateId: number): Promise<void> {
  const removed = await db.delete(specialDates).where(eq(specialDates.specialDateId, specialDateId)).returning({ specialDateId: specialDates.specialDateId });
  if (removed.length === 0) throw new ApiError(404, SPECIAL_DATE_NOT_FOUND);
  deliveryDataChanged();
}
