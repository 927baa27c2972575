/** The shapes of the catalogue routes' answers as the back office reads them (schemas/answers/catalogue-admin.ts). */
export interface ProductListItem {
  productId: number;
  name: string;
  brand: string;
  brandName: string;
  categoryId: number;
  categoryName: string;
  ean: string;
  slug: string;
  url: string;
  imageUrl: string;
  price: number;
  sellingPrice: number;
  cashDeskDiscount: number | null;
  makeAmendsDiscount: number | null;
  cashback: number | null;
  stock: number;
  stockEstimatedDate: string | null;
  expired: boolean;
  missing: string[];
}

export interface CustomerView {
  sellingPrice: number;
  wasPrice: number | null;
  reason: "shown" | "noReduction" | "noHistory" | "paidLess";
  explanation: string;
  lowestPaidBeforeReduction: number | null;
  reductionStart: string | null;
}

export interface PricePointJson {
  price: number;
  sellingPrice: number;
  validFrom: string;
}

export interface SpecificationChoice {
  key: string;
  label: string;
  kind: "number" | "enum" | "boolean";
  unit: string | null;
  group: "properties" | "dimensions" | "energy" | "warranty";
  values: string[];
}

export interface CatalogueChoices {
  categories: { categoryId: number; slug: string; name: string; hubSlug: string; productType: string }[];
  brands: { slug: string; name: string }[];
  tags: { tagId: number; slug: string; name: string }[];
  productTypes: { code: string; name: string; needsEnergyLabel: boolean; specifications: SpecificationChoice[] }[];
  energyClasses: string[];
}
