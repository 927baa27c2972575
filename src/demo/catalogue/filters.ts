/**
 * The facets of every listing, from the product types' specifications: brand,
 * price and energy class first, then the type's filterable specifications in
 * their own order, then stock. The specifications that are not filters for
 * shoppers ("Aantal programma's") are staff-only facets: staff answer such
 * questions in the shop (permission filtersShopOnlyShow). Derived figures
 * (energy use, the warranty term) are no facets unless they say so: depth and
 * width are, kilowatt-hours are not.
 */

import type { FilterInsert } from "./rows";
import { SEED_PRODUCT_TYPES } from "./product-types";
import { TYPE_PROFILES } from "./type-profiles";

export type { FilterInsert };

type Common = Omit<FilterInsert, "filterId" | "productType" | "position">;

const CATEGORY: Common = { key: "categorie", label: "Categorie", kind: "values", staffOnly: false };
const BRAND: Common = { key: "merk", label: "Merk", kind: "values", staffOnly: false };
const PRICE: Common = { key: "prijs", label: "Prijs", kind: "range", unit: "€", staffOnly: false };
const ENERGY: Common = { key: "energieklasse", label: "Energieklasse", kind: "values", staffOnly: false };
const STOCK: Common = { key: "voorraad", label: "Levertijd", kind: "values", staffOnly: false };

export function buildFilters(): FilterInsert[] {
  const rows: FilterInsert[] = [];
  const add = (productType: string | null, filters: readonly Common[]) =>
    filters.forEach((filter, index) => rows.push({ filterId: rows.length + 1, productType, position: index + 1, unit: null, ...filter }));

  // Listings that mix product types: hubs, brands, offers and search.
  add(null, [CATEGORY, BRAND, PRICE, ENERGY, STOCK]);
  for (const type of SEED_PRODUCT_TYPES) {
    // A label figure or a warranty term differs per product or not at all: as a facet it would be a long list or a single value.
    const specifications = type.specifications.filter((spec) => spec.hint.kind !== "derived" || spec.hint.facet).map(
      (spec): Common => ({ key: spec.key, label: spec.label, kind: "values", unit: spec.unit ?? null, staffOnly: !spec.filterable }),
    );
    add(type.code, [
      BRAND,
      PRICE,
      ...(TYPE_PROFILES[type.code].energyScale ? [ENERGY] : []),
      ...specifications.filter((f) => !f.staffOnly),
      STOCK,
      ...specifications.filter((f) => f.staffOnly),
    ]);
  }
  return rows;
}
