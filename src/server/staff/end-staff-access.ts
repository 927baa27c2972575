/**
 * What disabling a member does besides the flag (the staff page and `npm run
 * staff -- disable`): their sessions end, and their API tokens are revoked, not
 * just blocked, so that enabling them again does not bring back tokens that may
 * have been copied. No "server-only" mark: the staff script runs it outside Next.js.
 */
import { and, eq, isNull } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { staffApiTokens, staffSessions } from "@/server/db/schema";

type Executor = Pick<Database, "delete" | "update">;

export async function endStaffAccess(db: Executor, staffMemberId: number, now: Date): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffMemberId, staffMemberId));
  await db.update(staffApiTokens).set({ revokedAt: now }).where(and(eq(staffApiTokens.staffMemberId, staffMemberId), isNull(staffApiTokens.revokedAt)));
}
