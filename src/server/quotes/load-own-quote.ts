import "server-only";

/**
 * The quote a request may read (issue 22; own data as carts, decisions §5):
 * the session that asked for it, whoever holds the signed link of its mails
 * (`?token=`), or staff. No session, no link and no staff: 401; another
 * session's quote: 403; a number that is no quote (or no number at all): 404.
 */
import { eq } from "drizzle-orm";

import { readEnv, sessionSecret } from "@/config/env";
import type { Database } from "@/server/db/client";
import { type QuoteRow, quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { verifyQuoteToken } from "@/server/quote-links/quote-token";

/** Quote numbers are the sequence's 70000001…: digits only. */
export const QUOTE_ID = /^[1-9]\d{7,11}$/;

export interface QuoteAccess {
  sessionId: string | null;
  /** The signed link's token, if the request carries one. */
  token: string | null | undefined;
  /** Staff read every quote. */
  staff: boolean;
}

export const NO_QUOTE_ACCESS_MESSAGE = "Open je offerte met de link uit je e-mail, of in de browser waarmee je hem hebt aangevraagd.";
export const quoteNotFound = () => new ApiError(404, "Er is geen offerte met dit nummer.");

export async function findQuote(db: Database, quoteId: string): Promise<QuoteRow | null> {
  if (!QUOTE_ID.test(quoteId)) return null;
  const [row] = await db.select().from(quotes).where(eq(quotes.quoteId, quoteId)).limit(1);
  return row ?? null;
}

export async function loadOwnQuote(db: Database, quoteId: string, access: QuoteAccess): Promise<QuoteRow> {
  if (!access.staff && !access.sessionId && !access.token) throw new ApiError(401, `Je sessie is verlopen of ontbreekt. ${NO_QUOTE_ACCESS_MESSAGE}`);
  const quote = await findQuote(db, quoteId);
  if (!quote) throw quoteNotFound();
  if (access.staff) return quote;
  if (access.sessionId !== null && access.sessionId === quote.sessionId) return quote;
  if (verifyQuoteToken(quote.quoteId, access.token, sessionSecret(readEnv()))) return quote;
  throw new ApiError(403, `Deze offerte hoort bij iemand anders. ${NO_QUOTE_ACCESS_MESSAGE}`);
}
