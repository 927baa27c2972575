import "server-only";

/** One stored copy of an uploaded photo, for /afbeeldingen/…: null when the product, image, hash or width does not match one. */
import { and, eq } from "drizzle-orm";

import type { ImageFormat, ImageWidth } from "@/domain/catalogue/uploaded-images";
import type { Database } from "@/server/db/client";
import { uploadedProductImages, uploadedProductImageVariants } from "@/server/db/schema";

export interface ImageVariantKey {
  productId: number;
  imageId: number;
  hash: string;
  width: ImageWidth;
  format: ImageFormat;
}

export async function findImageVariant(db: Database, key: ImageVariantKey): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: uploadedProductImageVariants.bytes })
    .from(uploadedProductImageVariants)
    .innerJoin(uploadedProductImages, eq(uploadedProductImages.imageId, uploadedProductImageVariants.imageId))
    .where(
      and(
        eq(uploadedProductImageVariants.imageId, key.imageId),
        eq(uploadedProductImageVariants.format, key.format),
        eq(uploadedProductImageVariants.width, key.width),
        eq(uploadedProductImages.productId, key.productId),
        eq(uploadedProductImages.hash, key.hash),
      ),
    )
    .limit(1);
  return row ? new Uint8Array(row.bytes) : null;
}
