import "server-only";

/**
 * PUT /api/catalogue/products/{productId}/images/{position}/: an admin changes
 * a photo's alt text, or moves it to another place (the others shift; place 1
 * is the one cards show). Answers the product's photos as they are now.
 */
import { and, asc, eq, sql } from "drizzle-orm";

import { movedImageOrder } from "@/domain/catalogue/uploaded-images";
import type { ProductImagesAnswer } from "@/schemas/answers/product-images";
import type { ProductImageChange } from "@/schemas/catalogue-admin/product-images";
import type { Database } from "@/server/db/client";
import { uploadedProductImages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { IMAGE_NOT_FOUND, assertProductExists, listProductImages } from "./product-images";
import { renumberImages } from "./renumber-images";

export async function changeProductImage(db: Database, productId: number, position: number, change: ProductImageChange): Promise<ProductImagesAnswer> {
  await assertProductExists(db, productId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select product_id from products where product_id = ${productId} for update`);
    const images = await tx
      .select({ imageId: uploadedProductImages.imageId, position: uploadedProductImages.position })
      .from(uploadedProductImages)
      .where(eq(uploadedProductImages.productId, productId))
      .orderBy(asc(uploadedProductImages.position));
    const index = images.findIndex((image) => image.position === position);
    if (index === -1) throw new ApiError(404, IMAGE_NOT_FOUND);
    if (change.alt !== undefined) {
      await tx
        .update(uploadedProductImages)
        .set({ alt: change.alt })
        .where(and(eq(uploadedProductImages.productId, productId), eq(uploadedProductImages.imageId, images[index]!.imageId)));
    }
    if (change.position !== undefined && change.position !== index + 1) {
      await renumberImages(tx, productId, movedImageOrder(images.map((image) => image.imageId), index + 1, change.position));
    }
  });
  return listProductImages(db, productId);
}
