import "server-only";

/**
 * POST /api/pages/ and PUT /api/pages/{pageId}/: an admin adds a page or
 * replaces its draft (and may move its path while it is not published). The
 * published version stays as it was until "Publiceren"; the rich text is
 * sanitised before it is stored. The path is the row's, not the draft's: moving
 * a published page would move what guests see before anyone publishes, so it is
 * refused until the page is taken offline.
 */
import type { StaffIdentity } from "@/server/staff/identify-staff";
import type { AdminPageAnswer } from "@/schemas/answers/pages";
import type { PageCreateInput } from "@/schemas/content/page";
import type { Database } from "@/server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/db/postgres-error";
import { pages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { loadAdminPage, PAGE_NOT_FOUND, pageWhere, sanitizedVersion } from "./page-version";

function pathTaken(path: string): ApiError {
  return new ApiError(409, `Er is al een pagina op ${path}.`, [{ field: "path", errorMessage: "Dit pad heeft al een pagina" }]);
}

export async function savePage(db: Database, admin: StaffIdentity, input: PageCreateInput, ref?: { pageId: number } | { path: string }, now = new Date()): Promise<AdminPageAnswer> {
  const values = { path: input.path, draft: sanitizedVersion(input.draft), updatedAt: now, updatedBy: admin.staffMemberId };
  if (ref !== undefined) {
    const [current] = await db.select({ path: pages.path, published: pages.published }).from(pages).where(pageWhere(ref));
    if (current && current.published !== null && current.path !== input.path) {
      throw new ApiError(409, `De pagina staat online op ${current.path}. Depubliceer haar eerst om het adres te wijzigen.`, [{ field: "path", errorMessage: "Depubliceer de pagina eerst om het adres te wijzigen" }]);
    }
  }
  let saved: { pageId: number } | undefined;
  try {
    [saved] = ref === undefined ? await db.insert(pages).values(values).returning({ pageId: pages.pageId }) : await db.update(pages).set(values).where(pageWhere(ref)).returning({ pageId: pages.pageId });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw pathTaken(input.path);
    throw error;
  }
  if (!saved) throw new ApiError(404, PAGE_NOT_FOUND);
  return loadAdminPage(db, saved);
}
