import "server-only";

/**
 * GET /api/quotes/{quoteId}/pdf/: the quote as a PDF, for staff (any quote), the
 * session that asked for it, or the holder of the mail's signed link (?token=).
 * The rights are the quote's own GET's (server/quotes/load-own-quote.ts): anyone
 * else gets the 404 of an unknown quote. Never stored by a cache: it holds the
 * customer's name and address.
 */
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { NO_STORE } from "@/server/http/responses";
import { requireQuote } from "@/server/quotes/find-quote";
import { loadOwnQuote, type QuoteAccess } from "@/server/quotes/load-own-quote";

import { expirePassedQuotes } from "./expire-quotes";
import { quoteOfferAnswer } from "./quote-offer-answer";
import { QUOTE_PDF_COPY, renderQuotePdf } from "./quote-pdf";
import { quotePdfFacts } from "./quote-pdf-facts";

export async function quotePdfResponse(db: Database, quoteId: string, caller: QuoteAccess, now: Date): Promise<Response> {
  let row = await loadOwnQuote(db, quoteId, caller);
  // The customer sees only an offer staff sent; a request or draft is still being worked on.
  if (!caller.staff && (row.status === "requested" || row.status === "draft")) throw new ApiError(404, "Deze offerte is nog niet klaar. Je krijgt een mail zodra hij klaarstaat.");
  if (row.status === "sent" && (await expirePassedQuotes(db, now, [quoteId])) > 0) row = await requireQuote(db, quoteId);
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
