/**
 * A member's new password, from `npm run staff -- password`: held to the same
 * policy as a new member's, and a new password ends every session of the old
 * one.
 *
 * No "server-only" mark: `npm run staff` runs it outside Next.js.
 */
import { eq } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import type { Database } from "@/server/db/client";
import { staffMembers, staffSessions } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { hashPassword } from "./password-hash";
import { staffPasswordProblem } from "./staff-password-problem";

export async function setStaffPassword(db: Database, emailAddress: string, password: string): Promise<void> {
  const address = normaliseEmailAddress(emailAddress);
  const [member] = await db.select({ staffMemberId: staffMembers.staffMemberId, name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.emailAddress, address));
  if (!member) throw new ApiError(404, `Er is geen medewerker met ${address}.`);
  const problem = await staffPasswordProblem(password, { emailAddress: address, name: member.name });
  if (problem) throw new ApiError(422, "Het wachtwoord voldoet niet.", [{ field: "password", errorMessage: problem }]);
  await db.update(staffMembers).set({ passwordHash: await hashPassword(password) }).where(eq(staffMembers.staffMemberId, member.staffMemberId));
  await db.delete(staffSessions).where(eq(staffSessions.staffMemberId, member.staffMemberId));
}
