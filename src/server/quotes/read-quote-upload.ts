import "server-only";

/**
 * GET /api/quotes/{quoteId}/uploads/{uploadId}/: a photo or floor plan the
 * customer sent, with the quote's own rights (load-own-quote.ts). Served as a
 * download of its checked type, never cached, never sniffed into something else.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { quoteUploads } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { NO_STORE } from "@/server/http/responses";

import { type QuoteAccess, loadOwnQuote } from "./load-own-quote";

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII stand-in for old clients, the real name for the rest. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "bestand";
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function readQuoteUpload(db: Database, quoteId: string, uploadId: number, access: QuoteAccess): Promise<Response> {
  const quote = await loadOwnQuote(db, quoteId, access);
  const [upload] = await db
    .select()
    .from(quoteUploads)
    .where(and(eq(quoteUploads.quoteId, quote.quoteId), eq(quoteUploads.uploadId, uploadId)))
    .limit(1);
  if (!upload) throw new ApiError(404, "Dit bestand hoort niet bij deze offerte.");
  // Photos open in the browser; a PDF is saved (a PDF viewer runs its own scripts).
  const inline = upload.contentType.startsWith("image/");
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      "content-type": upload.contentType,
      "content-length": String(upload.byteSize),
      "content-disposition": contentDisposition(upload.fileName, inline),
      "cache-control": `private, ${NO_STORE}`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
