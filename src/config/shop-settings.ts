/**
 * The one place the shop's money settings come from (decisions §2): the small-
 * order threshold and fee and the payment fees, which the cart's totals, the
 * order and every promise about delivery cost are computed from. Today they
 * are read from the environment (checked in env.ts); when the back office
 * writes them, this is the function that reads them, and a change must drop
 * the shared page cache, as a price change does: the product pages and the
 * customer-service pages print them.
 */
import type { ShopSettings } from "@/domain/shop-settings";

import { type Env, readEnv } from "./env";

export function shopSettings(env: Env = readEnv()): ShopSettings {
  return {
    smallOrder: { thresholdCents: env.SMALL_ORDER_THRESHOLD, feeCents: env.SMALL_ORDER_FEE },
    paymentFees: { pinOnDeliveryCents: env.PIN_ON_DELIVERY_FEE, creditcardCents: env.CREDITCARD_FEE },
  };
}
