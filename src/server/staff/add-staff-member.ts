/**
 * A new member of staff or admin (decisions §5). The shop's first admin is
 * made with `npm run staff -- add` (scripts/staff.ts), since nobody can sign
 * in before there is one.
 *
 * No "server-only" mark: the start script and `npm run staff` run it outside Next.js.
 */
import { normaliseEmailAddress } from "@/domain/email-address";
import type { StaffRole } from "@/domain/staff/roles";
import type { Database } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { hashPassword } from "./password-hash";
import { staffPasswordProblem } from "./staff-password-problem";

export interface NewStaffMember {
  emailAddress: string;
  name: string;
  role: StaffRole;
  password: string;
}

export async function addStaffMember(db: Database, member: NewStaffMember, now: Date): Promise<{ staffMemberId: number; emailAddress: string }> {
  const emailAddress = normaliseEmailAddress(member.emailAddress);
  const problem = await staffPasswordProblem(member.password, { emailAddress, name: member.name });
  if (problem) throw new ApiError(422, "Het wachtwoord voldoet niet.", [{ field: "password", errorMessage: problem }]);
  const passwordHash = await hashPassword(member.password);
  const [row] = await db
    .insert(staffMembers)
    .values({ emailAddress, name: member.name.trim(), role: member.role, passwordHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ staffMemberId: staffMembers.staffMemberId });
  if (!row) throw new ApiError(409, "Er is al een medewerker met dit e-mailadres.", [{ field: "emailAddress", errorMessage: "is al in gebruik" }]);
  return { staffMemberId: row.staffMemberId, emailAddress };
}
