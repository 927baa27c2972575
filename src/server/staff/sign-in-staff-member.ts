import "server-only";

/**
 * A member of staff signs in with their address and password (decisions §5)
 * and gets a session: a row, and a cookie holding its secret. Whether the
 * address or the password was wrong is not told, and an unknown address takes
 * as long as a known one, so the form cannot be used to find staff addresses.
 * Guessing is slowed down per visitor and per address by the shared rate limiter.
 */
import { eq } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import type { Database } from "@/server/db/client";
import { staffMembers, staffSessions } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { checkRateLimit, type RateLimitRule, tooManyRequests } from "@/server/rate-limit/rate-limit";

import { forgetExpiredStaffSessions, type StaffIdentity } from "./identify-staff";
import { decoyHash, hashPassword, needsNewHash, verifyPassword } from "./password-hash";
import { hashSecret, newSessionSecret } from "./secret-token";
import { STAFF_SESSION_LIFETIME_SECONDS, staffCookie } from "./staff-cookie";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Attempts per visitor's address: room for a shop's counter where several people sign in. */
export const STAFF_SIGN_IN_PER_CLIENT: RateLimitRule = { name: "staff-sign-in-client", limit: 20, windowMs: FIFTEEN_MINUTES };
/** Attempts per staff address, from anywhere: what stops guessing one member's password from many machines. */
export const STAFF_SIGN_IN_PER_ACCOUNT: RateLimitRule = { name: "staff-sign-in-account", limit: 10, windowMs: FIFTEEN_MINUTES };

// Made now rather than at the first unknown address, which would otherwise take twice as long as any other attempt.
void decoyHash();

export const WRONG_CREDENTIALS = "Dit e-mailadres en wachtwoord horen niet bij een medewerker. Controleer ze en probeer het opnieuw.";

export interface StaffSignIn {
  emailAddress: string;
  password: string;
  clientAddress: string;
}

export interface SignedIn {
  staff: StaffIdentity;
  setCookie: string;
}

export async function signInStaffMember(db: Database, attempt: StaffSignIn, now: Date): Promise<SignedIn> {
  const emailAddress = normaliseEmailAddress(attempt.emailAddress);
  for (const [rule, subject] of [
    [STAFF_SIGN_IN_PER_CLIENT, attempt.clientAddress],
    [STAFF_SIGN_IN_PER_ACCOUNT, emailAddress],
  ] as const) {
    const verdict = await checkRateLimit(rule, subject);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.emailAddress, emailAddress));
  const genuine = await verifyPassword(attempt.password, member?.passwordHash ?? (await decoyHash()));
  if (!member || !genuine || member.disabledAt !== null) throw new ApiError(401, WRONG_CREDENTIALS);

  if (needsNewHash(member.passwordHash)) {
    await db.update(staffMembers).set({ passwordHash: await hashPassword(attempt.password) }).where(eq(staffMembers.staffMemberId, member.staffMemberId));
  }
  await forgetExpiredStaffSessions(db, now);
  const secret = newSessionSecret();
  const secretHash = hashSecret(secret);
  await db.insert(staffSessions).values({
    secretHash,
    staffMemberId: member.staffMemberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_LIFETIME_SECONDS * 1000),
  });
  return {
    staff: { staffMemberId: member.staffMemberId, name: member.name, emailAddress: member.emailAddress, role: member.role, shop: null, via: { kind: "session", secretHash } },
    setCookie: staffCookie(secret),
  };
}
