import "server-only";

/**
 * The quote a customer may act on (issue 22): the session that asked for it,
 * or whoever holds the signed link of the quote's mail (quote-token.ts).
 * Unknown: 404; anyone else: 403 (a quote number alone opens nothing).
 */
import { eq } from "drizzle-orm";

import { readEnv, sessionSecret } from "@/config/env";
import type { Database } from "@/server/db/client";
import { type QuoteRow, quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { verifyQuoteToken } from "@/server/quote-links/quote-token";

/** Quote numbers are a sequence from 70000001 (quote_id_seq). */
export const QUOTE_ID = /^\d{8,12}$/;

export interface QuoteAccess {
  sessionId: string | null;
  token: string | null;
}

export const quoteNotFound = () => new ApiError(404, "Deze offerte bestaat niet.");
export const notYourQuote = () => new ApiError(403, "Deze offerte hoort bij een andere sessie. Open haar met de link uit de e-mail met je offerte.");

export async function findQuote(db: Database, quoteId: string): Promise<QuoteRow | null> {
  if (!QUOTE_ID.test(quoteId)) return null;
  const [row] = await db.select().from(quotes).where(eq(quotes.quoteId, quoteId)).limit(1);
  return row ?? null;
}

export function mayUseQuote(quote: QuoteRow, access: QuoteAccess): boolean {
  const ownSession = access.sessionId !== null && access.sessionId === quote.sessionId;
  return ownSession || verifyQuoteToken(quote.quoteId, access.token, sessionSecret(readEnv()));
}

export async function loadOwnQuote(db: Database, quoteId: string, access: QuoteAccess): Promise<QuoteRow> {
  const quote = await findQuote(db, quoteId);
  if (!quote) throw quoteNotFound();
  if (!mayUseQuote(quote, access)) throw notYourQuote();
  return quote;
}
