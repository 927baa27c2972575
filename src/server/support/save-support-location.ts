import "server-only";

/**
 * POST /api/support/ (a new location, a draft only) and PUT
 * /api/support/{supportId}/ (its key and draft replaced). 409 for a key in use.
 */
import { eq } from "drizzle-orm";

import type { AdminSupportLocation, SupportLocationVersion } from "@/schemas/support";
import type { Database } from "@/server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/db/postgres-error";
import { supportLocations } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { adminSupportOf, SUPPORT_NOT_FOUND } from "./support-rows";

export async function saveSupportLocation(
  db: Database,
  input: { key: string; version: SupportLocationVersion },
  staffMemberId: number,
  now: Date,
  supportId?: number,
): Promise<AdminSupportLocation> {
  const values = { key: input.key, draft: input.version, updatedAt: now, updatedBy: staffMemberId };
  let row;
  try {
    [row] =
      supportId === undefined
        ? await db.insert(supportLocations).values(values).returning()
        : await db.update(supportLocations).set(values).where(eq(supportLocations.supportId, supportId)).returning();
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw new ApiError(409, `Er is al een locatie met de sleutel ${input.key}.`, [{ field: "key", errorMessage: "Deze sleutel is al in gebruik" }]);
  }
  if (!row) throw new ApiError(404, SUPPORT_NOT_FOUND);
  return adminSupportOf(row);
}
