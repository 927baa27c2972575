import "server-only";

/**
 * A member of staff signs in with their address and password (decisions §5)
 * and gets a session: a row, and a cookie holding its secret. Whether the
 * address or the password was wrong is not told, and an unknown address takes
 * as long as a known one, so the form cannot be used to find staff addresses.
 *
 * Guessing is limited without letting a stranger lock a member out (issue 17,
 * rules in server/rate-limit/rules.ts): attempts per client address; wrong
 * passwords in a row per (account, client address) pair, refused once reached
 * and cleared by a sign-in; and per account, from anywhere, only a slow-down
 * that every attempt on the account waits before its password is checked, right
 * or wrong, so that the wait tells nothing. A member under attack from
 * elsewhere still signs in from their own address, a few seconds later at most.
 */
import { eq } from "drizzle-orm";

import { normaliseEmailAddress } from "@/domain/email-address";
import type { Database } from "@/server/db/client";
import { staffMembers, staffSessions } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { signInDelayMs } from "@/domain/staff/sign-in-slow-down";
import { countRateLimitHit, enforceRateLimit, forgetRateLimit, isCountedClientAddress, peekRateLimit, tooManyRequests } from "@/server/rate-limit/rate-limit";
import {
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  STAFF_SIGN_IN_PER_CLIENT,
  STAFF_SIGN_IN_SLOW_DOWN,
} from "@/server/rate-limit/rules";

import { forgetExpiredStaffSessions, type StaffIdentity } from "./identify-staff";
import { decoyHash, hashPassword, needsNewHash, verifyPassword } from "./password-hash";
import { hashSecret, newSessionSecret } from "./secret-token";
import { STAFF_SESSION_LIFETIME_SECONDS, staffCookie } from "./staff-cookie";

type Pause = (ms: number) => Promise<void>;
const realPause: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let pause: Pause = realPause;

/** Tests put a pause in place that records the slow-down instead of waiting it; `null` restores the real one. */
export function setStaffSignInPause(replacement: Pause | null): void {
  pause = replacement ?? realPause;
}

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
  // The pair's subject; the limiter hashes it into the key.
  const pair = `${emailAddress}\n${attempt.clientAddress}`;
  const perClient = isCountedClientAddress(attempt.clientAddress);
  if (perClient) {
    await enforceRateLimit(STAFF_SIGN_IN_PER_CLIENT, attempt.clientAddress);
    const failuresHere = await peekRateLimit(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT, pair);
    if (!failuresHere.allowed) throw tooManyRequests(failuresHere.retryAfterSeconds);
  }
  const { count: failuresAnywhere } = await peekRateLimit(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, emailAddress);
  await pause(signInDelayMs(failuresAnywhere, { freeFailures: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT.limit, ...STAFF_SIGN_IN_SLOW_DOWN }));

  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.emailAddress, emailAddress));
  const genuine = await verifyPassword(attempt.password, member?.passwordHash ?? (await decoyHash()));
  if (!member || !genuine || member.disabledAt !== null) {
    // Unknown addresses count too: what happens to a guess must not tell whether the account exists.
    await Promise.all([
      countRateLimitHit(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, emailAddress),
      perClient ? countRateLimitHit(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT, pair) : undefined,
    ]);
    throw new ApiError(401, WRONG_CREDENTIALS);
  }
  if (perClient) await forgetRateLimit(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT, pair);

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
