import { products } from "@/server/db/schema";

/**
 * A product's price and the prices of its options (assembly, extra service,
 * extra warranty, pick-up), the same for every read that prices a product: the
 * product page and the cart.
 */
export const PRODUCT_PRICE_COLUMNS = {
  priceCents: products.priceCents,
  cashDeskDiscountCents: products.cashDeskDiscountCents,
  deliveryCostCents: products.deliveryCostCents,
  assemblyPriceCents: products.assemblyPriceCents,
  assemblyPriceSecondaryCents: products.assemblyPriceSecondaryCents,
  extraServicePriceCents: products.extraServicePriceCents,
  extraWarrantyPriceCents: products.extraWarrantyPriceCents,
  freeAssembly: products.freeAssembly,
  freeAssemblyDismissable: products.freeAssemblyDismissable,
  freeExtraService: products.freeExtraService,
  freeExtraWarranty: products.freeExtraWarranty,
  freeExtraWarrantyDismissable: products.freeExtraWarrantyDismissable,
  pickUpDiscountCents: products.pickUpDiscountCents,
  expired: products.expired,
} as const;
