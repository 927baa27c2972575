import "server-only";

/**
 * The right to a quote (issue 22; own data as carts, decisions §5): the session
 * that asked for it, whoever holds the signed link of its mails (`?token=`),
 * or staff where the route allows them. A number that is no quote (or no
 * number at all): 404; no session, no link and no staff: 401; another
 * session's quote: 403; a link the shop signed for this quote that has expired
 * or was revoked: 410 (link-expired.ts). Every customer route of quotes (reading it, its
 * uploads and PDF, ordering and declining it) and the quote page use this.
 */
import { readEnv, sessionSecret } from "@/config/env";
import type { Database } from "@/server/db/client";
import type { QuoteRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { quoteLinkState } from "@/server/quote-links/quote-token";
import { linkExpired } from "@/server/signed-links/link-expired";
import type { LinkState } from "@/domain/links/link-lifetime";

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

type LinkedQuote = Pick<QuoteRow, "quoteId" | "sessionId" | "createdAt" | "linkGeneration">;

/** Rule: staff, the session that asked, or a signed link for this quote, which may have expired or been revoked. */
export function quoteAccessState(quote: LinkedQuote, access: QuoteAccess, now: Date): LinkState {
  if (access.staff) return "valid";
  if (access.sessionId !== null && access.sessionId === quote.sessionId) return "valid";
  return quoteLinkState(quote.quoteId, access.token, sessionSecret(readEnv()), quote, now);
}

/** Rule: staff, the session that asked, or a valid signed link for this quote. */
export function mayUseQuote(quote: LinkedQuote, access: QuoteAccess, now: Date = new Date()): boolean {
  return quoteAccessState(quote, access, now) === "valid";
}

export async function loadOwnQuote(db: Database, quoteId: string, access: QuoteAccess, options: FindQuoteOptions = {}, now: Date = new Date()): Promise<QuoteRow> {
  const quote = await requireQuote(db, quoteId, options);
  const state = quoteAccessState(quote, access, now);
  if (state === "valid") return quote;
  if (state === "expired") throw linkExpired();
  if (!access.sessionId && !access.token) throw noQuoteSession();
  throw notYourQuote();
}
