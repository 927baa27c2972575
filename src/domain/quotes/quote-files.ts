/**
 * The photos and floor plans a customer may send with a quote request (issue
 * 22, point 1): at most five files of at most 10 MB, each a JPEG, PNG, WebP or
 * PDF by its own bytes, whatever its name or declared type says. Pure.
 */

export const MAX_QUOTE_FILES = 5;
export const MAX_QUOTE_FILE_BYTES = 10 * 1024 * 1024;

export const QUOTE_FILE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type QuoteFileType = (typeof QUOTE_FILE_TYPES)[number];

/** What the customer reads: "JPEG, PNG, WebP of PDF". */
export const QUOTE_FILE_TYPES_TEXT = "JPEG, PNG, WebP of PDF";

/** The extension a download is saved with. */
export const QUOTE_FILE_EXTENSIONS: Record<QuoteFileType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The file's type by its first bytes (its "magic number"), or null for anything
 * else: JPEG FF D8 FF, PNG's eight-byte signature, WebP "RIFF....WEBP", PDF "%PDF-".
 */
export function quoteFileTypeOf(bytes: Uint8Array): QuoteFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

/**
 * A file name safe to keep and to offer as a download: the last path part,
 * without control characters, quotes or slashes, at most 100 characters, with
 * the extension of its real type. "../../etc/passwd" becomes "passwd.jpg".
 */
export function safeQuoteFileName(name: string, type: QuoteFileType, index: number): string {
  const extension = QUOTE_FILE_EXTENSIONS[type];
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim()
    .slice(0, 90);
  return `${base || `bestand-${index + 1}`}.${extension}`;
}
