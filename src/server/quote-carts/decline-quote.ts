import "server-only";

/**
 * POST /api/quotes/{quoteId}/decline/: the customer declines a sent quote
 * (decisions §11), from its page: the session that asked or the mail's link.
 * The status and its history row change together; only a sent quote (409
 * otherwise, naming its state).
 */
import { and, eq, sql } from "drizzle-orm";

import { canChangeQuoteStatus, QUOTE_STATUS_LABELS } from "@/domain/quotes/quote-status";
import type { Database } from "@/server/db/client";
import { quotes, quoteStatusChanges } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { loadOwnQuote, type QuoteAccess } from "@/server/quotes/load-own-quote";

export async function declineQuote(db: Database, quoteId: string, access: QuoteAccess, reason: string | null, now: Date) {
  const quote = await loadOwnQuote(db, quoteId, access);
  const refused = () =>
    new ApiError(409, `Offerte ${quoteId} kan niet meer worden afgewezen: ze is ${QUOTE_STATUS_LABELS[quote.status].toLowerCase()}.`, [
      { field: "status", errorMessage: `De offerte is ${QUOTE_STATUS_LABELS[quote.status].toLowerCase()}` },
    ]);
  if (!canChangeQuoteStatus(quote.status, "declined", "customer")) throw refused();
  const declined = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({ status: "declined", version: sql`${quotes.version} + 1`, updatedAt: now })
      .where(and(eq(quotes.quoteId, quoteId), eq(quotes.status, "sent")))
      .returning({ quoteId: quotes.quoteId });
    if (!row) return false;
    await tx.insert(quoteStatusChanges).values({ quoteId, at: now, fromStatus: "sent", toStatus: "declined", actor: "customer", note: reason });
    return true;
  });
  if (!declined) throw refused();
  return { quoteId, status: "declined" as const, statusLabel: QUOTE_STATUS_LABELS.declined };
}
