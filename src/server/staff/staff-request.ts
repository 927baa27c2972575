import "server-only";

/**
 * The staff member behind an API request, for route handlers' `authorize`:
 * `staffOf` for calls that answer everyone but tell staff more, `requireStaff`
 * for calls that are for staff only.
 */
import { managesStaff } from "@/domain/staff/roles";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { readCookie } from "@/server/http/cookies";

import { identifyStaff, type StaffIdentity } from "./identify-staff";
import { STAFF_COOKIE } from "./staff-cookie";

export const STAFF_ONLY_MESSAGE = "Log in als medewerker om dit te gebruiken.";

/** The member of staff, or null for a guest; a token that is not ours answers 401. */
export async function staffOf(request: Request, now = new Date()): Promise<StaffIdentity | null> {
  const cookie = readCookie(request, STAFF_COOKIE);
  const authorization = request.headers.get("authorization");
  // A guest's request (no cookie, no token) costs no database call.
  if (cookie === null && authorization === null) return null;
  const identification = await identifyStaff(await getDatabase(), { sessionSecret: cookie, authorization }, now);
  if (identification.kind === "refused") throw new ApiError(401, identification.reason, [], { "www-authenticate": 'Bearer realm="Stekker"' });
  return identification.kind === "staff" ? identification.staff : null;
}

/** The member of staff, or 401 for anyone else. */
export async function requireStaff(request: Request, now = new Date()): Promise<StaffIdentity> {
  const staff = await staffOf(request, now);
  if (!staff) throw new ApiError(401, STAFF_ONLY_MESSAGE, [], { "www-authenticate": 'Bearer realm="Stekker"' });
  return staff;
}

/** Catalogue answers are public, except a member of staff's: they hold staff-only data. */
export function publicUnlessStaff(staff: StaffIdentity | null): "public" | "no-store" {
  return staff ? "no-store" : "public";
}

/** Whether the caller sees staff-only filters (permission filtersShopOnlyShow). */
export function staffOnlyFor(staff: StaffIdentity | null): { includeStaffOnly: boolean } {
  return { includeStaffOnly: staff !== null };
}

/** An admin (decisions §5: admins also manage staff): 401 for a guest, 403 for other staff. */
export async function requireAdmin(request: Request, now = new Date()): Promise<StaffIdentity> {
  const staff = await requireStaff(request, now);
  if (!managesStaff(staff.role)) throw new ApiError(403, "Alleen een beheerder kan dit doen.");
  return staff;
}
