import "server-only";

import type { Database } from "@/server/db/client";

import { absoluteUrl } from "./base-url";
import { countProductSitemaps, loadPagePaths, loadProductPaths, type SitemapPath } from "./sitemap-entries";
import { sitemapIndexXml, urlsetXml } from "./xml";

/** The files under /sitemaps/: one of pages, and products split in numbered parts. */
export type SitemapFile = { kind: "pages" } | { kind: "products"; part: number };

export const SITEMAP_INDEX_PATH = "/sitemap.xml";

export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === "pages" ? "/sitemaps/paginas.xml" : `/sitemaps/producten-${file.part}.xml`;
}

/** The file named in the path, or null for anything else. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === "paginas.xml") return { kind: "pages" };
  const match = /^producten-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: "products", part: Number(match[1]) } : null;
}

export async function renderSitemapIndex(db: Database, baseUrl: string): Promise<string> {
  const parts = await countProductSitemaps(db);
  const files: SitemapFile[] = [{ kind: "pages" }, ...Array.from({ length: parts }, (_, i) => ({ kind: "products" as const, part: i + 1 }))];
  return sitemapIndexXml(files.map((file) => ({ loc: absoluteUrl(baseUrl, sitemapFilePath(file)) })));
}

/** The XML of one file, or null when the part does not exist (any more). */
export async function renderSitemapFile(db: Database, baseUrl: string, file: SitemapFile): Promise<string | null> {
  if (file.kind === "products" && file.part > (await countProductSitemaps(db))) return null;
  const paths = file.kind === "pages" ? await loadPagePaths(db) : await loadProductPaths(db, file.part);
  return urlsetXml(paths.map((entry) => toEntry(baseUrl, entry)));
}

function toEntry(baseUrl: string, entry: SitemapPath) {
  return { loc: absoluteUrl(baseUrl, entry.path), lastmod: entry.lastmod };
}
