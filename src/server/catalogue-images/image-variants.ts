import "server-only";

/**
 * The one file that uses sharp (libvips, docs/DEPENDENCIES.md): reading an
 * upload for what it really is, and making the resized WebP and AVIF copies
 * the pages use. The type the sender declared is not trusted; the bytes are
 * decoded, and anything sharp cannot read, or reads as another format than the
 * accepted ones, is refused. Orientation from EXIF is applied and every piece
 * of metadata (camera, GPS position) is left out of the copies.
 */
import sharp, { type Metadata } from "sharp";

import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth, MAX_IMAGE_PIXELS, MIN_IMAGE_SIDE, UPLOAD_TYPES, type UploadType } from "@/domain/catalogue/uploaded-images";
import { ApiError } from "@/server/http/api-error";

// libvips keeps decoded images in its own cache; an app server decodes each upload once.
sharp.cache(false);

export interface InspectedImage {
  contentType: UploadType;
  width: number;
  height: number;
}

export interface ImageVariant {
  format: ImageFormat;
  width: ImageWidth;
  bytes: Uint8Array;
}

const unsupported = () =>
  new ApiError(415, "Dit bestand is geen afbeelding die de winkel kan lezen; stuur een JPEG-, PNG-, WebP- of AVIF-bestand.");

/** What the bytes are (not what the sender said): 415 for no accepted image, 422 for one too small or too large. */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  const contentType = (Object.keys(UPLOAD_TYPES) as UploadType[]).find((type) => UPLOAD_TYPES[type] === format);
  if (!contentType || !metadata.width || !metadata.height) throw unsupported();
  // EXIF orientation 5-8 turns the photo a quarter: its sides swap.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ApiError(422, "De afbeelding heeft te veel pixels.", [
      { field: "file", errorMessage: `De afbeelding is ${width} × ${height} pixels; het maximum is ${MAX_IMAGE_PIXELS / 1_000_000} megapixel` },
    ]);
  }
  if (Math.min(width, height) < MIN_IMAGE_SIDE) {
    throw new ApiError(422, "De afbeelding is te klein.", [
      { field: "file", errorMessage: `De afbeelding is ${width} × ${height} pixels; beide zijden moeten minstens ${MIN_IMAGE_SIDE} pixels zijn` },
    ]);
  }
  return { contentType, width, height };
}

/**
 * Every width the pages use, in both formats: the photo fitted inside a square
 * of that width (never enlarged, so a small original gives its own size).
 * One after another, not all at once: AVIF encoding takes both cores of a small
 * server by itself.
 */
export async function makeImageVariants(bytes: Uint8Array): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const width of IMAGE_WIDTHS) {
    const resized = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width, height: width, fit: "inside", withoutEnlargement: true });
    for (const format of IMAGE_FORMATS) {
      const encoded = format === "avif" ? resized.clone().avif({ quality: 55, effort: 3 }) : resized.clone().webp({ quality: 80, effort: 4 });
      try {
        variants.push({ format, width, bytes: new Uint8Array(await encoded.toBuffer()) });
      } catch {
        // The header read well but the pixels do not (a file cut short).
        throw unsupported();
      }
    }
  }
  return variants;
}
