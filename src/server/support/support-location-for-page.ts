import "server-only";

/**
 * The support widget's location on a page: the published version, or the
 * draft for a member of staff in preview. Cached per request (several widgets
 * on one page read one row once).
 */
import { eq } from "drizzle-orm";
import { cache } from "react";

import type { ContentVersion } from "@/domain/content/publication";
import type { SupportLocationVersion } from "@/schemas/support";
import { getDatabase } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";

import { readSupportVersion } from "./support-rows";

export const supportLocationForPage = cache(async (key: string, version: ContentVersion): Promise<SupportLocationVersion | null> => {
  const db = await getDatabase();
  const [row] = await db.select().from(supportLocations).where(eq(supportLocations.key, key)).limit(1);
  if (!row) return null;
  return readSupportVersion(version === "draft" ? row.draft : row.published);
});
