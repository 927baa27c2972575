import "server-only";

/**
 * A member revokes one of their own tokens; it stops working at once, on every
 * instance. Someone else's token is "not found", so ids cannot be probed.
 * Revoking twice is fine: the first date stays.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { staffApiTokens } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { requireBrowserSession, type StaffIdentity } from "./identify-staff";

export async function revokeStaffApiToken(db: Database, staff: StaffIdentity, tokenId: number, now: Date): Promise<{ tokenId: number; revokedAt: string }> {
  requireBrowserSession(staff);
  const [row] = await db
    .select({ revokedAt: staffApiTokens.revokedAt })
    .from(staffApiTokens)
    .where(and(eq(staffApiTokens.tokenId, tokenId), eq(staffApiTokens.staffMemberId, staff.staffMemberId)));
  if (!row) throw new ApiError(404, "Deze API-token bestaat niet.");
  const revokedAt = row.revokedAt ?? now;
  if (!row.revokedAt) await db.update(staffApiTokens).set({ revokedAt }).where(eq(staffApiTokens.tokenId, tokenId));
  return { tokenId, revokedAt: revokedAt.toISOString() };
}
