/** Price and stock of this moment, for /api/products/{id}/time-sensitive/ (pages may be cached; these may not). */
import type { DeliveryPromise } from "./delivery-promise";

export interface TimeSensitiveProduct {
  productId: number;
  /** What the shopper pays now: the list price less the cash-desk discount. */
  sellingPriceCents: number;
  /** The list price, §3 `price` in the answer. */
  listPriceCents: number;
  /** The struck-through former price the Omnibus rule allows to show, or null. */
  priceBeforeDiscountCents: number | null;
  cashDeskDiscountCents: number | null;
  makeAmendsDiscountCents: number | null;
  cashbackCents: number | null;
  stock: number;
  inStock: boolean;
  stockEstimatedDate: string | null;
  expired: boolean;
  delivery: DeliveryPromise;
}
