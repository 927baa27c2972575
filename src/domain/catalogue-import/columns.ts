/**
 * The columns of the catalogue's spreadsheet (issue 21, part E): the export
 * writes them in this order and the import reads them by name, so that export →
 * edit → import round-trips. A file may hold only some of them (a supplier's
 * price list: productId;price;stock): a column that is absent leaves that field
 * alone; an empty cell clears a field that may be empty and is refused for one
 * that may not. Either productId or ean must be there, to find the product.
 *
 * Amounts are euros ("1299,00"), flags ja/nee, days JJJJ-MM-DD, brand its slug,
 * category its slug (its number is accepted too).
 */
export const IMPORT_COLUMNS = [
  "productId",
  "ean",
  "slug",
  "name",
  "series",
  "brand",
  "category",
  "colour",
  "description",
  "price",
  "cashDeskDiscount",
  "makeAmendsDiscount",
  "cashback",
  "deliveryCost",
  "assemblyPrice",
  "assemblyPriceSecondary",
  "extraServicePrice",
  "extraWarrantyPrice",
  "pickUpDiscountPrice",
  "freeAssembly",
  "freeAssemblyDismissable",
  "freeExtraService",
  "freeExtraWarranty",
  "freeExtraWarrantyDismissable",
  "expired",
  "energyClass",
  "stock",
  "stockEstimatedDate",
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns that hold an amount in euros (cents inside). */
export const AMOUNT_COLUMNS = [
  "price",
  "cashDeskDiscount",
  "makeAmendsDiscount",
  "cashback",
  "deliveryCost",
  "assemblyPrice",
  "assemblyPriceSecondary",
  "extraServicePrice",
  "extraWarrantyPrice",
  "pickUpDiscountPrice",
] as const satisfies readonly ImportColumn[];

export const FLAG_COLUMNS = ["freeAssembly", "freeAssemblyDismissable", "freeExtraService", "freeExtraWarranty", "freeExtraWarrantyDismissable", "expired"] as const satisfies readonly ImportColumn[];

/** What a new product cannot do without; the rest has a default (empty, nee, 0). */
export const REQUIRED_FOR_NEW: readonly ImportColumn[] = ["ean", "slug", "name", "brand", "category", "price", "deliveryCost"];

/** The values of one product as the spreadsheet holds them: amounts in cents, the category as its id. */
export interface ImportValues {
  productId: number;
  ean: string;
  slug: string;
  name: string;
  series: string;
  brand: string;
  categoryId: number;
  colour: string;
  description: string;
  price: number;
  cashDeskDiscount: number | null;
  makeAmendsDiscount: number | null;
  cashback: number | null;
  deliveryCost: number;
  assemblyPrice: number | null;
  assemblyPriceSecondary: number | null;
  extraServicePrice: number | null;
  extraWarrantyPrice: number | null;
  pickUpDiscountPrice: number | null;
  freeAssembly: boolean;
  freeAssemblyDismissable: boolean;
  freeExtraService: boolean;
  freeExtraWarranty: boolean;
  freeExtraWarrantyDismissable: boolean;
  expired: boolean;
  energyClass: string | null;
  stock: number;
  stockEstimatedDate: string | null;
}

/** The field of ImportValues a column writes (the category column writes categoryId). */
export type ImportField = keyof ImportValues;
export const fieldOfColumn = (column: ImportColumn): ImportField => (column === "category" ? "categoryId" : column);

/** A column's header as written and read: the name itself; reading ignores case and spaces around it. */
export function columnOfHeader(header: string): ImportColumn | null {
  const wanted = header.trim().toLowerCase();
  return IMPORT_COLUMNS.find((column) => column.toLowerCase() === wanted) ?? null;
}
