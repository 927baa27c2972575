import "server-only";

/** GET /api/quotes/{quoteId}/: the quote for its session, its signed link or staff (load-own-quote.ts), as the API answers it. */
import type { QuoteAnswer } from "@/schemas/answers/quote";
import type { Database } from "@/server/db/client";

import { type QuoteAccess, loadOwnQuote } from "./load-own-quote";
import { quoteAnswer } from "./quote-answer";

export async function readOwnQuote(db: Database, quoteId: string, access: QuoteAccess): Promise<QuoteAnswer> {
  return quoteAnswer(db, await loadOwnQuote(db, quoteId, access));
}
