/** What a listing page shows above its products: the hub, category or brand, and where it sits. */
import type { FilterDefinition } from "./filter-definition";
import type { SpecificationDefinition } from "./specifications";

export interface Breadcrumb {
  name: string;
  url: string;
}

export interface ScopeCategory {
  categoryId: number;
  slug: string;
  name: string;
  description: string;
  url: string;
  productType: string;
}

export interface HubScope {
  kind: "hub";
  hub: { slug: string; name: string; description: string; url: string };
  categories: ScopeCategory[];
  breadcrumbs: Breadcrumb[];
}

export interface CategoryScope {
  kind: "category";
  category: ScopeCategory;
  hub: { slug: string; name: string; url: string };
  productType: { code: string; name: string; namePlural: string };
  specifications: SpecificationDefinition[];
  /** The facets of this category, in order; staff-only ones included (the caller decides). */
  filters: FilterDefinition[];
  breadcrumbs: Breadcrumb[];
}

export interface OffersScope {
  kind: "offers";
  name: string;
  description: string;
  url: string;
  breadcrumbs: Breadcrumb[];
}

/** What the first path segment of a URL is; null when it is none of these. */
export type ResolvedListingScope = HubScope | CategoryScope | OffersScope;

export interface BrandScope {
  slug: string;
  name: string;
  country: string;
  description: string;
  url: string;
  /** The categories the brand has products in, with how many. */
  categories: { slug: string; name: string; url: string; productCount: number }[];
  breadcrumbs: Breadcrumb[];
}
