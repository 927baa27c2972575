import "server-only";

/** DELETE /api/catalogue/products/{productId}/images/{position}/: an admin removes a photo (its copies go with it); the ones after it move up. Without photos the product shows its drawings again. */
import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { uploadedProductImages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { IMAGE_NOT_FOUND, assertProductExists } from "./product-images";
import { renumberImages } from "./renumber-images";

export async function removeProductImage(db: Database, productId: number, position: number): Promise<void> {
  await assertProductExists(db, productId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select product_id from products where product_id = ${productId} for update`);
    const [removed] = await tx
      .delete(uploadedProductImages)
      .where(and(eq(uploadedProductImages.productId, productId), eq(uploadedProductImages.position, position)))
      .returning({ imageId: uploadedProductImages.imageId });
    if (!removed) throw new ApiError(404, IMAGE_NOT_FOUND);
    const rest = await tx
      .select({ imageId: uploadedProductImages.imageId })
      .from(uploadedProductImages)
      .where(eq(uploadedProductImages.productId, productId))
      .orderBy(asc(uploadedProductImages.position));
    await renumberImages(tx, productId, rest.map((image) => image.imageId));
  });
}
