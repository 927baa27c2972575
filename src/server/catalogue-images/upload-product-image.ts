import "server-only";

/**
 * POST /api/catalogue/products/{productId}/images/: an admin uploads a photo.
 * The bytes are read for what they are (image-variants.ts), every width is made
 * in both formats before the transaction, and the photo with its copies is
 * stored in one, last in the product's order. The table's change trigger drops
 * the shared page copies on every instance (drizzle/0018).
 */
import { createHash } from "node:crypto";

import { count, eq, max, sql } from "drizzle-orm";

import { MAX_IMAGES_PER_PRODUCT } from "@/domain/catalogue/uploaded-images";
import type { ProductImageAnswer } from "@/schemas/answers/product-images";
import type { Database } from "@/server/db/client";
import { uploadedProductImages, uploadedProductImageVariants } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { inspectImage, makeImageVariants } from "./image-variants";
import { assertProductExists, imageAnswer, imageColumns } from "./product-images";

const tooMany = () =>
  new ApiError(409, `Een product heeft hoogstens ${MAX_IMAGES_PER_PRODUCT} foto's; verwijder er eerst een.`, [
    { field: "file", errorMessage: `Dit product heeft al ${MAX_IMAGES_PER_PRODUCT} foto's` },
  ]);

export async function uploadProductImage(db: Database, productId: number, upload: { bytes: Uint8Array; alt: string }): Promise<ProductImageAnswer> {
  await assertProductExists(db, productId);
  // Cheap refusals first: a product that is full, a file that is no image.
  const [{ images } = { images: 0 }] = await db.select({ images: count() }).from(uploadedProductImages).where(eq(uploadedProductImages.productId, productId));
  if (images >= MAX_IMAGES_PER_PRODUCT) throw tooMany();
  const inspected = await inspectImage(upload.bytes);
  const variants = await makeImageVariants(upload.bytes);
  const hash = createHash("sha256").update(upload.bytes).digest("hex").slice(0, 16);

  return db.transaction(async (tx) => {
    // One upload at a time per product, so two never take the same place.
    await tx.execute(sql`select product_id from products where product_id = ${productId} for update`);
    const [{ last, taken } = { last: 0, taken: 0 }] = await tx
      .select({ last: max(uploadedProductImages.position), taken: count() })
      .from(uploadedProductImages)
      .where(eq(uploadedProductImages.productId, productId));
    if (taken >= MAX_IMAGES_PER_PRODUCT) throw tooMany();
    const [row] = await tx
      .insert(uploadedProductImages)
      .values({
        productId,
        position: (last ?? 0) + 1,
        alt: upload.alt,
        hash,
        contentType: inspected.contentType,
        width: inspected.width,
        height: inspected.height,
        byteSize: upload.bytes.byteLength,
        original: upload.bytes,
      })
      .returning(imageColumns);
    await tx.insert(uploadedProductImageVariants).values(variants.map((variant) => ({ imageId: row!.imageId, ...variant })));
    return imageAnswer(row!);
  });
}
