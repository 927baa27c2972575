import "server-only";

import { asc } from "drizzle-orm";

import type { Navigation } from "@/domain/catalogue/navigation";
import { brandUrl, categoryUrl, hubUrl } from "@/domain/catalogue/urls";
import { type Database, getDatabase } from "@/server/db/client";
import { brands, categories, hubs } from "@/server/db/schema";
import { memoize } from "@/server/cache/memo";

/** The menus: hubs with their categories, and the brands. Changes rarely, so cached for a minute. */
export function getNavigation(): Promise<Navigation> {
  return memoize("navigation", 60_000, async () => loadNavigation(await getDatabase()));
}

export async function loadNavigation(db: Database): Promise<Navigation> {
  const [hubRows, categoryRows, brandRows] = await Promise.all([
    db.select().from(hubs).orderBy(asc(hubs.position)),
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).orderBy(asc(brands.position)),
  ]);
  return {
    hubs: hubRows.map((hub) => ({
      slug: hub.slug,
      name: hub.name,
      description: hub.description,
      url: hubUrl(hub.slug),
      categories: categoryRows
        .filter((category) => category.hubSlug === hub.slug)
        .map((category) => ({
          categoryId: category.categoryId,
          slug: category.slug,
          name: category.name,
          productType: category.productType,
          url: categoryUrl(category.slug),
        })),
    })),
    brands: brandRows.map((brand) => ({ ...brand, url: brandUrl(brand.slug) })),
  };
}
