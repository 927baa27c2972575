import "server-only";

/**
 * A member of staff makes an API token for a script or another system
 * (decisions §5). The token is shown once, in this answer; the shop keeps its
 * hash. A token acts with its member's role until it is revoked or the member
 * is disabled.
 */
import { and, count, eq, isNull } from "drizzle-orm";

import type { IssuedApiToken } from "@/domain/staff/staff-views";
import type { Database } from "@/server/db/client";
import { staffApiTokens } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { requireBrowserSession, type StaffIdentity } from "./identify-staff";
import { hashSecret, newApiToken, tokenPrefix } from "./secret-token";

/** Enough for every system a member links; a limit, so that a loop cannot fill the table. */
export const MAX_ACTIVE_TOKENS = 20;

export async function issueStaffApiToken(db: Database, staff: StaffIdentity, name: string, now: Date): Promise<IssuedApiToken> {
  requireBrowserSession(staff);
  const [active] = await db
    .select({ count: count() })
    .from(staffApiTokens)
    .where(and(eq(staffApiTokens.staffMemberId, staff.staffMemberId), isNull(staffApiTokens.revokedAt)));
  if ((active?.count ?? 0) >= MAX_ACTIVE_TOKENS) throw new ApiError(409, `Je hebt al ${MAX_ACTIVE_TOKENS} API-tokens; trek er eerst een in.`);
  const token = newApiToken();
  const [row] = await db
    .insert(staffApiTokens)
    .values({ staffMemberId: staff.staffMemberId, name, secretHash: hashSecret(token), prefix: tokenPrefix(token), createdAt: now })
    .returning({ tokenId: staffApiTokens.tokenId });
  return { tokenId: row!.tokenId, name, token, prefix: tokenPrefix(token), createdAt: now.toISOString() };
}
