import "server-only";

/**
 * The shop's settings in force (issue 21, point 7): the row an admin saved in
 * `shop_settings`, else the environment's defaults (config/shop-settings.ts).
 * Every total, promise and text that names a threshold, a fee or the warranty
 * asks this: the cart, the order, the product pages and cards, the
 * customer-service pages.
 *
 * Read once per instance and kept (a copy per database, like the delivery
 * data), and dropped at once after a change on every instance: the table's
 * change trigger NOTIFYs like the catalogue's (drizzle/0020_shop_settings_sql.sql),
 * each instance's listener bumps the catalogue generation, and a copy made
 * under an older generation is not used (server/cache/per-database-cache.ts).
 * The instance that saved does not wait for its own notice
 * (shop-settings-changed.ts). The minute's lifetime is only a backstop.
 */
import { eq } from "drizzle-orm";

import { defaultShopSettings } from "@/config/shop-settings";
import type { ShopSettings } from "@/domain/shop-settings";
import { cachedPerDatabase } from "@/server/cache/per-database-cache";
import { type Database, getDatabase } from "@/server/db/client";
import { shopSettingsTable, staffMembers } from "@/server/db/schema";

export const SHOP_SETTINGS_TTL_MS = 60_000;
const SETTINGS_ROW = 1;

export interface StoredShopSettings {
  settings: ShopSettings;
  updatedAt: Date;
  /** The name of who saved them; null when that member was removed. */
  updatedBy: string | null;
}

/** The saved row, or null while no admin saved the settings. Not cached: the back office reads this. */
export async function readStoredShopSettings(db: Database): Promise<StoredShopSettings | null> {
  const [row] = await db
    .select({ row: shopSettingsTable, updatedBy: staffMembers.name })
    .from(shopSettingsTable)
    .leftJoin(staffMembers, eq(staffMembers.staffMemberId, shopSettingsTable.updatedBy))
    .where(eq(shopSettingsTable.settingsId, SETTINGS_ROW));
  if (!row) return null;
  const { row: saved } = row;
  return {
    settings: {
      smallOrder: { thresholdCents: saved.smallOrderThresholdCents, feeCents: saved.smallOrderFeeCents },
      paymentFees: { pinOnDeliveryCents: saved.pinOnDeliveryFeeCents, creditcardCents: saved.creditcardFeeCents },
      warrantyYears: saved.warrantyYears,
    },
    updatedAt: saved.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** The settings in force, from this instance's copy. */
export async function loadShopSettings(db?: Database): Promise<ShopSettings> {
  const database = db ?? (await getDatabase());
  const stored = await cachedPerDatabase(database, "shop-settings", SHOP_SETTINGS_TTL_MS, async () => (await readStoredShopSettings(database))?.settings ?? null);
  // The defaults are read at every call, not kept: the environment is the process's own.
  return stored ?? defaultShopSettings();
}
