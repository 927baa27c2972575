/** Products for the cart rules' tests: a washer, a dryer, a kettle, each with server prices in cents. */
import type { CartProduct } from "./types";

export function cartProduct(overrides: Partial<CartProduct> & { productId: number }): CartProduct {
  return {
    priceCents: 69900,
    cashDeskDiscountCents: null,
    cashbackCents: null,
    deliveryCostCents: 0,
    assemblyPriceCents: 4900,
    assemblyPriceSecondaryCents: 3900,
    extraServicePriceCents: 2995,
    extraWarrantyPriceCents: 7900,
    freeAssembly: false,
    freeAssemblyDismissable: false,
    freeExtraService: false,
    freeExtraWarranty: false,
    freeExtraWarrantyDismissable: false,
    pickUpDiscountCents: 1500,
    expired: false,
    deliverable: true,
    ...overrides,
  };
}

export const WASHER = cartProduct({ productId: 100001 });
export const DRYER = cartProduct({ productId: 100002, priceCents: 79900, assemblyPriceCents: 5900, assemblyPriceSecondaryCents: 4500 });
export const KETTLE = cartProduct({
  productId: 100003,
  priceCents: 3999,
  assemblyPriceCents: null,
  assemblyPriceSecondaryCents: null,
  extraServicePriceCents: null,
  extraWarrantyPriceCents: null,
  pickUpDiscountCents: null,
});

export function catalogue(...products: CartProduct[]): Map<number, CartProduct> {
  return new Map(products.map((product) => [product.productId, product]));
}
