import "server-only";

/**
 * A page as a page route draws it: the version the reader may see (the draft
 * for staff in preview, else the published one), sanitised, with the
 * placeholders filled from the settings in force and each body cut at the
 * parts the page draws itself. One query per page; the answer is shared by
 * the page cache, which the table's change trigger empties.
 */
import { eq, isNotNull } from "drizzle-orm";
import { cache } from "react";

import { companyDetails } from "@/config/company";
import { type BodyPart, escapeHtml, fillPlaceholders, type PageView, splitBlockPlaceholders } from "@/domain/content/pages";
import type { ContentVersion, SafeHtml } from "@/domain/content/publication";
import { getDatabase } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

import { placeholderValues } from "./page-facts";
import { rowVersion } from "./page-version";

/** The filled body: the values are plain text, escaped, so the sanitised HTML stays safe. */
function bodyParts(html: SafeHtml | string, values: ReturnType<typeof placeholderValues>): BodyPart<SafeHtml>[] {
  return splitBlockPlaceholders(fillPlaceholders(html, values, escapeHtml)).map((part) => (part.kind === "html" ? { kind: "html", html: part.html as SafeHtml } : part));
}

/** The page at `path` in the given version, or null when there is none for this reader. */
export const loadPageView = cache(async (path: string, version: ContentVersion): Promise<PageView<SafeHtml> | null> => {
  const db = await getDatabase();
  const [row] = await db.select({ pageId: pages.pageId, draft: pages.draft, published: pages.published }).from(pages).where(eq(pages.path, path));
  if (!row) return null;
  const page = rowVersion(row, version);
  if (page === null) return null;
  const values = placeholderValues(await loadShopSettings(), companyDetails());
  const text = (value: string) => fillPlaceholders(value, values);
  return {
    pageId: row.pageId,
    path,
    title: text(page.title),
    metaTitle: text(page.metaTitle || page.title),
    description: text(page.description),
    navLabel: text(page.navLabel),
    summary: text(page.summary),
    intro: bodyParts(page.intro, values),
    sections: page.sections.map((section) => ({ anchor: section.anchor, heading: text(section.heading), level: section.level, body: bodyParts(section.body, values) })),
    faq: page.faq.map((item) => ({ question: text(item.question), answer: text(item.answer) })),
  };
});

/** The paths of the published pages (the sitemap). */
export async function publishedPagePaths(): Promise<string[]> {
  const db = await getDatabase();
  const rows = await db.select({ path: pages.path }).from(pages).where(isNotNull(pages.published)).orderBy(pages.path);
  return rows.map((row) => row.path);
}
