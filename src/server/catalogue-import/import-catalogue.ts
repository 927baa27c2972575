import "server-only";

/**
 * POST /api/catalogue/import/ (issue 21, part E): a spreadsheet of products,
 * prices and stock. The dry run reports what every row would do and writes
 * nothing; the real run plans again inside one transaction, with the products
 * table locked against other writers, refuses the whole file when any row is
 * refused, and else writes every change with a handful of set-based statements
 * (one UPDATE and one INSERT for all rows, whatever their number), so that
 * 50,000 rows take seconds (docs/PERFORMANCE.md). The price history follows
 * from the products table's own trigger, not from here.
 */
import { sql } from "drizzle-orm";

import { columnOfHeader, type ImportColumn, type ImportValues } from "@/domain/catalogue-import/columns";
import { type ImportPlan, planImport, type ReadRow, type RowReport } from "@/domain/catalogue-import/plan-import";
import { parseImportRow } from "@/schemas/catalogue-admin/import-row";
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";

import { currentCatalogue } from "./catalogue-values";
import { readSpreadsheet } from "./spreadsheet";

/** More rows than a shop's whole catalogue is a mistake (or an attack), not an import. */
export const MAX_IMPORT_ROWS = 100_000;

export interface ImportReport {
  dryRun: boolean;
  /** True once the real run has written it all; false for a dry run. */
  applied: boolean;
  columns: ImportColumn[];
  counts: ImportPlan["counts"];
  rows: RowReport[];
}

export async function importCatalogue(db: Database, bytes: Uint8Array, options: { dryRun: boolean; today: string }): Promise<ImportReport> {
  const { columns, rows } = await readRows(bytes);
  const report = await db.transaction(async (tx) => {
    // Nobody else writes products between this plan and its writing; readers go on.
    if (!options.dryRun) await tx.execute(sql`lock table products in share row exclusive mode`);
    const plan = planImport(columns, rows, await currentCatalogue(tx as unknown as Database));
    const answer: ImportReport = { dryRun: options.dryRun, applied: false, columns, counts: plan.counts, rows: plan.rows };
    if (options.dryRun) return answer;
    if (plan.counts.refused > 0) {
      const refused = plan.rows.filter((row) => row.outcome === "refused");
      throw new ApiError(
        422,
        `Er is niets ingelezen: ${refused.length === 1 ? "1 regel is" : `${refused.length} regels zijn`} geweigerd. Verbeter ${refused.length === 1 ? "die regel" : "die regels"} en lees het bestand opnieuw in.`,
        refused.flatMap((row) => row.problems.map((problem) => ({ field: `rows.${row.line}.${problem.field}`, errorMessage: `Regel ${row.line}: ${problem.message}` }))),
        {},
        { report: answer },
      );
    }
    await applyPlan(tx as unknown as Database, plan, options.today);
    return { ...answer, applied: true };
  });
  if (report.applied && report.counts.change + report.counts.new > 0) noteCatalogueChange();
  return report;
}

async function readRows(bytes: Uint8Array): Promise<{ columns: ImportColumn[]; rows: ReadRow[] }> {
  const sheet = await readSpreadsheet(bytes);
  const columns: (ImportColumn | null)[] = sheet.header.map(columnOfHeader);
  const problems = sheet.header.flatMap((header, index) => {
    if (header === "") return [`kolom ${index + 1} heeft geen naam`];
    if (columns[index] === null) return [`kolom ${header} is onbekend`];
    if (columns.indexOf(columns[index]!) !== index) return [`kolom ${header} staat er twee keer in`];
    return [];
  });
  if (problems.length > 0) {
    throw new ApiError(422, `De kolomnamen kloppen niet: ${problems.join("; ")}. Gebruik de kolommen van de export.`, problems.map((message) => ({ field: "header", errorMessage: message })));
  }
  if (sheet.rows.length === 0) throw new ApiError(422, "Het bestand heeft geen regels onder de kolomnamen.", [{ field: "file", errorMessage: "Geen regels om in te lezen" }]);
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw new ApiError(413, `Het bestand heeft ${sheet.rows.length} regels; het maximum is ${MAX_IMPORT_ROWS}.`);
  const known = columns as ImportColumn[];
  return {
    columns: known,
    rows: sheet.rows.map(({ line, cells }) => {
      const byColumn: Partial<Record<ImportColumn, string>> = {};
      known.forEach((column, index) => (byColumn[column] = cells[index] ?? ""));
      const { values, problems: cellProblems } = parseImportRow(byColumn);
      return { line, values, problems: cellProblems };
    }),
  };
}

/** The record's columns in SQL, as jsonb_to_recordset reads the plan's rows. */
const RECORD = sql.raw(
  `"productId" int, ean text, slug text, name text, series text, brand text, "categoryId" int, colour text, description text, price int, "cashDeskDiscount" int, "makeAmendsDiscount" int, cashback int, "deliveryCost" int, "assemblyPrice" int, "assemblyPriceSecondary" int, "extraServicePrice" int, "extraWarrantyPrice" int, "pickUpDiscountPrice" int, "freeAssembly" boolean, "freeAssemblyDismissable" boolean, "freeExtraService" boolean, "freeExtraWarranty" boolean, "freeExtraWarrantyDismissable" boolean, expired boolean, "energyClass" text, stock int, "stockEstimatedDate" date`,
);

/**
 * The words a shopper may search for that live in other tables (products.search_keywords):
 * the brand, the product type's names, the category and its hub. The seed adds a
 * type's enum values too; a product moved by an import keeps to these.
 */
const KEYWORDS = sql.raw(
  `(select concat_ws(' ', b.name, t.name, t.name_plural, c.name, h.name) from brands b, categories c join product_types t on t.code = c.product_type join hubs h on h.slug = c.hub_slug where b.slug = r.brand and c.category_id = r."categoryId")`,
);

async function applyPlan(db: Database, plan: ImportPlan, today: string): Promise<void> {
  const records = (rows: ImportValues[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${RECORD})`;
  if (plan.moved.length > 0) {
    // A product whose address changes answers 301 from the old one (chains of earlier moves re-pointed), as the product form does
    // (server/catalogue-admin/product-rewrite.ts, one product at a time); here for every moved row in one statement.
    await db.execute(sql`
      with moved as (
        select '/' || oc.slug || '/' || p.slug || '/' as from_path, '/' || nc.slug || '/' || r.slug || '/' as to_path
        from products p join ${records(plan.moved)} on r."productId" = p.product_id
        join categories oc on oc.category_id = p.category_id join categories nc on nc.category_id = r."categoryId"
        where p.slug <> r.slug or p.category_id <> r."categoryId"
      ), cleared as (
        -- The new address is a product again: a rewrite from it would send a shopper away (product-rewrite.ts does the same).
        delete from rewrites w using moved m where w.from_path = m.to_path
      ), repointed as (
        update rewrites w set to_path = m.to_path from moved m where w.to_path = m.from_path and w.from_path <> m.to_path
      )
      insert into rewrites (rewrite_id, from_path, to_path)
      select (select coalesce(max(rewrite_id), 0) from rewrites) + row_number() over (order by from_path), from_path, to_path from moved
      on conflict (from_path) do update set to_path = excluded.to_path`);
  }
  if (plan.updates.length > 0) {
    await db.execute(sql`
      update products p set
        ean = r.ean, slug = r.slug, name = r.name, series = r.series, brand_slug = r.brand, category_id = r."categoryId",
        colour = r.colour, description = r.description, price_cents = r.price, cash_desk_discount_cents = r."cashDeskDiscount",
        make_amends_discount_cents = r."makeAmendsDiscount", cashback_cents = r.cashback, delivery_cost_cents = r."deliveryCost",
        assembly_price_cents = r."assemblyPrice", assembly_price_secondary_cents = r."assemblyPriceSecondary",
        extra_service_price_cents = r."extraServicePrice", extra_warranty_price_cents = r."extraWarrantyPrice",
        pick_up_discount_cents = r."pickUpDiscountPrice", free_assembly = r."freeAssembly", free_assembly_dismissable = r."freeAssemblyDismissable",
        free_extra_service = r."freeExtraService", free_extra_warranty = r."freeExtraWarranty",
        free_extra_warranty_dismissable = r."freeExtraWarrantyDismissable", expired = r.expired, energy_class = r."energyClass",
        stock = r.stock, stock_estimated_date = r."stockEstimatedDate",
        search_keywords = case when p.brand_slug <> r.brand or p.category_id <> r."categoryId" then coalesce(${KEYWORDS}, p.search_keywords) else p.search_keywords end
      from ${records(plan.updates)}
      where p.product_id = r."productId"`);
  }
  if (plan.inserts.length > 0) {
    await db.execute(sql`
      insert into products (
        product_id, ean, slug, name, series, brand_slug, product_type, category_id, colour, description, price_cents,
        cash_desk_discount_cents, make_amends_discount_cents, cashback_cents, delivery_cost_cents, assembly_price_cents,
        assembly_price_secondary_cents, extra_service_price_cents, extra_warranty_price_cents, pick_up_discount_cents,
        free_assembly, free_assembly_dismissable, free_extra_service, free_extra_warranty, free_extra_warranty_dismissable,
        expired, energy_class, specifications, stock, stock_estimated_date, released_at, search_keywords)
      select r."productId", r.ean, r.slug, r.name, r.series, r.brand, c.product_type, r."categoryId", r.colour, r.description, r.price,
        r."cashDeskDiscount", r."makeAmendsDiscount", r.cashback, r."deliveryCost", r."assemblyPrice",
        r."assemblyPriceSecondary", r."extraServicePrice", r."extraWarrantyPrice", r."pickUpDiscountPrice",
        r."freeAssembly", r."freeAssemblyDismissable", r."freeExtraService", r."freeExtraWarranty", r."freeExtraWarrantyDismissable",
        r.expired, r."energyClass", '{}'::jsonb, r.stock, r."stockEstimatedDate", ${today}::date, coalesce(${KEYWORDS}, '')
      from ${records(plan.inserts)} join categories c on c.category_id = r."categoryId"`);
  }
}
