/**
 * The files a visitor may add to a form (issue 23, point 4: the forms bucket):
 * at most five per form, each at most 10 MB, each a JPEG, PNG, WebP, HEIC or PDF
 * by its own bytes, whatever its name or declared type says. An upload of a
 * form that is never sent is removed after a day. Pure.
 *
 * Why not the `file-type` package the brief names: it is not installed (and
 * package.json is not ours to change); the signatures below are the ones it
 * checks for these five types, and the quote uploads use the same ones
 * (domain/quotes/quote-files.ts).
 */
import { quoteFileTypeOf } from "@/domain/quotes/quote-files";

export const MAX_FORM_UPLOADS = 5;
export const MAX_FORM_UPLOAD_BYTES = 10 * 1024 * 1024;
/** An upload whose form was not sent within this time is removed by the `forms` job. */
export const UNSENT_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const FORM_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"] as const;
export type FormUploadType = (typeof FORM_UPLOAD_TYPES)[number];

/** What a visitor reads: "JPEG, PNG, WebP, HEIC of PDF". */
export const FORM_UPLOAD_TYPES_TEXT = "JPEG, PNG, WebP, HEIC of PDF";
/** The `accept` of a file input: types and extensions, as phones offer HEIC photos by extension. */
export const FORM_UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,.heic,.heif,application/pdf";

const EXTENSIONS: Record<FormUploadType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "application/pdf": "pdf",
};

/** The ISO-BMFF brands of a HEIC/HEIF still image (an iPhone's photo): "ftyp" at byte 4, then the brand. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

function heicBrand(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return ascii(4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(8, 12));
}

/** The file's type by its first bytes, or null for anything else (an executable called foto.jpg included). */
export function formUploadTypeOf(bytes: Uint8Array): FormUploadType | null {
  if (heicBrand(bytes)) return "image/heic";
  return quoteFileTypeOf(bytes);
}

/**
 * A file name safe to keep and to offer as a download: the last path part,
 * without control characters, quotes or slashes, at most 100 characters, with
 * the extension of its real type. "../../etc/passwd" becomes "passwd.jpg".
 */
export function safeFormUploadName(name: string, type: FormUploadType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim()
    .slice(0, 90);
  return `${base || "bestand"}.${EXTENSIONS[type]}`;
}

/** Is an unsent upload made at `createdAt` due for removal at `now`? */
export function isUnsentUploadExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= UNSENT_UPLOAD_LIFETIME_MS;
}
