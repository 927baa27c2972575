/**
 * At start: when FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD are set and the
 * shop has no staff at all, that address becomes its first admin. Once there
 * is anyone, it does nothing, so the variables may stay set and an admin's
 * later changes (a new password) are never undone by a restart.
 *
 * No "server-only" mark: the start script and `npm run staff` run it outside Next.js.
 */
import { count } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { addStaffMember } from "./add-staff-member";

export async function ensureFirstAdmin(db: Database, firstAdmin: { emailAddress: string; password: string }, now: Date): Promise<"added" | "present"> {
  const [staff] = await db.select({ count: count() }).from(staffMembers);
  if ((staff?.count ?? 0) > 0) return "present";
  try {
    await addStaffMember(db, { ...firstAdmin, name: "Beheerder", role: "admin" }, now);
  } catch (error) {
    // Two instances starting at once on an empty database: the other one made the admin.
    if (error instanceof ApiError && error.status === 409) return "present";
    throw error;
  }
  return "added";
}
