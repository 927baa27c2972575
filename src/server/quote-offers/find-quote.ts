import "server-only";

/** One quote by its number, or 404; `forUpdate` locks the row in the caller's transaction. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { type QuoteRow, quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

/** Quote numbers are digits (70000001…); anything else cannot be one. */
export const QUOTE_ID = /^[1-9]\d{0,11}$/;

export const quoteNotFound = (quoteId: string) => new ApiError(404, `Er is geen offerte ${quoteId}.`);

export async function findQuote(db: Database, quoteId: string, options: { forUpdate?: boolean } = {}): Promise<QuoteRow> {
  if (!QUOTE_ID.test(quoteId)) throw quoteNotFound(quoteId.slice(0, 20));
  const query = db.select().from(quotes).where(eq(quotes.quoteId, quoteId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw quoteNotFound(quoteId);
  return row;
}

/** 409 with the current version, as the cart's stale write (the client reloads and tries again). */
export const staleQuote = (current: number) =>
  new ApiError(409, "Deze offerte is intussen door iemand anders gewijzigd; laad hem opnieuw en probeer het nog eens.", [{ field: "version", errorMessage: `De huidige versie is ${current}` }], {}, { version: current });
