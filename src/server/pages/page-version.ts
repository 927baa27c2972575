import "server-only";

/**
 * A page's version from and to the database: checked by the editor's own
 * schema, the rich text sanitised on the way in (what is stored is clean) and
 * again on the way out (a row written by hand cannot slip through either).
 */
import { eq } from "drizzle-orm";

import { type ContentVersion, hasUnpublishedChanges, type SafeHtml } from "@/domain/content/publication";
import { pageKeyOf, pagePathOfKey } from "@/domain/content/pages";
import type { AdminPageAnswer, PageVersionAnswer } from "@/schemas/answers/pages";
import { type PageVersion, pageVersionSchema } from "@/schemas/content/page";
import { sanitizeRichText } from "@/server/content/rich-text";
import type { Database } from "@/server/db/client";
import { type PageRow, pages, staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

export const PAGE_NOT_FOUND = "Pagina niet gevonden";

/** The version with every piece of rich text through the sanitiser. */
export function sanitizedVersion(version: PageVersion): PageVersion & { intro: SafeHtml } {
  return {
    ...version,
    intro: sanitizeRichText(version.intro),
    sections: version.sections.map((section) => ({ ...section, body: sanitizeRichText(section.body) })),
  };
}

/** A stored version, checked and sanitised; null for a row that no longer fits the schema (logged by the caller's 404, never drawn half). */
export function readVersion(stored: unknown): PageVersion | null {
  const parsed = pageVersionSchema.safeParse(stored);
  return parsed.success ? sanitizedVersion(parsed.data) : null;
}

export function versionAnswer(version: PageVersion): PageVersionAnswer {
  return { ...version, faq: version.faq };
}

/** `{ pageId }` for a number, `{ path }` for a key such as `klantenservice--betalen`; 404 for neither. */
export function pageRef(pageId: string): { pageId: number } | { path: string } {
  if (/^[1-9]\d{0,9}$/.test(pageId)) return { pageId: Number(pageId) };
  const path = pagePathOfKey(pageId);
  if (path === null) throw new ApiError(404, PAGE_NOT_FOUND);
  return { path };
}

export function pageWhere(ref: { pageId: number } | { path: string }) {
  return "pageId" in ref ? eq(pages.pageId, ref.pageId) : eq(pages.path, ref.path);
}

/** The version of the row a reader gets, or null (never published, or not previewing). */
export function rowVersion(row: Pick<PageRow, "draft" | "published">, version: ContentVersion): PageVersion | null {
  return readVersion(version === "draft" ? row.draft : row.published);
}

/** The back office's view of a row: both versions and where it stands. */
export function adminAnswer(row: PageRow, updatedBy: string | null): AdminPageAnswer {
  const draft = readVersion(row.draft);
  if (draft === null) throw new ApiError(409, `Het concept van ${row.path} past niet meer in het model van een pagina.`);
  const published = readVersion(row.published);
  const changed = hasUnpublishedChanges({ draft, published });
  return {
    pageId: row.pageId,
    path: row.path,
    key: pageKeyOf(row.path),
    draft: versionAnswer(draft),
    published: published === null ? null : versionAnswer(published),
    state: published === null ? "concept" : changed ? "gewijzigd" : "gepubliceerd",
    hasUnpublishedChanges: changed,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

/** One row with the name of who changed it last; 404 when there is none. */
export async function loadAdminPage(db: Database, ref: { pageId: number } | { path: string }): Promise<AdminPageAnswer> {
  const [found] = await db.select({ row: pages, updatedBy: staffMembers.name }).from(pages).leftJoin(staffMembers, eq(staffMembers.staffMemberId, pages.updatedBy)).where(pageWhere(ref));
  if (!found) throw new ApiError(404, PAGE_NOT_FOUND);
  return adminAnswer(found.row, found.updatedBy);
}
