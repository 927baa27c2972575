/**
 * The crawl rules, in one place for /robots.txt and /api/robots/. Crawlers may
 * read the catalogue; the API, the cart and search results (endless, thin pages)
 * are left out.
 */
import { CART_PAGE } from "@/config/paths";

export interface RobotsRule {
  userAgent: string;
  allow: string[];
  disallow: string[];
}

export interface Robots {
  rules: RobotsRule[];
  /** Absolute URL of the sitemap index. */
  sitemap: string;
}

export const DISALLOWED_PATHS = ["/api/", CART_PAGE, "/zoeken/"] as const;

export function robotsRules(baseUrl: string): Robots {
  return {
    rules: [{ userAgent: "*", allow: ["/"], disallow: [...DISALLOWED_PATHS] }],
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}

export function robotsTxt(robots: Robots): string {
  const groups = robots.rules.map((rule) =>
    [`User-agent: ${rule.userAgent}`, ...rule.allow.map((path) => `Allow: ${path}`), ...rule.disallow.map((path) => `Disallow: ${path}`)].join("\n"),
  );
  return `${groups.join("\n\n")}\n\nSitemap: ${robots.sitemap}\n`;
}
