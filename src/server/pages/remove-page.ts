import "server-only";

/** DELETE /api/pages/{pageId}/: the page and both its versions are gone; its address answers 404 (or the category of that slug). */
import type { Database } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { PAGE_NOT_FOUND, pageWhere } from "./page-version";

export async function removePage(db: Database, ref: { pageId: number } | { path: string }): Promise<void> {
  const removed = await db.delete(pages).where(pageWhere(ref)).returning({ pageId: pages.pageId });
  if (removed.length === 0) throw new ApiError(404, PAGE_NOT_FOUND);
}
