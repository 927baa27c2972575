/**
 * What an order keeps of each cart item: the product as it was sold (name,
 * brand, EAN) and its prices at that moment, so that a later price change or a
 * renamed product never alters an order. Money in cents.
 */
import type { CartItems, ItemOptions } from "@/domain/cart/types";
import type { CartProductDetails } from "@/server/carts/cart-products";

export interface OrderLine {
  key: string;
  productId: number;
  combinationId: number | null;
  name: string;
  brandName: string;
  ean: string;
  categoryName: string;
  url: string;
  imageUrl: string;
  qty: number;
  /** What one unit cost the customer: the list price less the cash-desk discount. */
  unitPriceCents: number;
  listPriceCents: number;
  options: ItemOptions;
  /** The option prices of the product when sold; the totals say what the order paid for them. */
  optionPricesCents: { assembly: number | null; extraService: number | null; extraWarranty: number | null; pickUpDiscount: number | null };
}

export function orderLines(items: CartItems, products: ReadonlyMap<number, CartProductDetails>): OrderLine[] {
  return Object.entries(items).map(([key, item]) => {
    const product = products.get(item.productId);
    // Placing an order checks every product first; a missing one here is a bug, not a customer's mistake.
    if (!product) throw new Error(`Product ${item.productId} of item ${key} was not loaded`);
    return {
      key,
      productId: item.productId,
      combinationId: item.combinationId,
      name: product.name,
      brandName: product.brand.name,
      ean: product.ean,
      categoryName: product.categoryName,
      url: product.url,
      imageUrl: product.image.url,
      qty: item.qty,
      unitPriceCents: product.priceCents - (product.cashDeskDiscountCents ?? 0),
      listPriceCents: product.priceCents,
      options: item.options,
      optionPricesCents: {
        assembly: product.freeAssembly ? 0 : product.assemblyPriceCents,
        extraService: product.freeExtraService ? 0 : product.extraServicePriceCents,
        extraWarranty: product.freeExtraWarranty ? 0 : product.extraWarrantyPriceCents,
        pickUpDiscount: product.pickUpDiscountCents,
      },
    };
  });
}
