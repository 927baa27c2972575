import "server-only";

/**
 * GET /api/catalogue/choices/ (staff): what the product form offers: the
 * categories with their product type, brands, tags, and each product type's
 * specification definitions (typed: number, enum, yes/no) with the values its
 * products have now as an enum's choices.
 */
import { sql } from "drizzle-orm";

import { isEnergyLabelKey, specificationGroupOf } from "@/domain/catalogue/specification-groups";
import type { SpecificationDefinition } from "@/domain/catalogue/specifications";
import type { z } from "zod";
import type { catalogueChoicesAnswerSchema } from "@/schemas/answers/catalogue-admin";
import { ENERGY_CLASSES } from "@/schemas/catalogue-admin/product-input";
import type { Database } from "@/server/db/client";
import { brands, categories, productTags, productTypes } from "@/server/db/schema";
import { queryRows } from "@/server/db/rows";

export type CatalogueChoices = z.output<typeof catalogueChoicesAnswerSchema>;

/** A type shows the EU energy label when its specifications carry the label's figures. */
export function needsEnergyLabel(definitions: readonly SpecificationDefinition[]): boolean {
  return definitions.some((definition) => isEnergyLabelKey(definition.key));
}

export async function loadCatalogueChoices(db: Database): Promise<CatalogueChoices> {
  const [categoryRows, brandRows, tagRows, typeRows, enumValues] = await Promise.all([
    db.select().from(categories).orderBy(categories.hubSlug, categories.position),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).orderBy(brands.name),
    db.select({ tagId: productTags.tagId, slug: productTags.slug, name: productTags.name }).from(productTags).orderBy(productTags.position),
    db.select().from(productTypes).orderBy(productTypes.name),
    queryRows<{ product_type: string; key: string; values: string[] }>(
      db,
      sql`select p.product_type, s.key, array_agg(distinct s.value #>> '{}' order by s.value #>> '{}') as values
          from products p, jsonb_each(p.specifications) s
          where jsonb_typeof(s.value) = 'string'
          group by p.product_type, s.key`,
    ),
  ]);
  const valuesOf = new Map(enumValues.map((row) => [`${row.product_type}\u0000${row.key}`, row.values]));
  return {
    categories: categoryRows.map((row) => ({ categoryId: row.categoryId, slug: row.slug, name: row.name, hubSlug: row.hubSlug, productType: row.productType })),
    brands: brandRows,
    tags: tagRows,
    productTypes: typeRows.map((type) => ({
      code: type.code,
      name: type.name,
      needsEnergyLabel: needsEnergyLabel(type.specifications),
      specifications: type.specifications.map((definition) => ({
        key: definition.key,
        label: definition.label,
        kind: definition.kind,
        unit: definition.unit ?? null,
        group: specificationGroupOf(definition.key),
        values: definition.kind === "enum" ? (valuesOf.get(`${type.code}\u0000${definition.key}`) ?? []) : [],
      })),
    })),
    energyClasses: [...ENERGY_CLASSES],
  };
}
