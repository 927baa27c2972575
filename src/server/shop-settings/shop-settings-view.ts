import "server-only";

/** GET /api/shop/settings/ (staff): the settings in force, where they come from and who saved them last. */
import { defaultShopSettings } from "@/config/shop-settings";
import type { ShopSettingsAnswer } from "@/schemas/answers/shop-settings";
import { centsToEuros } from "@/domain/money";
import type { Database } from "@/server/db/client";

import { readStoredShopSettings, type StoredShopSettings } from "./load-shop-settings";

export type ShopSettingsView = ShopSettingsAnswer;

export function shopSettingsView(stored: StoredShopSettings | null): ShopSettingsView {
  const settings = stored?.settings ?? defaultShopSettings();
  return {
    smallOrderThreshold: centsToEuros(settings.smallOrder.thresholdCents),
    smallOrderFee: centsToEuros(settings.smallOrder.feeCents),
    pinOnDeliveryFee: centsToEuros(settings.paymentFees.pinOnDeliveryCents),
    creditcardFee: centsToEuros(settings.paymentFees.creditcardCents),
    warrantyYears: settings.warrantyYears,
    source: stored ? "database" : "environment",
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
    updatedBy: stored?.updatedBy ?? null,
  };
}

export async function readShopSettingsView(db: Database): Promise<ShopSettingsView> {
  return shopSettingsView(await readStoredShopSettings(db));
}
