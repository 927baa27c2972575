import type { CartProduct, ItemOptions } from "./types";

/** Whether a product offers an option at all: a price, or free. */
export function offersOption(product: CartProduct, option: keyof ItemOptions): boolean {
  switch (option) {
    case "assembly":
      return product.freeAssembly || product.assemblyPriceCents !== null;
    case "extraService":
      return product.freeExtraService || product.extraServicePriceCents !== null;
    case "extraWarranty":
      return product.freeExtraWarranty || product.extraWarrantyPriceCents !== null;
    // Collecting is the option; the discount for it may be 0 (decisions §3: pick-up in Zoeterwoude).
    case "pickUpDiscount":
      return product.pickUpDiscountCents !== null;
  }
}

/** Keeps only the options the product offers. */
export function offeredOptions(product: CartProduct, options: ItemOptions): ItemOptions {
  return {
    assembly: options.assembly && offersOption(product, "assembly"),
    extraService: options.extraService && offersOption(product, "extraService"),
    extraWarranty: options.extraWarranty && offersOption(product, "extraWarranty"),
    pickUpDiscount: options.pickUpDiscount && offersOption(product, "pickUpDiscount"),
  };
}
