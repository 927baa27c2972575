import "server-only";

/**
 * The right to a quote (issue 22; own data as carts, decisions §5): the session
 * that asked for it, whoever holds the signed link of its mails (`?token=`),
 * or staff where the route allows them. A number that is no quote (or no
 * number at all): 404; no session, no link and no staff: 401; another
 * session's quote: 403. Every customer route of quotes (reading it, its
 * uploads and PDF, ordering and declining it) and the quote page use this.
 */
import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import type { QuoteRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { verifyQuoteToken } from "@/server/quote-links/quote-token";

import { type FindQuoteOptions, requireQuote } from "./find-quote";

export interface QuoteAccess {
  sessionId: string | null;
  /** The signed link's token, if the request carries one. */
  token: string | null | undefined;
  /** Staff read every quote (false or left out on the customer's own actions). */
  staff?: boolean;
}

export const NO_QUOTE_ACCESS_MESSAGE = "Open je offerte met de link uit je e-mail, of in de browser waarmee je hem hebt aangevraagd.";
export const noQuoteSession = () => new ApiError(401, `Je sessie is verlopen of ontbreekt. ${NO_QUOTE_ACCESS_MESSAGE}`);
export const notYourQuote = () => new ApiError(403, `Deze offerte hoort bij iemand anders. ${NO_QUOTE_ACCESS_MESSAGE}`);

/** Rule: staff, the session that asked, or a valid signed link for this quote. */
export function mayUseQuote(quote: Pick<QuoteRow, "quoteId" | "sessionId">, access: QuoteAccess): boolean {
  if (access.staff) return true;
  if (access.sessionId !== null && access.sessionId === quote.sessionId) return true;
  return verifyWithAnyKey(readEnv(), (secret) => verifyQuoteToken(quote.quoteId, access.token, secret));
}

export async function loadOwnQuote(db: Database, quoteId: string, access: QuoteAccess, options: FindQuoteOptions = {}): Promise<QuoteRow> {
  const quote = await requireQuote(db, quoteId, options);
  if (mayUseQuote(quote, access)) return quote;
  if (!access.sessionId && !access.token) throw noQuoteSession();
  throw notYourQuote();
}
