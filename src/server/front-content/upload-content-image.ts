import "server-only";

/**
 * An admin uploads an image for a banner or block. What it is is read from
 * its bytes by sharp (`inspectImage`, the same check as the product photos:
 * a renamed executable or a PDF is a 415), then it is resized once to fit
 * 1600 × 1600 as WebP without its metadata and stored under a random id.
 * (`file-type`, named in the brief, is not installed; sharp decodes the bytes,
 * which is the stricter check.)
 */
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import sharp, { type OutputInfo } from "sharp";

import { MAX_IMAGE_PIXELS } from "@/domain/catalogue/uploaded-images";
import { inspectImage } from "@/server/catalogue-images/image-variants";
import type { Database } from "@/server/db/client";
import { contentImages } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

export const CONTENT_IMAGE_PATH = "/afbeeldingen/inhoud/";
const LARGEST_SIDE = 1600;

export function contentImageSrc(imageId: string): string {
  return `${CONTENT_IMAGE_PATH}${imageId}.webp`;
}

export async function uploadContentImage(db: Database, bytes: Uint8Array): Promise<{ src: string; width: number; height: number }> {
  await inspectImage(bytes);
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: LARGEST_SIDE, height: LARGEST_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(415, "Dit bestand is geen afbeelding die de winkel kan lezen; stuur een JPEG-, PNG-, WebP- of AVIF-bestand.");
  }
  const imageId = randomBytes(12).toString("base64url").replace(/[^a-zA-Z0-9]/g, "x").toLowerCase();
  await db.insert(contentImages).values({ imageId, bytes: new Uint8Array(output.data), width: output.info.width, height: output.info.height });
  return { src: contentImageSrc(imageId), width: output.info.width, height: output.info.height };
}

/** The stored WebP of an uploaded content image, or null. */
export async function findContentImage(db: Database, imageId: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ bytes: contentImages.bytes }).from(contentImages).where(eq(contentImages.imageId, imageId));
  return row?.bytes ?? null;
}
