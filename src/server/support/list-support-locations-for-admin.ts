import "server-only";

/** GET /api/support/?view=admin: every location with both versions (the back office's list). */
import { asc } from "drizzle-orm";

import type { AdminSupportLocation } from "@/schemas/support";
import type { Database } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";

import { adminSupportOf } from "./support-rows";

export async function listSupportLocationsForAdmin(db: Database): Promise<AdminSupportLocation[]> {
  const rows = await db.select().from(supportLocations).orderBy(asc(supportLocations.supportId));
  return rows.map(adminSupportOf);
}
