import "server-only";

/** Signing out ends the browser's session on every app instance: its row goes. A token is revoked instead (revoke-staff-api-token.ts). */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { staffSessions } from "@/server/db/schema";

import type { StaffIdentity } from "./identify-staff";

export async function signOutStaffMember(db: Database, staff: StaffIdentity | null): Promise<void> {
  if (staff?.via.kind !== "session") return;
  await db.delete(staffSessions).where(eq(staffSessions.secretHash, staff.via.secretHash));
}
