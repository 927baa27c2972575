import "server-only";

/**
 * One quote by its number (issue 22): the one lookup every quote use case
 * shares. `findQuote` answers null for a number that is no quote (or no number
 * at all); `requireQuote` makes that a 404. `forUpdate` locks the row in the
 * caller's transaction.
 */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { type QuoteRow, quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

/** Quote numbers are the sequence's 70000001…: digits only. */
export const QUOTE_ID = /^[1-9]\d{7,11}$/;

export interface FindQuoteOptions {
  /** Lock the row (`select … for update`) in the caller's transaction. */
  forUpdate?: boolean;
}

export const quoteNotFound = () => new ApiError(404, "Er is geen offerte met dit nummer.");

export async function findQuote(db: Database, quoteId: string, options: FindQuoteOptions = {}): Promise<QuoteRow | null> {
  if (!QUOTE_ID.test(quoteId)) return null;
  const query = db.select().from(quotes).where(eq(quotes.quoteId, quoteId)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The quote, or 404. */
export async function requireQuote(db: Database, quoteId: string, options: FindQuoteOptions = {}): Promise<QuoteRow> {
  const row = await findQuote(db, quoteId, options);
  if (!row) throw quoteNotFound();
  return row;
}
