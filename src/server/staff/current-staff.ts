import "server-only";

/**
 * The member of staff a page is rendered for, from the staff cookie (pages
 * have no Request object), or null for a guest. Tokens are for the API; a
 * page is always a browser's.
 */
import { cookies } from "next/headers";
import { cache } from "react";

import { getDatabase } from "@/server/db/client";

import { identifyStaff, type StaffIdentity } from "./identify-staff";
import { STAFF_COOKIE } from "./staff-cookie";

/** Once per request: the root layout and the page both ask, and a member's lookup is a query. */
export const currentStaff = cache(async (): Promise<StaffIdentity | null> => {
  const now = new Date();
  const sessionSecret = (await cookies()).get(STAFF_COOKIE)?.value ?? null;
  if (sessionSecret === null) return null;
  const identification = await identifyStaff(await getDatabase(), { sessionSecret, authorization: null }, now);
  return identification.kind === "staff" ? identification.staff : null;
});
