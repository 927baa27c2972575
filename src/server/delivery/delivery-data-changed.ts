import "server-only";

/**
 * After an admin changes a special date or a delivery rule, the checkout must
 * follow at once, on every instance (issue 20, point 7):
 *
 * - other instances hear it from the database itself: the trigger on
 *   `special_dates` and `delivery_rules` (drizzle/0008_catalogue_change_notices.sql)
 *   sends `NOTIFY stekker_catalogue` at commit, and each instance's listener
 *   (host/start.ts) drops its in-process copies and its shared page cache, so
 *   no product page keeps promising "morgen in huis" for a day that closed;
 * - this instance does not wait for its own notice to come back: the copies
 *   are dropped here, right after the commit, so the very next request (the
 *   admin's own check of the checkout) computes the days from the new data.
 */
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";

export function deliveryDataChanged(): void {
  noteCatalogueChange();
}
