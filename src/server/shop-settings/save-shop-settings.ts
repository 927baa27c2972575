import "server-only";

/** PUT /api/shop/settings/: an admin saves the whole set of settings; they apply at once, everywhere. */
import type { ShopSettingsInput } from "@/schemas/shop-settings";
import type { Database } from "@/server/db/client";
import { shopSettingsTable } from "@/server/db/schema";

import { readStoredShopSettings } from "./load-shop-settings";
import { type ShopSettingsView, shopSettingsView } from "./shop-settings-view";
import { shopSettingsChanged } from "./shop-settings-changed";

export async function saveShopSettings(db: Database, input: ShopSettingsInput, staffMemberId: number, now: Date = new Date()): Promise<ShopSettingsView> {
  const values = {
    smallOrderThresholdCents: input.smallOrderThreshold,
    smallOrderFeeCents: input.smallOrderFee,
    pinOnDeliveryFeeCents: input.pinOnDeliveryFee,
    creditcardFeeCents: input.creditcardFee,
    warrantyYears: input.warrantyYears,
    updatedAt: now,
    updatedBy: staffMemberId,
  };
  await db
    .insert(shopSettingsTable)
    .values({ settingsId: 1, ...values })
    .onConflictDoUpdate({ target: shopSettingsTable.settingsId, set: values });
  shopSettingsChanged();
  return shopSettingsView(await readStoredShopSettings(db));
}
