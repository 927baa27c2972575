/** A facet a listing offers, as the `filters` table defines it per product type (and /api/filters/ lists). */
export interface FilterDefinition {
  filterId: number;
  /** Null for the facets of listings that mix product types. */
  productType: string | null;
  /** "merk", "prijs", "energieklasse", "categorie", "voorraad" or a specification key. */
  key: string;
  label: string;
  kind: "values" | "range";
  unit: string | null;
  position: number;
  /** Shown only with the permission filtersShopOnlyShow. */
  staffOnly: boolean;
}
