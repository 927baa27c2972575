import type { CartItems, CartProduct } from "./types";

/**
 * Free options (decisions §2): a free option costs 0. A dismissable one is on
 * when the product is added and the customer may turn it off; one that is not
 * dismissable is always on. A forced free assembly or extra service still yields
 * to another delivery choice in the cart (§4: the choices exclude each other).
 */
export function isOptionForced(product: CartProduct, option: "assembly" | "extraService" | "extraWarranty"): boolean {
  switch (option) {
    case "assembly":
      return product.freeAssembly && !product.freeAssemblyDismissable;
    case "extraService":
      // The data has no dismissable flag for extra service: a free one is always on.
      return product.freeExtraService;
    case "extraWarranty":
      return product.freeExtraWarranty && !product.freeExtraWarrantyDismissable;
  }
}

export function applyFreeOptions(items: CartItems, products: ReadonlyMap<number, CartProduct>): CartItems {
  const all = Object.values(items);
  const cartHas = (choice: "assembly" | "extraService" | "pickUpDiscount") => all.some((item) => item.options[choice]);
  let changed = false;
  const next = Object.fromEntries(
    Object.entries(items).map(([key, item]) => {
      const product = products.get(item.productId);
      if (!product) return [key, item];
      const options = { ...item.options };
      if (isOptionForced(product, "extraWarranty")) options.extraWarranty = true;
      if (isOptionForced(product, "assembly") && !cartHas("extraService") && !cartHas("pickUpDiscount")) options.assembly = true;
      if (isOptionForced(product, "extraService") && !cartHas("assembly") && !cartHas("pickUpDiscount")) options.extraService = true;
      const same = (Object.keys(options) as (keyof typeof options)[]).every((name) => options[name] === item.options[name]);
      if (same) return [key, item];
      changed = true;
      return [key, { ...item, options }];
    }),
  );
  return changed ? next : items;
}

/** May the customer turn this option off on this product? */
export function mayTurnOff(product: CartProduct, option: "assembly" | "extraService" | "extraWarranty"): boolean {
  return !isOptionForced(product, option);
}
