import "server-only";

/** Gives a product's photos the places 1, 2, 3… in the order of `imageIds`, in the caller's transaction. */
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { uploadedProductImages } from "@/server/db/schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function renumberImages(tx: Transaction, productId: number, imageIds: readonly number[]): Promise<void> {
  if (imageIds.length === 0) return;
  // The places are unique per product (checked row by row, the index is not
  // deferrable): every photo first goes to 100 + its new place, where no other
  // photo stands, then all move back by 100.
  const order = sql.join(imageIds.map((imageId, index) => sql`(${imageId}::int, ${index + 1}::int)`), sql`, `);
  await tx.execute(sql`
    update uploaded_product_images u set position = 100 + o.place
    from (values ${order}) as o(image_id, place)
    where u.image_id = o.image_id and u.product_id = ${productId}`);
  await tx
    .update(uploadedProductImages)
    .set({ position: sql`${uploadedProductImages.position} - 100` })
    .where(eq(uploadedProductImages.productId, productId));
}
