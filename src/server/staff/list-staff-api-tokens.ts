import "server-only";

/** A member's own API tokens, newest first, without their secrets (the shop has none to show). */
import { desc, eq } from "drizzle-orm";

import type { ApiTokenSummary } from "@/domain/staff/staff-views";
import type { Database } from "@/server/db/client";
import { staffApiTokens } from "@/server/db/schema";

import type { StaffIdentity } from "./identify-staff";

export async function listStaffApiTokens(db: Database, staff: StaffIdentity): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select()
    .from(staffApiTokens)
    .where(eq(staffApiTokens.staffMemberId, staff.staffMemberId))
    .orderBy(desc(staffApiTokens.createdAt), desc(staffApiTokens.tokenId));
  return rows.map((row) => ({
    tokenId: row.tokenId,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}
