import "server-only";

/**
 * The WHERE clauses of a listing, as SQL over `products p`: the scope (which
 * products the page is about) and one condition per chosen facet. Facet counts
 * need each facet's condition separately (a facet counts with every other
 * facet's choice applied, not its own), so they are kept apart here.
 *
 * Prices follow the price facet's rule: a range includes its lower end and
 * excludes its upper end.
 */
import { sql, type SQL } from "drizzle-orm";

import type { ListingFilters, ListingScope } from "@/domain/catalogue/listing";
import { FACET_KEYS, ownValues } from "@/domain/catalogue/listing-url";

import type { ReferenceData } from "./reference-data";

export interface FacetCondition {
  key: string;
  condition: SQL;
}

const NOTHING = sql`false`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );
const intList = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  );

/** The products a listing is about, before any facet: expired products are never listed. */
export function scopeCondition(scope: ListingScope, ref: ReferenceData): SQL {
  const parts: SQL[] = [sql`not p.expired`];
  switch (scope.kind) {
    case "all":
      break;
    case "hub": {
      const ids = [...ref.categories.values()].filter((c) => c.hubSlug === scope.hubSlug).map((c) => c.categoryId);
      parts.push(ids.length > 0 ? sql`p.category_id in (${intList(ids)})` : NOTHING);
      break;
    }
    case "category": {
      const category = ref.categoriesBySlug.get(scope.categorySlug);
      parts.push(category ? sql`p.category_id = ${category.categoryId}::int` : NOTHING);
      break;
    }
    case "brand":
      parts.push(sql`p.brand_slug = ${scope.brandSlug}::text`);
      break;
    case "offers":
      parts.push(sql`p.cash_desk_discount_cents > 0`);
      break;
  }
  return sql.join(parts, sql` and `);
}

/**
 * One condition per chosen facet. Specification facets only count for the keys
 * in `specificationKeys` (the facets this listing offers): a stray parameter such
 * as fbclid=… must not empty the page.
 */
export function facetConditions(filters: ListingFilters, ref: ReferenceData, specificationKeys: ReadonlySet<string>): FacetCondition[] {
  const conditions: FacetCondition[] = [];
  if (filters.brands.length > 0) conditions.push({ key: FACET_KEYS.brand, condition: sql`p.brand_slug in (${list(filters.brands)})` });
  const categories = filters.categories ?? [];
  if (categories.length > 0) {
    const ids = categories.flatMap((slug) => ref.categoriesBySlug.get(slug)?.categoryId ?? []);
    conditions.push({ key: FACET_KEYS.category, condition: ids.length > 0 ? sql`p.category_id in (${intList(ids)})` : NOTHING });
  }
  const { min, max } = filters.price;
  if (min !== undefined || max !== undefined) {
    const parts: SQL[] = [];
    if (min !== undefined) parts.push(sql`p.selling_price_cents >= ${min}::int`);
    if (max !== undefined) parts.push(sql`p.selling_price_cents < ${max}::int`);
    conditions.push({ key: FACET_KEYS.price, condition: sql.join(parts, sql` and `) });
  }
  if (filters.energyClasses.length > 0) {
    conditions.push({ key: FACET_KEYS.energyClass, condition: sql`p.energy_class in (${list(filters.energyClasses)})` });
  }
  if (filters.inStock) conditions.push({ key: FACET_KEYS.inStock, condition: sql`p.stock > 0` });
  for (const key of Object.keys(filters.specifications).sort()) {
    const values = ownValues(filters.specifications, key) ?? [];
    if (!specificationKeys.has(key) || values.length === 0) continue;
    // ->> gives the text of the JSON value: "8", "1.5", "true", "Inductie": the same text the facets count.
    conditions.push({ key, condition: sql`(p.specifications ->> ${key}::text) in (${list(values)})` });
  }
  return conditions;
}

/** Every condition joined with AND; `true` when there are none. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length > 0 ? sql.join(conditions.map((c) => sql`(${c})`), sql` and `) : sql`true`;
}
