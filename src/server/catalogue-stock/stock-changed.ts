import "server-only";

/**
 * After staff change stock, an expected stock date or shop-only data, the
 * delivery promises and pages follow at once (issue 21, point 3; decisions §9):
 *
 * - every instance hears it from the database: the triggers on `products`,
 *   `product_shop_stock` and `product_shop_options` send `NOTIFY
 *   stekker_catalogue` at commit (drizzle/0008 and the stock custom migration),
 *   which drops each instance's shared page cache and in-process copies, and
 *   wakes the "weer op voorraad" mails when stock came back;
 * - this instance does not wait for its own notice: its in-process copies are
 *   dropped right after the commit, so the very next request (the member's own
 *   look at the product page) computes the promise from the new stock.
 */
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";

export function stockChanged(): void {
  noteCatalogueChange();
}
