import type { Database } from "@/server/db/client";
import { staffSessions } from "@/server/db/schema";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";

/**
 * A new member of staff with a signed-in browser session, as the sign-in page
 * would leave it (an hour long): answers the `cookie` header to send. Skips the
 * sign-in route and its rate limits, which tests of other routes need not pay.
 */
export async function signedInStaffCookie(db: Database, role: "staff" | "admin", emailAddress: string, name: string = role): Promise<string> {
  const now = new Date();
  const { staffMemberId } = await addStaffMember(db, { emailAddress, name, role, password: "paard batterij nietje" }, now);
  const secret = newSessionSecret();
  await db.insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  return `stekker_staff=${secret}`;
}
