import "server-only";

/**
 * After an admin saves the settings, every cart, promise and page must follow
 * at once, on every instance: the other instances hear it from the table's
 * trigger (NOTIFY at commit; each listener drops its copies and its shared
 * page cache, host/start.ts), and this instance drops its copies here, right
 * after the commit, so the admin's own next look at the cart shows the new
 * threshold (as server/delivery/delivery-data-changed.ts does).
 */
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";

export function shopSettingsChanged(): void {
  noteCatalogueChange();
}
