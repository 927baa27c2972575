import "server-only";

/**
 * An admin changes a member's role, or disables or enables them (decisions §5).
 * The active admins are locked while the rule is checked, so two admins
 * demoting each other at once cannot leave the shop without one. Disabling
 * ends the member's sessions and revokes their tokens.
 */
import { and, eq, isNull } from "drizzle-orm";

import { type MemberChange, staffChangeProblem } from "@/domain/staff/staff-changes";
import type { StaffMemberSummary } from "@/domain/staff/staff-views";
import type { Database } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { endStaffAccess } from "./end-staff-access";
import type { StaffIdentity } from "./identify-staff";

export async function changeStaffMember(db: Database, admin: StaffIdentity, staffMemberId: number, change: MemberChange, now: Date): Promise<StaffMemberSummary> {
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ staffMemberId: staffMembers.staffMemberId })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, "admin"), isNull(staffMembers.disabledAt)))
      .for("update");
    // The actor's own rights as they are now: another admin may have demoted them a moment ago.
    if (!activeAdmins.some((row) => row.staffMemberId === admin.staffMemberId)) throw new ApiError(403, "Alleen een beheerder kan dit doen.");
    const [target] = await tx.select().from(staffMembers).where(eq(staffMembers.staffMemberId, staffMemberId)).for("update");
    if (!target) throw new ApiError(404, "Deze medewerker bestaat niet.");
    const problem = staffChangeProblem(admin.staffMemberId, { staffMemberId, role: target.role, active: target.disabledAt === null }, change, activeAdmins.length);
    if (problem) throw new ApiError(409, problem);

    const disabledAt = change.active === undefined ? target.disabledAt : change.active ? null : (target.disabledAt ?? now);
    const [row] = await tx
      .update(staffMembers)
      .set({ role: change.role ?? target.role, disabledAt })
      .where(eq(staffMembers.staffMemberId, staffMemberId))
      .returning();
    if (disabledAt !== null) await endStaffAccess(tx, staffMemberId, now);
    return { staffMemberId, name: row!.name, emailAddress: row!.emailAddress, role: row!.role, active: row!.disabledAt === null, createdAt: row!.createdAt.toISOString() };
  });
}
