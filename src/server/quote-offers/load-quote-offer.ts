import "server-only";

/** GET /api/quotes/{quoteId}/offer/: one quote with everything staff need (a passed validity expires it first). */
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";
import type { Database } from "@/server/db/client";
import { requireQuote } from "@/server/quotes/find-quote";

import { expirePassedQuotes } from "./expire-quotes";
import { quoteOfferAnswer } from "./quote-offer-answer";

export async function loadQuoteOffer(db: Database, quoteId: string, now: Date): Promise<QuoteOfferAnswer> {
  const row = await requireQuote(db, quoteId);
  if (row.status === "sent") await expirePassedQuotes(db, now, [quoteId]);
  return quoteOfferAnswer(db, row.status === "sent" ? await requireQuote(db, quoteId) : row);
}
