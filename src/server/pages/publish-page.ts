import "server-only";

/**
 * POST /api/pages/{pageId}/publish/: the draft becomes what guests get, in
 * one UPDATE (copied by the database, so no read in between can publish an
 * older draft). The table's change trigger drops the page cache
 * on every instance.
 */
import { sql } from "drizzle-orm";

import type { AdminPageAnswer } from "@/schemas/answers/pages";
import type { Database } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { loadAdminPage, PAGE_NOT_FOUND, pageWhere } from "./page-version";

export async function publishPage(db: Database, admin: StaffIdentity, ref: { pageId: number } | { path: string }, now = new Date()): Promise<AdminPageAnswer> {
  const [row] = await db
    .update(pages)
    .set({ published: sql`${pages.draft}`, publishedAt: now, updatedAt: now, updatedBy: admin.staffMemberId })
    .where(pageWhere(ref))
    .returning({ pageId: pages.pageId });
  if (!row) throw new ApiError(404, PAGE_NOT_FOUND);
  return loadAdminPage(db, row);
}

