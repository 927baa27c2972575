import "server-only";

/** Everyone who works for the shop, active first and then by name, for an admin (decisions §5). Never a password hash. */
import { asc, isNotNull } from "drizzle-orm";

import type { StaffMemberSummary } from "@/domain/staff/staff-views";
import type { Database } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";

export async function listStaffMembers(db: Database): Promise<StaffMemberSummary[]> {
  const rows = await db
    .select({
      staffMemberId: staffMembers.staffMemberId,
      name: staffMembers.name,
      emailAddress: staffMembers.emailAddress,
      role: staffMembers.role,
      disabled: isNotNull(staffMembers.disabledAt),
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .orderBy(isNotNull(staffMembers.disabledAt), asc(staffMembers.name), asc(staffMembers.staffMemberId));
  return rows.map(({ disabled, createdAt, ...member }) => ({ ...member, active: !disabled, createdAt: createdAt.toISOString() }));
}
