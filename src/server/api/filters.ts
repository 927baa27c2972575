import "server-only";

/**
 * The facet definitions as the API shows them. Staff-only filters (permission
 * filtersShopOnlyShow) are for staff: for a guest they are left out, and one
 * asked for by id does not exist.
 */
import type { FilterDefinition } from "@/domain/catalogue/filter-definition";
import { loadFilterDefinitions } from "@/server/catalogue/get-specification-definitions";
import { loadReferenceData } from "@/server/catalogue/reference-data";
import type { Database } from "@/server/db/client";

type Audience = { includeStaffOnly: boolean };

/** GET /api/filters/{filterId}/. */
export async function loadFilter(db: Database, filterId: number, audience: Audience): Promise<FilterDefinition | null> {
  return (await loadFilterDefinitions(db, audience)).find((filter) => filter.filterId === filterId) ?? null;
}

export interface ProductTypeFilters {
  /** Null for listings that mix product types (hubs, brands, offers, search). */
  productType: string | null;
  name: string;
  filters: FilterDefinition[];
}

/** GET /api/product-types/filters/: the filters grouped per product type, mixed listings first. */
export async function loadProductTypeFilters(db: Database, audience: Audience): Promise<ProductTypeFilters[]> {
  const [ref, filters] = await Promise.all([loadReferenceData(db), loadFilterDefinitions(db, audience)]);
  const groups = new Map<string | null, FilterDefinition[]>();
  for (const filter of filters) groups.set(filter.productType, [...(groups.get(filter.productType) ?? []), filter]);
  return [...groups].map(([productType, list]) => ({
    productType,
    name: productType === null ? "Alle apparaten" : (ref.productTypes.get(productType)?.namePlural ?? productType),
    filters: list,
  }));
}

export interface FilterInformation {
  filterId: number;
  productType: string | null;
  key: string;
  label: string;
  unit: string | null;
  /** The 'Meer info' text beside the filter; null when the label says it all. */
  help: string | null;
}

/** Built-in facets have no specification to take their explanation from. */
const BUILT_IN_HELP: Record<string, string> = {
  energieklasse: "Het Europese energielabel laat zien hoe zuinig een apparaat is, van A (zuinigst) tot G; sommige apparaten hebben nog de oude schaal van A+++ tot D.",
  voorraad: "Op voorraad: voor 22:00 besteld, de volgende bezorgdag in huis.",
  prijs: "De prijs inclusief btw, na kassakorting en zonder cashback.",
};

/** GET /api/information/filters/: the explanation of every filter, from its specification's help text. */
export async function loadFilterInformation(db: Database, audience: Audience): Promise<FilterInformation[]> {
  const [ref, filters] = await Promise.all([loadReferenceData(db), loadFilterDefinitions(db, audience)]);
  return filters.map((filter) => {
    const specification = filter.productType ? ref.productTypes.get(filter.productType)?.specifications.find((spec) => spec.key === filter.key) : undefined;
    return {
      filterId: filter.filterId,
      productType: filter.productType,
      key: filter.key,
      label: filter.label,
      unit: filter.unit,
      help: specification?.help ?? BUILT_IN_HELP[filter.key] ?? null,
    };
  });
}
