/**
 * Sitemap XML (sitemaps.org 0.9), written by hand: two small shapes do not need
 * a library, but every value must be escaped, and characters that XML 1.0 cannot
 * carry at all are dropped rather than producing a file a crawler rejects.
 */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime: `2026-11-21` or `2026-11-21T10:00:00Z`. */
  lastmod?: string;
}

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

// Everything outside XML 1.0's Char production: C0 controls but tab, newline and carriage return; lone surrogates; U+FFFE/U+FFFF.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function entries(tag: "url" | "sitemap", items: readonly SitemapEntry[]): string {
  return items
    .map((item) => {
      const lastmod = item.lastmod ? `<lastmod>${escapeXml(item.lastmod)}</lastmod>` : "";
      return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>`;
    })
    .join("\n");
}

export function urlsetXml(urls: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${entries("url", urls)}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries("sitemap", sitemaps)}\n</sitemapindex>\n`;
}
