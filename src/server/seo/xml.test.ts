import { describe, expect, it } from "vitest";

import { escapeXml, sitemapIndexXml, urlsetXml } from "./xml";

describe("sitemap XML", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
  });

  it("drops characters XML 1.0 cannot carry but keeps real text", () => {
    expect(escapeXml("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeXml("tab\tnl\ncafé 😀")).toBe("tab\tnl\ncafé 😀");
  });

  it("writes a urlset with optional lastmod", () => {
    const xml = urlsetXml([{ loc: "https://x.nl/a/?b=1&c=2", lastmod: "2026-11-21T10:00:00Z" }, { loc: "https://x.nl/" }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://x.nl/a/?b=1&amp;c=2</loc><lastmod>2026-11-21T10:00:00Z</lastmod></url>\n<url><loc>https://x.nl/</loc></url>\n</urlset>\n",
    );
  });

  it("writes a sitemap index", () => {
    expect(sitemapIndexXml([{ loc: "https://x.nl/sitemaps/paginas.xml" }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.nl/sitemaps/paginas.xml</loc></sitemap>\n</sitemapindex>',
    );
  });
});
