import "server-only";

/**
 * Who is asking, as far as staff go: a member of staff by their browser's
 * session cookie or by an API token (decisions §5: bearer or basic), or
 * nobody in particular (a guest). The database decides on every request, so
 * signing out, revoking a token or disabling a member takes effect on every
 * app instance at once.
 */
import { and, eq, gt, isNull, lt, lte, or } from "drizzle-orm";

import type { StaffMemberView } from "@/domain/staff/staff-views";
import type { Database } from "@/server/db/client";
import { staffApiTokens, staffMembers, staffSessions } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { hashSecret, isWellFormedApiToken, isWellFormedSessionSecret } from "./secret-token";

export interface StaffIdentity extends StaffMemberView {
  staffMemberId: number;
  /** A signed-in browser has a shop (or none); a token never has one. */
  via: { kind: "session"; secretHash: string } | { kind: "token"; tokenId: number };
}

/** A token of ours that is unknown, revoked or its member's disabled: the caller meant to be someone, so they hear 401, not a guest's answer. */
export type Identification = { kind: "guest" } | { kind: "staff"; staff: StaffIdentity } | { kind: "refused"; reason: string };

export interface Credentials {
  /** The staff cookie's value. */
  sessionSecret: string | null;
  /** The Authorization header. */
  authorization: string | null;
}

/** A token's last use is written at most once a minute: it says whether a token is in use, not every call. */
const LAST_USED_PRECISION_MS = 60_000;

const REFUSED_TOKEN = "Deze API-token is onbekend, ingetrokken of hoort bij een uitgeschakeld account.";

export async function identifyStaff(db: Database, credentials: Credentials, now: Date): Promise<Identification> {
  const token = credentials.authorization === null ? null : tokenFrom(credentials.authorization);
  // Only one of our tokens (stk_…) makes a request a member of staff's. Any other Authorization
  // header (a staging site's own Basic login, which browsers send along) leaves a guest a guest.
  if (token !== null && isWellFormedApiToken(token)) {
    const staff = await byToken(db, token, now);
    return staff ? { kind: "staff", staff } : { kind: "refused", reason: REFUSED_TOKEN };
  }
  // An unknown or expired cookie is a guest: the browser is still a shopper's.
  if (credentials.sessionSecret === null || !isWellFormedSessionSecret(credentials.sessionSecret)) return { kind: "guest" };
  const staff = await bySession(db, credentials.sessionSecret, now);
  return staff ? { kind: "staff", staff } : { kind: "guest" };
}

/** `Bearer <token>`, or `Basic` with the token as the password (any user name) or as the user name with an empty password. */
export function tokenFrom(authorization: string): string | null {
  const [scheme, value, ...rest] = authorization.trim().split(/\s+/);
  if (!scheme || !value || rest.length > 0) return null;
  if (scheme.toLowerCase() === "bearer") return value;
  if (scheme.toLowerCase() !== "basic") return null;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return null;
  const user = decoded.slice(0, separator);
  const password = decoded.slice(separator + 1);
  return password !== "" ? password : user !== "" ? user : null;
}

const memberColumns = {
  staffMemberId: staffMembers.staffMemberId,
  name: staffMembers.name,
  emailAddress: staffMembers.emailAddress,
  role: staffMembers.role,
};

async function bySession(db: Database, secret: string, now: Date): Promise<StaffIdentity | null> {
  const secretHash = hashSecret(secret);
  const [row] = await db
    .select({ ...memberColumns, shop: staffSessions.shop })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.staffMemberId, staffSessions.staffMemberId))
    .where(and(eq(staffSessions.secretHash, secretHash), gt(staffSessions.expiresAt, now), isNull(staffMembers.disabledAt)));
  if (!row) return null;
  const { shop, ...member } = row;
  return { ...member, shop: shop ?? null, via: { kind: "session", secretHash } };
}

async function byToken(db: Database, token: string, now: Date): Promise<StaffIdentity | null> {
  const [row] = await db
    .select({ ...memberColumns, tokenId: staffApiTokens.tokenId })
    .from(staffApiTokens)
    .innerJoin(staffMembers, eq(staffMembers.staffMemberId, staffApiTokens.staffMemberId))
    .where(and(eq(staffApiTokens.secretHash, hashSecret(token)), isNull(staffApiTokens.revokedAt), isNull(staffMembers.disabledAt)));
  if (!row) return null;
  const { tokenId, ...member } = row;
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(staffApiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(staffApiTokens.tokenId, tokenId), or(isNull(staffApiTokens.lastUsedAt), lt(staffApiTokens.lastUsedAt, staleBefore))));
  return { ...member, shop: null, via: { kind: "token", tokenId } };
}

/**
 * Tokens are made and revoked by a person in a signed-in browser, never by a
 * token: a leaked token must not be able to make others that outlive it.
 */
export function requireBrowserSession(staff: StaffIdentity): void {
  if (staff.via.kind !== "session") throw new ApiError(403, "API-tokens maak en trek je in op de medewerkerspagina, ingelogd in je browser; niet met een API-token.");
}

/** Expired sessions are of no use to anyone; signing in clears them away. */
export async function forgetExpiredStaffSessions(db: Database, now: Date): Promise<void> {
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
}
