/**
 * The rows the demo catalogue is made of, one interface per table it fills.
 * They are written out here rather than taken from the Drizzle schema, because
 * src/demo may not import src/server (docs/ARCHITECTURE.md, "Layers"). They
 * cannot drift unnoticed: seedCatalogue (src/server/db/seed/seed-catalogue.ts)
 * takes the tables' own insert types, and every place that seeds a generated
 * catalogue (scripts/start.ts, scripts/db-seed.ts, the tests) only compiles
 * while these rows fit those tables.
 */
import type { SpecificationDefinition, SpecificationValues } from "@/domain/catalogue/specifications";

export interface ProductInsert {
  productId: number;
  slug: string;
  name: string;
  description: string;
  brandSlug: string;
  series: string;
  ean: string;
  specifications: SpecificationValues;
  productType: string;
  categoryId: number;
  colour: string;
  priceCents: number;
  deliveryCostCents: number;
  stock: number;
  releasedAt: string;
  cashDeskDiscountCents?: number | null;
  makeAmendsDiscountCents?: number | null;
  cashbackCents?: number | null;
  assemblyPriceCents?: number | null;
  assemblyPriceSecondaryCents?: number | null;
  extraServicePriceCents?: number | null;
  extraWarrantyPriceCents?: number | null;
  freeAssembly?: boolean;
  freeAssemblyDismissable?: boolean;
  freeExtraService?: boolean;
  freeExtraWarranty?: boolean;
  freeExtraWarrantyDismissable?: boolean;
  pickUpDiscountCents?: number | null;
  expired?: boolean;
  energyClass?: string | null;
  stockEstimatedDate?: string | null;
  ratingAverage?: number | null;
  ratingCount?: number;
  popularity?: number;
  createdAt?: Date;
  searchKeywords?: string;
}

export interface ProductImageInsert {
  productId: number;
  position: number;
  view: string;
  alt: string;
}

export interface CombinationInsert {
  slug: string;
  name: string;
  combinationId: number;
  discountCents: number;
}

export interface CombinationProductInsert {
  productId: number;
  position: number;
  combinationId: number;
}

export interface ProductFaqInsert {
  position: number;
  faqId: number;
  question: string;
  answer: string;
  productId?: number | null;
  productType?: string | null;
}

export interface FilterInsert {
  position: number;
  filterId: number;
  key: string;
  label: string;
  kind: "values" | "range";
  productType?: string | null;
  unit?: string | null;
  staffOnly?: boolean;
}

export interface InformationInsert {
  key: string;
  informationId: number;
  title: string;
  body: string;
}

export interface PriceHistoryInsert {
  productId: number;
  priceCents: number;
  /** What the shopper paid from then on: the list price less the cash-desk discount. */
  sellingPriceCents: number;
  validFrom: Date;
}

export interface RewriteInsert {
  rewriteId: number;
  fromPath: string;
  toPath: string;
}

export interface SearchTermInsert {
  term: string;
  frequency: number;
  /** For another name of an appliance ("frigo"), the word the catalogue uses ("koelkast"). */
  means?: string | null;
}

export interface ProductTagInsert {
  slug: string;
  name: string;
  position: number;
  tagId: number;
}

export interface ProductTagLinkInsert {
  productId: number;
  tagId: number;
}

export interface HubInsert {
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface BrandInsert {
  slug: string;
  name: string;
  country: string;
  description: string;
  position: number;
}

export interface ProductTypeInsert {
  name: string;
  code: string;
  namePlural: string;
  specifications: SpecificationDefinition[];
}

export interface CategoryInsert {
  slug: string;
  name: string;
  description: string;
  position: number;
  productType: string;
  categoryId: number;
  hubSlug: string;
}
