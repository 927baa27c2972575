/**
 * One row of the catalogue's spreadsheet (issue 21, part E), cell by cell: the
 * same field rules as the product form (fields.ts), so the import refuses the
 * same values for the same Dutch reason. Every cell arrives as text (the reader
 * turns XLSX numbers, dates and booleans into text first); a column that the
 * file does not have is not looked at.
 */
import { z } from "zod";

import { type ImportColumn } from "@/domain/catalogue-import/columns";
import type { RowValues } from "@/domain/catalogue-import/plan-import";
import { FORMULA_START } from "@/domain/export/csv";

import { eanField, euroCents, optionalEuroCents, optionalIsoDay, requiredText, slugField, stockCount, yesNo } from "./fields";

/** The energy label's classes: A to G, and the old scale's A+++ to D. */
export const ENERGY_CLASSES = ["A+++", "A++", "A+", "A", "B", "C", "D", "E", "F", "G"] as const;

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const optionalText = (label: string, max: number) => z.string(`${label} moet tekst zijn`).trim().max(max, `${label} mag hoogstens ${max} tekens lang zijn`);

const productId = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : emptyToNull(value)),
  z.number("productId moet een productnummer zijn (een heel getal)").int("productId moet een heel getal zijn").min(1, "productId moet groter dan 0 zijn").nullable(),
);

/** The category by its slug or its number; which one exists is for the plan to find out. */
const category = z
  .string("category is verplicht: de slug of het nummer van de categorie")
  .trim()
  .min(1, "category is verplicht: de slug of het nummer van de categorie")
  .max(120, "category is te lang");

const brand = z
  .string("brand is verplicht: de slug van het merk")
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "brand moet de slug van een merk zijn, zoals bosch of miele");

const energyClass = z.preprocess(
  (value) => (typeof value === "string" ? (value.trim() === "" ? null : value.trim().toUpperCase()) : value),
  z.enum(ENERGY_CLASSES, `energyClass moet een energieklasse zijn: ${ENERGY_CLASSES.join(", ")} of leeg`).nullable(),
);

/** The rule of each column. */
export const IMPORT_CELL_RULES = {
  productId,
  ean: eanField,
  slug: slugField,
  name: requiredText("name", 200),
  series: optionalText("series", 100),
  brand,
  category,
  colour: optionalText("colour", 60),
  description: optionalText("description", 10_000),
  price: euroCents("price"),
  cashDeskDiscount: optionalEuroCents("cashDeskDiscount"),
  makeAmendsDiscount: optionalEuroCents("makeAmendsDiscount"),
  cashback: optionalEuroCents("cashback"),
  deliveryCost: euroCents("deliveryCost"),
  assemblyPrice: optionalEuroCents("assemblyPrice"),
  assemblyPriceSecondary: optionalEuroCents("assemblyPriceSecondary"),
  extraServicePrice: optionalEuroCents("extraServicePrice"),
  extraWarrantyPrice: optionalEuroCents("extraWarrantyPrice"),
  pickUpDiscountPrice: optionalEuroCents("pickUpDiscountPrice"),
  freeAssembly: yesNo("freeAssembly"),
  freeAssemblyDismissable: yesNo("freeAssemblyDismissable"),
  freeExtraService: yesNo("freeExtraService"),
  freeExtraWarranty: yesNo("freeExtraWarranty"),
  freeExtraWarrantyDismissable: yesNo("freeExtraWarrantyDismissable"),
  expired: yesNo("expired"),
  energyClass,
  stock: stockCount("stock"),
  stockEstimatedDate: optionalIsoDay("stockEstimatedDate"),
} satisfies Record<ImportColumn, z.ZodType>;


export interface CellProblem {
  column: ImportColumn;
  message: string;
}

/**
 * The export puts an apostrophe before a cell that a spreadsheet would run as a
 * formula (CSV injection, domain/export/csv.ts); reading takes it off again, so
 * that such a name round-trips.
 */
export function withoutFormulaGuard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Reads the cells of the columns the file has; each cell that breaks its rule gives the rule's message. */
export function parseImportRow(cells: Partial<Record<ImportColumn, string>>): { values: RowValues; problems: CellProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: CellProblem[] = [];
  for (const [column, cell] of Object.entries(cells) as [ImportColumn, string][]) {
    const parsed = IMPORT_CELL_RULES[column].safeParse(withoutFormulaGuard(cell));
    if (parsed.success) values[column] = parsed.data;
    else problems.push({ column, message: parsed.error.issues[0]?.message ?? `${column} klopt niet` });
  }
  return { values: values as RowValues, problems };
}
