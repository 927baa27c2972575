import "server-only";

/**
 * The right to a quote (issue 22; own data as carts, decisions §5): the session
 * that asked for it, whoever holds the signed link of its mails (`?token=`),
 * or staff where the route allows them. Anyone else hears the same 404 as
 * for a number that is no quote (or no number at all), with or without a
 * session: quote numbers are sequential, so a 403 or 401 for "exists, not
 * yours" would let a stranger count the shop's quotes (as for orders,
 * load-own-order.ts). The message names the mail's link for the owner on
 * another device without saying which of the two it is. Every customer route
 * of quotes (reading it, its uploads and PDF, ordering and declining it) and
 * the quote page use this.
 * A link the shop signed for this quote that has expired or was revoked
 * answers 410 (link-expired.ts), which tells only its holder what they knew.
 */
import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { Database } from "@/server/db/client";
import type { QuoteRow } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { quoteLinkState } from "@/server/quote-links/quote-token";
import { linkExpired } from "@/server/http/link-expired";
import type { LinkState } from "@/domain/links/link-lifetime";

import { type FindQuoteOptions, findQuote, quoteNotFound } from "./find-quote";

export interface QuoteAccess {
  sessionId: string | null;
  /** The signed link's token, if the request carries one. */
  token: string | null | undefined;
  /** Staff read every quote (false or left out on the customer's own actions). */
  staff?: boolean;
}

export const QUOTE_NOT_FOUND_MESSAGE = "Deze offerte is hier niet te vinden. Is het jouw offerte? Open haar met de link uit je e-mail, of in de browser waarmee je haar hebt aangevraagd.";
/** Someone else's quote, or none: one answer for both. */
export const notYourQuote = () => new ApiError(404, QUOTE_NOT_FOUND_MESSAGE);

/** What deciding the right to a quote reads of it: who asked, and what its links were signed for. */
type QuoteAccessRecord = Pick<QuoteRow, "quoteId" | "sessionId" | "createdAt" | "linkGeneration">;

/** Rule: staff, the session that asked, or a signed link for this quote, which may have expired or been revoked. */
export function quoteAccessState(quote: QuoteAccessRecord, access: QuoteAccess, now: Date): LinkState {
  if (access.staff) return "valid";
  if (access.sessionId !== null && access.sessionId === quote.sessionId) return "valid";
  return verifyWithAnyKey(readEnv(), (secret) => quoteLinkState(quote.quoteId, access.token, secret, quote, now));
}

export async function loadOwnQuote(db: Database, quoteId: string, access: QuoteAccess, options: FindQuoteOptions = {}, now: Date = new Date()): Promise<QuoteRow> {
  const quote = await findQuote(db, quoteId, options);
  // Staff, who may read every quote, hear plainly that there is none with that number.
  if (!quote) throw access.staff ? quoteNotFound() : notYourQuote();
  const state = quoteAccessState(quote, access, now);
  if (state === "valid") return quote;
  if (state === "expired") throw linkExpired();
  throw notYourQuote();
}
