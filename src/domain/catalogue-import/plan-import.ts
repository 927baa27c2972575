/**
 * What an import would do, row by row (issue 21, part E): the dry run shows it,
 * the real run writes it, both from this one plan. A row finds its product by
 * productId, else by EAN; it then changes some fields (each named with its old
 * and new value), changes nothing, makes a new product, or is refused with
 * every reason why. Pure: the current catalogue and the rows come in, nothing
 * is read or written here.
 */
import { AMOUNT_COLUMNS, FLAG_COLUMNS, fieldOfColumn, type ImportColumn, type ImportField, type ImportValues, REQUIRED_FOR_NEW } from "./columns";

/** A row as the cell rules read it: the category still as written, productId null when empty. */
export type RowValues = Partial<Omit<ImportValues, "categoryId" | "productId">> & { productId?: number | null; category?: string };

export interface ReadRow {
  /** The line in the file (the header is line 1). */
  line: number;
  values: RowValues;
  /** Cells that broke their rule. */
  problems: readonly { column: ImportColumn; message: string }[];
}

export interface CategoryRef {
  categoryId: number;
  slug: string;
  productType: string;
}

export interface CurrentCatalogue {
  products: ReadonlyMap<number, ImportValues>;
  brands: ReadonlySet<string>;
  categories: readonly CategoryRef[];
}

export type RowOutcome = "change" | "new" | "unchanged" | "refused";

export interface FieldChange {
  field: ImportColumn;
  from: string | null;
  to: string | null;
}

export interface RowReport {
  line: number;
  productId: number | null;
  name: string | null;
  outcome: RowOutcome;
  changes: FieldChange[];
  problems: { field: ImportColumn | "row"; message: string }[];
}

export interface ImportPlan {
  rows: RowReport[];
  counts: Record<RowOutcome, number>;
  /** The whole new record of each product that changes, and of each new one. */
  updates: ImportValues[];
  inserts: ImportValues[];
  /** The updates whose address changes (slug or category): their old address answers 301. */
  moved: ImportValues[];
}

const DEFAULTS: Omit<ImportValues, "productId" | "ean" | "slug" | "name" | "brand" | "categoryId" | "price" | "deliveryCost"> = {
  series: "",
  colour: "",
  description: "",
  cashDeskDiscount: null,
  makeAmendsDiscount: null,
  cashback: null,
  assemblyPrice: null,
  assemblyPriceSecondary: null,
  extraServicePrice: null,
  extraWarrantyPrice: null,
  pickUpDiscountPrice: null,
  freeAssembly: false,
  freeAssemblyDismissable: false,
  freeExtraService: false,
  freeExtraWarranty: false,
  freeExtraWarrantyDismissable: false,
  expired: false,
  energyClass: null,
  stock: 0,
  stockEstimatedDate: null,
};

/** Amounts that must stay below the price, checked when either side changes. */
const BELOW_PRICE = ["cashDeskDiscount", "makeAmendsDiscount", "cashback", "pickUpDiscountPrice"] as const;

const AMOUNTS = new Set<ImportColumn>(AMOUNT_COLUMNS);
const FLAGS = new Set<ImportColumn>(FLAG_COLUMNS);

/** Euro cents as the spreadsheet writes them: 1299,00. */
export function eurosText(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** A value as the spreadsheet writes it; null for an empty cell. */
export function cellText(column: ImportColumn, value: ImportValues[ImportField], categories: readonly CategoryRef[]): string | null {
  if (value === null || value === undefined) return null;
  if (column === "category") return categories.find((c) => c.categoryId === value)?.slug ?? String(value);
  if (AMOUNTS.has(column)) return eurosText(value as number);
  if (FLAGS.has(column)) return value ? "ja" : "nee";
  return String(value);
}

export function planImport(columns: readonly ImportColumn[], rows: readonly ReadRow[], current: CurrentCatalogue): ImportPlan {
  const categoryByKey = new Map<string, CategoryRef>();
  for (const category of current.categories) {
    categoryByKey.set(category.slug, category);
    categoryByKey.set(String(category.categoryId), category);
  }
  const categoryById = new Map(current.categories.map((c) => [c.categoryId, c]));
  const productByEan = new Map<string, number>();
  const productBySlug = new Map<string, number>();
  let nextId = 1;
  for (const product of current.products.values()) {
    productByEan.set(product.ean, product.productId);
    productBySlug.set(`${product.categoryId}/${product.slug}`, product.productId);
    nextId = Math.max(nextId, product.productId + 1);
  }
  for (const row of rows) if (typeof row.values.productId === "number") nextId = Math.max(nextId, row.values.productId + 1);

  const present = new Set(columns);
  const canFind = present.has("productId") || present.has("ean");
  // Which line of the file already claimed a product, an EAN, a slug in a category.
  const lineOfProduct = new Map<number, number>();
  const lineOfEan = new Map<string, number>();
  const lineOfSlug = new Map<string, number>();

  const reports: RowReport[] = [];
  const updates: ImportValues[] = [];
  const inserts: ImportValues[] = [];
  const moved: ImportValues[] = [];

  for (const row of rows) {
    const problems: RowReport["problems"] = row.problems.map((p) => ({ field: p.column, message: p.message }));
    const v = row.values;
    const refuse = (field: ImportColumn | "row", message: string) => problems.push({ field, message });

    // Find the product: by productId, else by EAN.
    let existing: ImportValues | undefined;
    let productId: number | null = null;
    if (!canFind) refuse("row", "Het bestand heeft geen kolom productId of ean: zo is niet te vinden welk product een regel bedoelt");
    else if (typeof v.productId === "number") {
      productId = v.productId;
      existing = current.products.get(v.productId);
      const eanOwner = v.ean === undefined ? undefined : productByEan.get(v.ean);
      if (!existing && eanOwner !== undefined) refuse("productId", `productId ${v.productId} bestaat niet, maar EAN ${v.ean} hoort bij product ${eanOwner}`);
    } else if (v.ean !== undefined) {
      const owner = productByEan.get(v.ean);
      existing = owner === undefined ? undefined : current.products.get(owner);
      productId = existing?.productId ?? null;
    } else if (!row.problems.some((p) => p.column === "productId" || p.column === "ean")) {
      refuse("row", "Vul productId of ean in: zo is niet te vinden welk product deze regel bedoelt");
    }
    if (productId !== null) {
      const earlier = lineOfProduct.get(productId);
      if (earlier !== undefined) refuse("row", `Product ${productId} staat ook al op regel ${earlier}`);
      else lineOfProduct.set(productId, row.line);
    }

    // The category as its id.
    let categoryId: number | undefined;
    if (v.category !== undefined) {
      const category = categoryByKey.get(v.category);
      if (!category) refuse("category", `Categorie ${v.category} bestaat niet`);
      else {
        categoryId = category.categoryId;
        const before = existing ? categoryById.get(existing.categoryId) : undefined;
        if (before && before.productType !== category.productType)
          refuse("category", `Categorie ${category.slug} is voor een ander soort product (${category.productType}) dan ${before.slug} (${before.productType}); verplaats het in het productformulier`);
      }
    }
    if (v.brand !== undefined && !current.brands.has(v.brand)) refuse("brand", `Merk ${v.brand} bestaat niet`);

    if (!existing) {
      for (const column of REQUIRED_FOR_NEW) {
        if (!present.has(column)) refuse(column, `Een nieuw product heeft ${column} nodig, en het bestand heeft die kolom niet`);
      }
    }

    // The record after this row: the old one with the columns the file has.
    const { productId: _rowId, category: _category, ...given } = v;
    const merged = {
      ...(existing ?? { ...DEFAULTS, productId: productId ?? 0 }),
      ...given,
      ...(categoryId !== undefined ? { categoryId } : {}),
    } as ImportValues;

    if (merged.ean !== undefined && v.ean !== undefined) {
      const owner = productByEan.get(merged.ean);
      if (owner !== undefined && owner !== (existing?.productId ?? productId)) refuse("ean", `EAN ${merged.ean} hoort al bij product ${owner}`);
      const earlier = lineOfEan.get(merged.ean);
      if (earlier !== undefined) refuse("ean", `EAN ${merged.ean} staat ook al op regel ${earlier}`);
      else lineOfEan.set(merged.ean, row.line);
    }
    if (merged.slug !== undefined && merged.categoryId !== undefined && (v.slug !== undefined || categoryId !== undefined)) {
      const key = `${merged.categoryId}/${merged.slug}`;
      const owner = productBySlug.get(key);
      if (owner !== undefined && owner !== (existing?.productId ?? productId)) refuse("slug", `Slug ${merged.slug} is in deze categorie al van product ${owner}`);
      const earlier = lineOfSlug.get(key);
      if (earlier !== undefined) refuse("slug", `Slug ${merged.slug} staat in deze categorie ook al op regel ${earlier}`);
      else lineOfSlug.set(key, row.line);
    }
    for (const column of BELOW_PRICE) {
      const amount = merged[column];
      const touched = v[column] !== undefined || v.price !== undefined;
      if (touched && amount !== null && amount !== undefined && merged.price !== undefined && amount >= merged.price && !problems.some((p) => p.field === column || p.field === "price"))
        refuse(column, `${column} (${eurosText(amount)}) moet lager zijn dan de prijs (${eurosText(merged.price)})`);
    }

    const name = merged.name ?? null;
    if (problems.length > 0) {
      reports.push({ line: row.line, productId, name, outcome: "refused", changes: [], problems });
      continue;
    }
    if (!existing) {
      const id = productId ?? nextId++;
      const record = { ...merged, productId: id };
      lineOfProduct.set(id, row.line);
      inserts.push(record);
      const changes = columns.filter((c) => c !== "productId").map((c) => ({ field: c, from: null, to: cellText(c, record[fieldOfColumn(c)], current.categories) }));
      reports.push({ line: row.line, productId: id, name, outcome: "new", changes, problems: [] });
      continue;
    }
    const changes: FieldChange[] = [];
    for (const column of columns) {
      if (column === "productId") continue;
      const field = fieldOfColumn(column);
      if (existing[field] !== merged[field]) changes.push({ field: column, from: cellText(column, existing[field], current.categories), to: cellText(column, merged[field], current.categories) });
    }
    if (changes.length > 0) updates.push(merged);
    if (merged.slug !== existing.slug || merged.categoryId !== existing.categoryId) moved.push(merged);
    reports.push({ line: row.line, productId: existing.productId, name, outcome: changes.length > 0 ? "change" : "unchanged", changes, problems: [] });
  }

  const counts: Record<RowOutcome, number> = { change: 0, new: 0, unchanged: 0, refused: 0 };
  for (const report of reports) counts[report.outcome]++;
  return { rows: reports, counts, updates, inserts, moved };
}
