import "server-only";

/** GET /api/pages/{pageId}/ for anyone: the published version only; a draft never leaves this way. */
import { pageKeyOf } from "@/domain/content/pages";
import type { z } from "zod";
import type { publishedPageAnswerSchema } from "@/schemas/answers/pages";
import type { Database } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { PAGE_NOT_FOUND, pageRef, pageWhere, readVersion, versionAnswer } from "./page-version";

export async function loadPublishedPage(db: Database, pageId: string): Promise<z.infer<typeof publishedPageAnswerSchema>> {
  const [row] = await db.select().from(pages).where(pageWhere(pageRef(pageId)));
  const published = row ? readVersion(row.published) : null;
  if (!row || published === null) throw new ApiError(404, PAGE_NOT_FOUND);
  return { pageId: row.pageId, path: row.path, key: pageKeyOf(row.path), publishedAt: row.publishedAt?.toISOString() ?? null, page: versionAnswer(published) };
}
