import "server-only";

/**
 * GET /api/quotes/{quoteId}/pdf/: the quote as a PDF, for staff (any quote), the
 * session that asked for it, or the holder of the mail's signed link (?token=).
 * Another session hears 403, as the quote's own GET; a guest without a session
 * 401. Never stored by a cache: it holds the customer's name and address.
 */
import { readEnv, sessionSecret } from "@/config/env";
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { NO_STORE } from "@/server/http/responses";
import { verifyQuoteToken } from "@/server/quote-links/quote-token";

import { expirePassedQuotes } from "./expire-quotes";
import { findQuote } from "./find-quote";
import { quoteOfferAnswer } from "./quote-offer-answer";
import { QUOTE_PDF_COPY, renderQuotePdf } from "./quote-pdf";
import { quotePdfFacts } from "./quote-pdf-facts";

export interface QuotePdfCaller {
  staff: boolean;
  sessionId: string | null;
  token: string | null;
}

export async function quotePdfResponse(db: Database, quoteId: string, caller: QuotePdfCaller, now: Date): Promise<Response> {
  const linkValid = caller.token !== null && verifyQuoteToken(quoteId, caller.token, sessionSecret(readEnv()));
  if (!caller.staff && !linkValid && caller.sessionId === null) throw new ApiError(401, "Open de offerte via de link in je mail.");
  let row = await findQuote(db, quoteId);
  if (!caller.staff && !linkValid && row.sessionId !== caller.sessionId) throw new ApiError(403, "Deze offerte is niet van jou. Open hem via de link in je mail.");
  // The customer sees only an offer staff sent; a request or draft is still being worked on.
  if (!caller.staff && (row.status === "requested" || row.status === "draft")) throw new ApiError(404, "Deze offerte is nog niet klaar. Je krijgt een mail zodra hij klaarstaat.");
  if (row.status === "sent" && (await expirePassedQuotes(db, now, [quoteId])) > 0) row = await findQuote(db, quoteId);
  const pdf = await renderQuotePdf(quotePdfFacts(await quoteOfferAnswer(db, row), now));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${QUOTE_PDF_COPY.fileName(row.quoteId)}"`,
      "cache-control": `private, ${NO_STORE}`,
      "x-content-type-options": "nosniff",
    },
  });
}
