/**
 * The product cards' buttons carry only their product's id, as a data
 * attribute, so that a card is plain server markup: one listener for the whole
 * page (CardActions) works them, instead of two client components on each of 24
 * cards (docs/PERFORMANCE.md, "Cards without client components"). What the
 * dialogs show comes from the cart's answer and from /api/products/{id}/.
 */
import type { AddToCartProduct, Cart } from "@/lib/cart/types";

import { energyLabelFromDetail, type EnergyLabelInfo, type EnergyLabelSource } from "./energy-label-info";

/** On a card's 'In winkelwagen' link: the product id. */
export const ADD_TO_CART_ATTRIBUTE = "data-add-to-cart";
/** On an energy arrow: the product id. */
export const ENERGY_LABEL_ATTRIBUTE = "data-energy-label";

/** The product id of a card's button; null when the attribute is missing or not an id (the link then just navigates). */
export function productIdOf(attribute: string | null | undefined): number | null {
  return attribute && /^[1-9]\d{0,14}$/.test(attribute) ? Number(attribute) : null;
}

/**
 * Whether the product page's options box has anything to choose for a cart
 * product (the same rows it shows: assembly, extra service, extra warranty, a
 * pick-up discount): the confirmation offers "Extra opties kiezen" only then.
 */
export function offersChoices(product: NonNullable<Cart["items"][string]["product"]>): boolean {
  return (
    product.freeAssembly ||
    product.assemblyPriceCents !== null ||
    product.freeExtraService ||
    product.extraServicePriceCents !== null ||
    product.freeExtraWarranty ||
    product.extraWarrantyPriceCents !== null ||
    (product.pickUpDiscountPriceCents ?? 0) > 0
  );
}

/** The confirmation's product, taken from the cart line the add made (the price is the one the shopper pays). */
export function addedProduct(cart: Cart, id: number): AddToCartProduct | null {
  const product = cart.items[String(id)]?.product;
  if (!product) return null;
  return {
    productId: id,
    name: product.name,
    brand: product.brand.name,
    category: product.categoryName ?? "",
    priceCents: product.sellingPriceCents,
    url: product.url,
    image: product.image,
  };
}

/** zod loads with the first label asked for: no page needs it for its first paint. */
async function labelSourceSchema() {
  const { z } = await import("zod");
  return z.object({
    energyClass: z.string().min(1).nullable(),
    brand: z.object({ name: z.string() }),
    name: z.string(),
    series: z.string(),
    // The answer names the type's code `productType` (specification §3) and its name beside it.
    productTypeName: z.string(),
    ean: z.string(),
    keySpecifications: z.array(z.string()),
    specifications: z.array(z.object({ key: z.string().optional(), label: z.string(), value: z.string() })),
  });
}

/** The label and sheet of an /api/products/{id}/ answer; null when it has no energy class or is not a product. */
export async function energyLabelFromApi(body: unknown): Promise<EnergyLabelInfo | null> {
  const parsed = (await labelSourceSchema()).safeParse(body);
  if (!parsed.success) return null;
  const { productTypeName, ...product } = parsed.data;
  const source: EnergyLabelSource = { ...product, productType: { name: productTypeName } };
  return energyLabelFromDetail(source);
}
