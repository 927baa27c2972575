import "server-only";

/** DELETE /api/support/{supportId}/: the location is gone; a widget that named it shows nothing. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { SUPPORT_NOT_FOUND } from "./support-rows";

export async function removeSupportLocation(db: Database, supportId: number): Promise<void> {
  const removed = await db.delete(supportLocations).where(eq(supportLocations.supportId, supportId)).returning({ supportId: supportLocations.supportId });
  if (removed.length === 0) throw new ApiError(404, SUPPORT_NOT_FOUND);
}
