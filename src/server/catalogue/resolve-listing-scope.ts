import "server-only";

/**
 * What a listing URL is about. The first path segment of a catalogue URL is a
 * hub (/huishouden/), a category (/wasmachines/) or the offers page
 * (/aanbiedingen/); brand pages live under /merken/{brand}/. Null means the page
 * does not exist (404) — and may be an old URL in `rewrites`.
 */
import { sql } from "drizzle-orm";

import type { BrandScope, Breadcrumb, ResolvedListingScope, ScopeCategory } from "@/domain/catalogue/listing-scope";
import { brandUrl, categoryUrl, hubUrl } from "@/domain/catalogue/urls";
import { type Database, getDatabase } from "@/server/db/client";
import type { CategoryRow } from "@/server/db/schema";
import { queryRows } from "@/server/db/rows";

import { loadReferenceData } from "./reference-data";

export const OFFERS_SEGMENT = "aanbiedingen";
const HOME: Breadcrumb = { name: "Home", url: "/" };

export async function getListingScope(segment: string): Promise<ResolvedListingScope | null> {
  return loadListingScope(await getDatabase(), segment);
}

export async function getBrandScope(brandSlug: string): Promise<BrandScope | null> {
  return loadBrandScope(await getDatabase(), brandSlug);
}

export async function loadListingScope(db: Database, segment: string): Promise<ResolvedListingScope | null> {
  const ref = await loadReferenceData(db);
  if (segment === OFFERS_SEGMENT) {
    const url = `/${OFFERS_SEGMENT}/`;
    return {
      kind: "offers",
      name: "Aanbiedingen",
      description: "Apparaten met kassakorting: de korting gaat direct van de prijs af.",
      url,
      breadcrumbs: [HOME, { name: "Aanbiedingen", url }],
    };
  }
  const hub = ref.hubs.get(segment);
  if (hub) {
    const url = hubUrl(hub.slug);
    return {
      kind: "hub",
      hub: { slug: hub.slug, name: hub.name, description: hub.description, url },
      categories: [...ref.categories.values()].filter((c) => c.hubSlug === hub.slug).sort((a, b) => a.position - b.position).map(toScopeCategory),
      breadcrumbs: [HOME, { name: hub.name, url }],
    };
  }
  const category = ref.categoriesBySlug.get(segment);
  if (!category) return null;
  const categoryHub = ref.hubs.get(category.hubSlug);
  const type = ref.productTypes.get(category.productType);
  const hubLink = { slug: category.hubSlug, name: categoryHub?.name ?? category.hubSlug, url: hubUrl(category.hubSlug) };
  return {
    kind: "category",
    category: toScopeCategory(category),
    hub: hubLink,
    productType: { code: category.productType, name: type?.name ?? category.name, namePlural: type?.namePlural ?? category.name },
    specifications: type?.specifications ?? [],
    filters: ref.filters.filter((filter) => filter.productType === category.productType),
    breadcrumbs: [HOME, { name: hubLink.name, url: hubLink.url }, { name: category.name, url: categoryUrl(category.slug) }],
  };
}

export async function loadBrandScope(db: Database, brandSlug: string): Promise<BrandScope | null> {
  const ref = await loadReferenceData(db);
  const brand = ref.brands.get(brandSlug);
  if (!brand) return null;
  const counts = await queryRows<{ category_id: number; count: number }>(
    db,
    sql`select category_id, count(*)::int as count from products where brand_slug = ${brand.slug}::text and not expired group by category_id`,
  );
  const url = brandUrl(brand.slug);
  return {
    slug: brand.slug,
    name: brand.name,
    country: brand.country,
    description: brand.description,
    url,
    categories: counts
      .flatMap((row) => {
        const category = ref.categories.get(row.category_id);
        return category ? [{ slug: category.slug, name: category.name, url: categoryUrl(category.slug), productCount: row.count }] : [];
      })
      .sort((a, b) => b.productCount - a.productCount || (a.name < b.name ? -1 : 1)),
    breadcrumbs: [HOME, { name: "Merken", url: "/merken/" }, { name: brand.name, url }],
  };
}

function toScopeCategory(category: CategoryRow): ScopeCategory {
  return {
    categoryId: category.categoryId,
    slug: category.slug,
    name: category.name,
    description: category.description,
    url: categoryUrl(category.slug),
    productType: category.productType,
  };
}
