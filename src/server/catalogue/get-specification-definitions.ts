import "server-only";

/**
 * The specifications of a product type and the facets its listings offer, for
 * /api/information/specifications/{productType}/ and /api/filters/.
 */
import type { FilterDefinition } from "@/domain/catalogue/filter-definition";
import type { SpecificationDefinition } from "@/domain/catalogue/specifications";
import { type Database, getDatabase } from "@/server/db/client";

import { loadReferenceData } from "./reference-data";

export interface ProductTypeSpecifications {
  productType: { code: string; name: string; namePlural: string };
  specifications: SpecificationDefinition[];
  /** The type's facets in order; staff-only ones only when asked for. */
  filters: FilterDefinition[];
}

export async function getSpecificationDefinitions(productType: string, options: { includeStaffOnly?: boolean } = {}) {
  return loadSpecificationDefinitions(await getDatabase(), productType, options);
}

export async function loadSpecificationDefinitions(
  db: Database,
  productType: string,
  options: { includeStaffOnly?: boolean } = {},
): Promise<ProductTypeSpecifications | null> {
  const ref = await loadReferenceData(db);
  const type = ref.productTypes.get(productType);
  if (!type) return null;
  return {
    productType: { code: type.code, name: type.name, namePlural: type.namePlural },
    specifications: type.specifications,
    filters: ref.filters.filter((filter) => filter.productType === productType && (options.includeStaffOnly || !filter.staffOnly)),
  };
}

export async function getFilterDefinitions(options: { includeStaffOnly?: boolean } = {}) {
  return loadFilterDefinitions(await getDatabase(), options);
}

/** Every facet definition: the mixed-type ones (productType null) first, then per product type in position order. */
export async function loadFilterDefinitions(db: Database, options: { includeStaffOnly?: boolean } = {}): Promise<FilterDefinition[]> {
  const ref = await loadReferenceData(db);
  return ref.filters.filter((filter) => options.includeStaffOnly || !filter.staffOnly);
}
