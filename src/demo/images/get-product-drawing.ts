/**
 * The one entry point of the product drawings: the SVG of a product image, from
 * what the catalogue says of it (src/server/catalogue/find-product-image.ts),
 * or of a product type alone (the category tiles). Null in, null out, so a
 * route reads `getProductDrawing(productId, await findProductImage(…))`.
 */
import { drawProduct, type ProductColour, type ProductView } from "./draw-product";

export interface ProductImageFacts {
  productType: string;
  colour: string;
  view: string;
  brandName: string;
  model: string | null;
}

export function getProductDrawing(productId: number, image: ProductImageFacts | null): string | null {
  if (!image) return null;
  return drawProduct({
    productType: image.productType,
    colour: image.colour as ProductColour,
    view: image.view as ProductView,
    variant: productId,
    brandLabel: image.brandName,
    model: image.model,
  });
}

/** A drawing per product type, for category tiles: the front of a white one. */
export function getProductTypeDrawing(productType: string): string {
  return drawProduct({ productType, colour: "wit", variant: 3, view: "front" });
}
