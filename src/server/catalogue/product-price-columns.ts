import { products } from "@/server/db/schema";

/**
 * A product's price and the prices of its options (assembly, extra service,
 * extra warranty, pick-up), as the cart reads them. The product page reads the
 * same columns by name in its one statement (DETAIL_COLUMNS in
 * get-product-detail.ts); a price column added here belongs there too.
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
