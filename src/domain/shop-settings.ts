/**
 * The shop's settings (decisions §2: "configurable with sensible defaults";
 * issue 21, point 7): the small-order threshold and fee, the payment methods'
 * fees and the warranty every appliance comes with. One value that every
 * total, every promise about delivery cost and every warranty text is computed
 * from. Admins change it in the back office (`shop_settings`,
 * server/shop-settings); until they do, the environment's values apply
 * (config/shop-settings.ts).
 */
import { DEFAULT_WARRANTY_YEARS } from "./catalogue/warranty";
import { DEFAULT_PAYMENT_FEES, type PaymentFees } from "./cart/payment-methods";
import { DEFAULT_SMALL_ORDER_POLICY, type SmallOrderPolicy } from "./cart/totals";

export interface ShopSettings {
  smallOrder: SmallOrderPolicy;
  paymentFees: PaymentFees;
  /** The warranty on every appliance, in years (specification §9: five by default). */
  warrantyYears: number;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { smallOrder: DEFAULT_SMALL_ORDER_POLICY, paymentFees: DEFAULT_PAYMENT_FEES, warrantyYears: DEFAULT_WARRANTY_YEARS };

/** The shortest and longest warranty an admin may set: the law's two years is never less than the shop's own. */
export const MIN_WARRANTY_YEARS = 2;
export const MAX_WARRANTY_YEARS = 15;
