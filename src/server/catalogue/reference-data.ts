import "server-only";

/**
 * The small tables every catalogue read needs (hubs, brands, categories, product
 * types with their specifications, filters, tags), read once and kept for a
 * minute per database. They change only when the catalogue is loaded again, and
 * keeping them here spares every listing its joins.
 */
import { asc, eq } from "drizzle-orm";

import type { FilterDefinition } from "@/domain/catalogue/filter-definition";
import type { SpecificationDefinition } from "@/domain/catalogue/specifications";
import type { Database } from "@/server/db/client";
import {
  brands,
  categories,
  filterDefinitions,
  hubs,
  productTags,
  productTypes,
  products,
  type BrandRow,
  type CategoryRow,
  type HubRow,
} from "@/server/db/schema";

import { clearPerDatabaseCache } from "@/server/cache/per-database-cache";

export interface ProductTypeInfo {
  code: string;
  name: string;
  namePlural: string;
  specifications: SpecificationDefinition[];
  /** Key specifications in card order. */
  keySpecifications: SpecificationDefinition[];
}

export interface ReferenceData {
  hubs: Map<string, HubRow>;
  brands: Map<string, BrandRow>;
  categories: Map<number, CategoryRow>;
  categoriesBySlug: Map<string, CategoryRow>;
  productTypes: Map<string, ProductTypeInfo>;
  /** All facet definitions, ordered by product type (mixed first) and position. */
  filters: FilterDefinition[];
  tags: Map<number, { slug: string; name: string; position: number }>;
  /** The product types each brand has products of (not expired): a brand page of one type gets that type's facets. */
  brandTypes: Map<string, string[]>;
}

const TTL_MS = 60_000;
const cache = new WeakMap<Database, { expires: number; value: Promise<ReferenceData> }>();

export function loadReferenceData(db: Database): Promise<ReferenceData> {
  const entry = cache.get(db);
  if (entry && entry.expires > Date.now()) return entry.value;
  const value = readReferenceData(db);
  cache.set(db, { expires: Date.now() + TTL_MS, value });
  value.then(
    // An empty catalogue (before the first seed) is not worth keeping.
    (data) => data.categories.size === 0 && cache.delete(db),
    () => cache.delete(db),
  );
  return value;
}

/** Forgets the cached tables and everything cached from them (facet counts), after loading a new catalogue. */
export function clearReferenceData(db: Database): void {
  cache.delete(db);
  clearPerDatabaseCache(db);
}

async function readReferenceData(db: Database): Promise<ReferenceData> {
  const [hubRows, brandRows, categoryRows, typeRows, filterRows, tagRows, brandTypeRows] = await Promise.all([
    db.select().from(hubs).orderBy(asc(hubs.position)),
    db.select().from(brands).orderBy(asc(brands.position)),
    db.select().from(categories).orderBy(asc(categories.hubSlug), asc(categories.position)),
    db.select().from(productTypes),
    db.select().from(filterDefinitions).orderBy(asc(filterDefinitions.productType), asc(filterDefinitions.position)),
    db.select().from(productTags).orderBy(asc(productTags.position)),
    db
      .selectDistinct({ brandSlug: products.brandSlug, productType: products.productType })
      .from(products)
      .where(eq(products.expired, false))
      .orderBy(asc(products.brandSlug), asc(products.productType)),
  ]);
  const brandTypes = new Map<string, string[]>();
  for (const row of brandTypeRows) brandTypes.set(row.brandSlug, [...(brandTypes.get(row.brandSlug) ?? []), row.productType]);
  return {
    hubs: new Map(hubRows.map((row) => [row.slug, row])),
    brands: new Map(brandRows.map((row) => [row.slug, row])),
    categories: new Map(categoryRows.map((row) => [row.categoryId, row])),
    categoriesBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    productTypes: new Map(
      typeRows.map((row) => [
        row.code,
        {
          code: row.code,
          name: row.name,
          namePlural: row.namePlural,
          specifications: row.specifications,
          keySpecifications: row.specifications
            .filter((spec) => spec.keySpec !== undefined)
            .sort((a, b) => (a.keySpec ?? 0) - (b.keySpec ?? 0)),
        },
      ]),
    ),
    // Mixed-type facets (no product type) sort last in SQL; put them first.
    filters:
      filterRows.length === 0
        ? defaultFilters(typeRows)
        : [...filterRows.filter((row) => row.productType === null), ...filterRows.filter((row) => row.productType !== null)].map((row) => ({
            filterId: row.filterId,
            productType: row.productType,
            key: row.key,
            label: row.label,
            kind: row.kind,
            unit: row.unit,
            position: row.position,
            staffOnly: row.staffOnly,
          })),
    tags: new Map(tagRows.map((row) => [row.tagId, { slug: row.slug, name: row.name, position: row.position }])),
    brandTypes,
  };
}

/**
 * Facets for a catalogue whose `filters` table is empty (loaded before it
 * existed, or by a shop that never configured any): brand, price and energy
 * class, the filterable specifications, stock, and the other specifications for
 * staff. Facets with fewer than two values are not shown, so an energy class
 * facet on kettles stays out of sight by itself.
 */
function defaultFilters(types: readonly { code: string; specifications: SpecificationDefinition[] }[]): FilterDefinition[] {
  const filters: FilterDefinition[] = [];
  const add = (productType: string | null, list: readonly Omit<FilterDefinition, "filterId" | "productType" | "position">[]) =>
    list.forEach((filter, index) => filters.push({ ...filter, filterId: filters.length + 1, productType, position: index + 1 }));
  const builtIn = (key: string, label: string, kind: "values" | "range" = "values") => ({ key, label, kind, unit: kind === "range" ? "€" : null, staffOnly: false });
  const stock = builtIn("voorraad", "Levertijd");
  add(null, [builtIn("categorie", "Categorie"), builtIn("merk", "Merk"), builtIn("prijs", "Prijs", "range"), builtIn("energieklasse", "Energieklasse"), stock]);
  for (const type of types) {
    const specification = (spec: SpecificationDefinition) => ({ key: spec.key, label: spec.label, kind: "values" as const, unit: spec.unit ?? null, staffOnly: !spec.filterable });
    add(type.code, [
      builtIn("merk", "Merk"),
      builtIn("prijs", "Prijs", "range"),
      builtIn("energieklasse", "Energieklasse"),
      ...type.specifications.filter((spec) => spec.filterable).map(specification),
      stock,
      ...type.specifications.filter((spec) => !spec.filterable).map(specification),
    ]);
  }
  return filters;
}

/** The facets of one product type, or of mixed listings with `null`; staff-only ones only when asked for. */
export function filtersFor(ref: ReferenceData, productType: string | null, includeStaffOnly: boolean): FilterDefinition[] {
  return ref.filters.filter((filter) => filter.productType === productType && (includeStaffOnly || !filter.staffOnly));
}
