import "server-only";

/** GET /api/support/{supportId}/ (by number or key): the published location; 404 for one never published or taken off. */
import { eq } from "drizzle-orm";

import type { PublicSupportLocation } from "@/schemas/support";
import type { Database } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";

import { publicSupportOf } from "./support-rows";

export async function loadSupportLocation(db: Database, supportId: number | string): Promise<PublicSupportLocation | null> {
  const where = typeof supportId === "number" ? eq(supportLocations.supportId, supportId) : eq(supportLocations.key, supportId);
  const [row] = await db.select().from(supportLocations).where(where).limit(1);
  return row ? publicSupportOf(row) : null;
}
