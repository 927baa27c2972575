import "server-only";

/** GET /api/catalogue/products/{productId}/images/: a product's uploaded photos in their order, as the back office shows them. */
import { asc, eq } from "drizzle-orm";

import { imageSrcSet, uploadedImageUrl } from "@/domain/catalogue/uploaded-images";
import type { ProductImageAnswer, ProductImagesAnswer } from "@/schemas/answers/product-images";
import type { Database } from "@/server/db/client";
import { products, uploadedProductImages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

export const PRODUCT_NOT_FOUND = "Product niet gevonden";
export const IMAGE_NOT_FOUND = "Dit product heeft geen foto op die plaats";

/** Every column but the bytes: a list never reads the originals. */
export const imageColumns = {
  imageId: uploadedProductImages.imageId,
  productId: uploadedProductImages.productId,
  position: uploadedProductImages.position,
  alt: uploadedProductImages.alt,
  hash: uploadedProductImages.hash,
  contentType: uploadedProductImages.contentType,
  width: uploadedProductImages.width,
  height: uploadedProductImages.height,
  byteSize: uploadedProductImages.byteSize,
  createdAt: uploadedProductImages.createdAt,
};

type ImageListRow = { [K in keyof typeof imageColumns]: (typeof imageColumns)[K]["_"]["data"] };

export function imageAnswer(row: ImageListRow): ProductImageAnswer {
  const url = uploadedImageUrl(row, 640);
  return {
    position: row.position,
    alt: row.alt,
    contentType: row.contentType as ProductImageAnswer["contentType"],
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    url,
    srcSet: imageSrcSet(url) ?? "",
    createdAt: row.createdAt.toISOString(),
  };
}

export async function assertProductExists(db: Pick<Database, "select">, productId: number): Promise<void> {
  const [product] = await db.select({ productId: products.productId }).from(products).where(eq(products.productId, productId)).limit(1);
  if (!product) throw new ApiError(404, PRODUCT_NOT_FOUND);
}

export async function listProductImages(db: Database, productId: number): Promise<ProductImagesAnswer> {
  await assertProductExists(db, productId);
  const rows = await db.select(imageColumns).from(uploadedProductImages).where(eq(uploadedProductImages.productId, productId)).orderBy(asc(uploadedProductImages.position));
  return { items: rows.map(imageAnswer), total: rows.length, showsDrawings: rows.length === 0 };
}
