/**
 * Writes a generated catalogue into the database in one transaction, so that a
 * crash halfway leaves an empty catalogue (seeded again on the next start) rather
 * than half of one.
 */
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { Database } from "../client";
import * as schema from "../schema";

/**
 * The rows of a whole catalogue, in the tables' own insert types. Whoever makes
 * one (the demo generator in src/demo/catalogue) hands it over as it is: the
 * compiler checks it against these types where the two meet.
 */
export interface CatalogueRows {
  hubs: readonly (typeof schema.hubs.$inferInsert)[];
  brands: readonly (typeof schema.brands.$inferInsert)[];
  productTypes: readonly (typeof schema.productTypes.$inferInsert)[];
  categories: readonly (typeof schema.categories.$inferInsert)[];
  products: readonly (typeof schema.products.$inferInsert)[];
  productImages: readonly (typeof schema.productImages.$inferInsert)[];
  priceHistory: readonly (typeof schema.priceHistory.$inferInsert)[];
  combinations: readonly (typeof schema.combinations.$inferInsert)[];
  combinationProducts: readonly (typeof schema.combinationProducts.$inferInsert)[];
  productFaqs: readonly (typeof schema.productFaqs.$inferInsert)[];
  productTags: readonly (typeof schema.productTags.$inferInsert)[];
  productTagLinks: readonly (typeof schema.productTagLinks.$inferInsert)[];
  rewrites: readonly (typeof schema.rewrites.$inferInsert)[];
  information: readonly (typeof schema.information.$inferInsert)[];
  filters: readonly (typeof schema.filterDefinitions.$inferInsert)[];
  searchTerms: readonly (typeof schema.searchTerms.$inferInsert)[];
  /** Issue 22: the kitchens and the showroom's (optional: a catalogue of appliances alone has none). */
  kitchens?: readonly (typeof schema.kitchens.$inferInsert)[];
  showroomKitchens?: readonly (typeof schema.showroomKitchens.$inferInsert)[];
}

// PostgreSQL takes at most 65,535 parameters per statement; products have 36
// columns one can write, so 1,000 rows stay well below it.
const ROWS_PER_INSERT = 1000;

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.products);
  return (row?.count ?? 0) === 0;
}

export async function seedCatalogue(db: Database, catalogue: CatalogueRows): Promise<void> {
  await db.transaction(async (tx) => {
    // The catalogue brings its own price history: the trigger on products (issue 21) would add a point
    // "now" for every product it inserts (drizzle/0018_products_sql.sql).
    await tx.execute(sql`select set_config('stekker.price_history', 'off', true)`);
    // Children first, so a re-seed of a filled database replaces it whole.
    for (const table of [
      schema.showroomKitchens,
      schema.kitchens,
      schema.productTagLinks,
      schema.productTags,
      schema.productFaqs,
      schema.rewrites,
      schema.information,
      schema.filterDefinitions,
      schema.searchTerms,
      schema.combinationProducts,
      schema.combinations,
      schema.priceHistory,
      schema.productImages,
      schema.products,
      schema.categories,
      schema.productTypes,
      schema.brands,
      schema.hubs,
    ]) {
      await tx.delete(table);
    }
    // One typed insert per table: each call checks its rows against its table.
    const insert = async <Table extends PgTable>(table: Table, rows: readonly Table["$inferInsert"][]) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await tx.insert(table).values(rows.slice(start, start + ROWS_PER_INSERT));
      }
    };
    await insert(schema.hubs, catalogue.hubs);
    await insert(schema.brands, catalogue.brands);
    await insert(schema.productTypes, catalogue.productTypes);
    await insert(schema.categories, catalogue.categories);
    // Written category by category, so the products of a category share heap pages:
    // a category page then reads about a fifth of the pages it would otherwise.
    await insert(schema.products, [...catalogue.products].sort((a, b) => a.categoryId - b.categoryId || a.productId - b.productId));
    await insert(schema.productImages, catalogue.productImages);
    await insert(schema.priceHistory, catalogue.priceHistory);
    await insert(schema.combinations, catalogue.combinations);
    await insert(schema.combinationProducts, catalogue.combinationProducts);
    await insert(schema.productFaqs, catalogue.productFaqs);
    await insert(schema.productTags, catalogue.productTags);
    await insert(schema.productTagLinks, catalogue.productTagLinks);
    await insert(schema.rewrites, catalogue.rewrites);
    await insert(schema.information, catalogue.information);
    await insert(schema.filterDefinitions, catalogue.filters);
    await insert(schema.searchTerms, catalogue.searchTerms);
    await insert(schema.kitchens, catalogue.kitchens ?? []);
    await insert(schema.showroomKitchens, catalogue.showroomKitchens ?? []);
  });
  // Fresh statistics, so the planner knows a category holds thousands of
  // products rather than guessing, and picks its plans accordingly.
  await db.execute(sql`analyze`);
}
