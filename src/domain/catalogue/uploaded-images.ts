/**
 * Product photos uploaded by the shop (issue 21, point 4): the widths the pages
 * use, their public URLs, the format a browser gets, and the upload's limits.
 * Pure: the resizing itself is sharp's, in server/catalogue-images.
 *
 * The widths follow what the pages show (at 1x and 2x pixel density):
 * the gallery's thumbnails are 68 CSS pixels (160), listing cards 150-300 (320,
 * 640), the gallery's stage up to 600 (640, 1280), the enlarged viewer the whole
 * screen (1280).
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What a card shows by itself (the browser picks from the srcset where it can). */
export const CARD_IMAGE_WIDTH: ImageWidth = 640;
export const CART_IMAGE_WIDTH: ImageWidth = 320;

/** The upload's limits: 15 MB (a phone's photo is 3-8 MB), 40 megapixels, at least 200 pixels each way, 12 photos a product. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MIN_IMAGE_SIDE = 200;
export const MAX_IMAGES_PER_PRODUCT = 12;
export const MAX_ALT_LENGTH = 200;
/** The types an upload may declare and be; HEIC and the like are refused (sharp's prebuilt binaries cannot read them). */
export const UPLOAD_TYPES = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/avif": "avif" } as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export interface UploadedImageKey {
  productId: number;
  imageId: number;
  /** The original's SHA-256, first 16 hex characters: new bytes, new URL. */
  hash: string;
}

const FILE_PATTERN = /^foto-([1-9]\d{0,9})-([0-9a-f]{16})-(\d{2,4})\.img$/;

/**
 * The URL of one width of an uploaded photo. The file name ends in `.img`, not
 * `.webp` or `.avif`: the same URL answers AVIF or WebP by the browser's
 * Accept header (`imageFormatFor`), so it names neither.
 */
export function uploadedImageUrl(key: UploadedImageKey, width: ImageWidth): string {
  return `/afbeeldingen/${key.productId}/foto-${key.imageId}-${key.hash}-${width}.img`;
}

/** The image and width a file name of `uploadedImageUrl` names, or null for anything else (a drawing's `1.svg`). */
export function parseUploadedImageFile(file: string): { imageId: number; hash: string; width: ImageWidth } | null {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const width = Number(match[3]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const imageId = Number(match[1]);
  if (imageId > 2_147_483_647) return null;
  return { imageId, hash: match[2]!, width: width as ImageWidth };
}

/**
 * The `srcset` of an uploaded photo's URL (every width), so the browser loads
 * the width it needs; undefined for a drawing, which is SVG and scales itself.
 */
export function imageSrcSet(url: string): string | undefined {
  const slash = url.lastIndexOf("/");
  const parsed = parseUploadedImageFile(url.slice(slash + 1));
  if (!parsed) return undefined;
  const base = url.slice(0, slash + 1);
  return IMAGE_WIDTHS.map((width) => `${base}foto-${parsed.imageId}-${parsed.hash}-${width}.img ${width}w`).join(", ");
}

/**
 * AVIF for a browser that says it takes it (smaller at the same quality), else
 * WebP, which every browser the shop supports shows. `image/avif;q=0` is a no.
 */
export function imageFormatFor(accept: string | null | undefined): ImageFormat {
  for (const part of (accept ?? "").split(",")) {
    const [type, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (type !== "image/avif") continue;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality && Number(quality.slice(2)) === 0 ? "webp" : "avif";
  }
  return "webp";
}

/** The type an upload declares, as one of the accepted ones, or null. */
export function uploadTypeOf(contentType: string | null | undefined): UploadType | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return Object.hasOwn(UPLOAD_TYPES, type) ? (type as UploadType) : null;
}

/**
 * The order after moving the photo at `from` to `to` (both 1-based): the ids in
 * their new order. A `to` past the end puts it last.
 */
export function movedImageOrder<T>(ordered: readonly T[], from: number, to: number): T[] {
  const list = [...ordered];
  const [moved] = list.splice(from - 1, 1);
  if (moved === undefined) return list;
  list.splice(Math.min(Math.max(to, 1), list.length + 1) - 1, 0, moved);
  return list;
}
