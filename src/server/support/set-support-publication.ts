import "server-only";

/** PATCH /api/support/{supportId}/: publish the draft (one UPDATE) or take the location off the site. */
import { eq, sql } from "drizzle-orm";

import type { AdminSupportLocation } from "@/schemas/support";
import type { Database } from "@/server/db/client";
import { supportLocations } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { adminSupportOf, SUPPORT_NOT_FOUND } from "./support-rows";

export async function setSupportPublication(db: Database, supportId: number, action: "publish" | "unpublish", staffMemberId: number, now: Date): Promise<AdminSupportLocation> {
  const [row] = await db
    .update(supportLocations)
    .set(action === "publish" ? { published: sql`${supportLocations.draft}`, publishedAt: now, updatedAt: now, updatedBy: staffMemberId } : { published: null, publishedAt: null, updatedAt: now, updatedBy: staffMemberId })
    .where(eq(supportLocations.supportId, supportId))
    .returning();
  if (!row) throw new ApiError(404, SUPPORT_NOT_FOUND);
  return adminSupportOf(row);
}
