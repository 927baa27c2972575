import "server-only";

/** GET /api/support/{supportId}/?view=admin: both versions of one location. */
import { eq } from "drizzle-orm";

import type { AdminSupportLocation } from "@/schemas/support";
import type { Database } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";

import { adminSupportOf } from "./support-rows";

export async function loadSupportLocationForAdmin(db: Database, supportId: number): Promise<AdminSupportLocation | null> {
  const [row] = await db.select().from(supportLocations).where(eq(supportLocations.supportId, supportId)).limit(1);
  return row ? adminSupportOf(row) : null;
}
