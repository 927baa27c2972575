import "server-only";

/**
 * After an admin writes a product, a bulk action or a combination (issue 21,
 * part A), every copy of product data must follow at once:
 *
 * - other instances hear it from the database: the trigger on `products`,
 *   `price_history`, `combinations` … (drizzle/0008_catalogue_change_notices.sql)
 *   sends `NOTIFY stekker_catalogue` at commit; each instance drops its page
 *   cache and in-process copies (host/start.ts);
 * - this instance drops its own copies right after the commit, without waiting
 *   for its notice: the catalogue generation (every memo and per-database copy
 *   made before it is not used again) and the reference data (brands' product
 *   types change when a product expires or moves).
 */
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";
import { clearReferenceData } from "@/server/catalogue/reference-data";
import type { Database } from "@/server/db/client";

export function catalogueDataChanged(db: Database): void {
  noteCatalogueChange();
  clearReferenceData(db);
}
