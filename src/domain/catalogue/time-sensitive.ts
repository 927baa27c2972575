/** Price and stock of this moment, for /api/products/{id}/time-sensitive/ (pages may be cached; these may not). */
import type { DeliveryPromise } from "./delivery-promise";

export interface TimeSensitiveProduct {
  productId: number;
  priceCents: number;
  listPriceCents: number;
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
