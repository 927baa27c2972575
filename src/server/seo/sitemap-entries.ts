import "server-only";

import { asc, eq, isNotNull, sql } from "drizzle-orm";

import { CONTACT_PAGE, NEWSLETTER_PAGE } from "@/config/paths";
import { brandUrl, categoryUrl, hubUrl, productUrl } from "@/domain/catalogue/urls";
import type { Database } from "@/server/db/client";
import { loadKitchenSitemapPaths } from "./kitchen-sitemap";
import { loadVacancySitemapPaths } from "./vacancy-sitemap";
import { brands, categories, hubs, pages, priceHistory, products } from "@/server/db/schema";

/** Search engines read at most 50,000 URLs per file; smaller files are quicker to fetch and regenerate. */
export const PRODUCTS_PER_SITEMAP = 10_000;

/**
 * Shop paths that are not generated from the catalogue or the pages table. Search (/zoeken/) and the cart are not for
 * crawlers; the customer-service pages, the pick-up point, /over-ons/ and the admins' pages come from `pages` (issue 23).
 */
// The contact page (issue 23) is a route of its own, not a row of `pages`.
const FIXED_PAGES = ["/", "/aanbiedingen/", "/productgroepen/", NEWSLETTER_PAGE, "/cookies/", CONTACT_PAGE] as const;

export interface SitemapPath {
  /** Path of the shop, ending with a slash. */
  path: string;
  /** W3C datetime in UTC: 2026-11-21T10:00:00Z. */
  lastmod?: string;
}

/** The pages: home, hubs, categories, brands, offers, product groups, customer service and the kitchens. */
export async function loadPagePaths(db: Database): Promise<SitemapPath[]> {
  const [hubRows, categoryRows, brandRows, kitchenPaths, vacancyPaths, pageRows] = await Promise.all([
    db.select({ slug: hubs.slug }).from(hubs).orderBy(asc(hubs.position)),
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.slug)),
    db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.position)),
    // Issue 22: /keukens/, the showroom and every kitchen.
    loadKitchenSitemapPaths(db),
    // Issue 23: /vacatures/ and every vacancy open now.
    loadVacancySitemapPaths(db, new Date()),
    // Issue 23: the published pages, with the moment they were published.
    db
      .select({ path: pages.path, lastmod: sql<string | null>`to_char(${pages.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` })
      .from(pages)
      .where(isNotNull(pages.published))
      .orderBy(asc(pages.path)),
  ]);
  const paths = [
    ...FIXED_PAGES,
    ...hubRows.map((hub) => hubUrl(hub.slug)),
    ...categoryRows.map((category) => categoryUrl(category.slug)),
    ...brandRows.map((brand) => brandUrl(brand.slug)),
  ];
  const catalogue = new Set(paths);
  // A page whose one segment a hub or category also has is never shown: the category comes first.
  const pagePaths = pageRows.filter((row) => !catalogue.has(row.path)).map((row) => (row.lastmod ? { path: row.path, lastmod: row.lastmod } : { path: row.path }));
  return [...[...catalogue].map((path) => ({ path })), ...pagePaths, ...kitchenPaths, ...vacancyPaths];
}

const listed = eq(products.expired, false);

/** How many product sitemaps there are: at least one, so that /sitemaps/producten-1.xml always exists. */
export async function countProductSitemaps(db: Database, perFile = PRODUCTS_PER_SITEMAP): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(listed);
  return Math.max(1, Math.ceil((row?.count ?? 0) / perFile));
}

/**
 * A product page changes when the product is added and when its price changes;
 * a price that starts later does not count yet. Read as text so that both
 * drivers hand over the same thing.
 */
const lastModified = sql<string>`to_char(greatest(${products.createdAt}, (select max(${priceHistory.validFrom}) from ${priceHistory} where ${priceHistory.productId} = ${products.productId} and ${priceHistory.validFrom} <= now())) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** One file of product URLs (1-based), in a stable order so that every product is in exactly one file. */
export async function loadProductPaths(db: Database, file: number, perFile = PRODUCTS_PER_SITEMAP): Promise<SitemapPath[]> {
  const rows = await db
    .select({ slug: products.slug, categorySlug: categories.slug, lastmod: lastModified })
    .from(products)
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(listed)
    .orderBy(asc(products.productId))
    .limit(perFile)
    .offset((file - 1) * perFile);
  return rows.map((row) => ({ path: productUrl(row.categorySlug, row.slug), lastmod: row.lastmod }));
}
