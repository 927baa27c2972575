/**
 * The shop's money settings (decisions §2: "configurable with sensible
 * defaults"): the small-order threshold and fee, and the payment methods' fees.
 * One value that every total and every promise about delivery cost is computed
 * from; `config/shop-settings.ts` fills it (the environment now, the back
 * office later).
 */
import { DEFAULT_PAYMENT_FEES, type PaymentFees } from "./cart/payment-methods";
import { DEFAULT_SMALL_ORDER_POLICY, type SmallOrderPolicy } from "./cart/totals";

export interface ShopSettings {
  smallOrder: SmallOrderPolicy;
  paymentFees: PaymentFees;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { smallOrder: DEFAULT_SMALL_ORDER_POLICY, paymentFees: DEFAULT_PAYMENT_FEES };
