import "server-only";

/** GET /api/support/: every published location (the widget's sources), in the order they were made. */
import { asc, isNotNull } from "drizzle-orm";

import type { PublicSupportLocation } from "@/schemas/support";
import type { Database } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";

import { publicSupportOf } from "./support-rows";

export async function listSupportLocations(db: Database): Promise<PublicSupportLocation[]> {
  const rows = await db.select().from(supportLocations).where(isNotNull(supportLocations.published)).orderBy(asc(supportLocations.supportId));
  return rows.map(publicSupportOf).filter((location): location is PublicSupportLocation => location !== null);
}
