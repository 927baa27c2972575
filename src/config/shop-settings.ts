/**
 * The shop's settings as the environment gives them (decisions §2): the
 * small-order threshold and fee and the payment fees (checked in env.ts), and
 * the default warranty. These are the defaults: once an admin saves the
 * settings in the back office, the database's row applies instead, on every
 * instance at once (server/shop-settings/load-shop-settings.ts reads it; every
 * total, promise and text asks that, never this function directly).
 */
import { DEFAULT_WARRANTY_YEARS } from "@/domain/catalogue/warranty";
import type { ShopSettings } from "@/domain/shop-settings";

import { type Env, readEnv } from "./env";

export function defaultShopSettings(env: Env = readEnv()): ShopSettings {
  return {
    smallOrder: { thresholdCents: env.SMALL_ORDER_THRESHOLD, feeCents: env.SMALL_ORDER_FEE },
    paymentFees: { pinOnDeliveryCents: env.PIN_ON_DELIVERY_FEE, creditcardCents: env.CREDITCARD_FEE },
    warrantyYears: DEFAULT_WARRANTY_YEARS,
  };
}

/** The key word staff's margin codes are written with (MARGIN_CODE_KEY). */
export function marginCodeKey(env: Env = readEnv()): string {
  return env.MARGIN_CODE_KEY;
}
