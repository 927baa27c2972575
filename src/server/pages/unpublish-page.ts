import "server-only";

/** POST /api/pages/{pageId}/unpublish/: guests get a 404 (or the category of that slug) again; the draft is kept. The change trigger drops the page cache. */
import type { AdminPageAnswer } from "@/schemas/answers/pages";
import type { Database } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { loadAdminPage, PAGE_NOT_FOUND, pageWhere } from "./page-version";

export async function unpublishPage(db: Database, admin: StaffIdentity, ref: { pageId: number } | { path: string }, now = new Date()): Promise<AdminPageAnswer> {
  const [row] = await db.update(pages).set({ published: null, publishedAt: null, updatedAt: now, updatedBy: admin.staffMemberId }).where(pageWhere(ref)).returning({ pageId: pages.pageId });
  if (!row) throw new ApiError(404, PAGE_NOT_FOUND);
  return loadAdminPage(db, row);
}
