import "server-only";

/**
 * POST /api/quotes/{quoteId}/status/: staff change a quote's status by the
 * rules of decisions §11 (canChangeQuoteStatus): decline a request or a quote,
 * mark a sent one expired, take one back to draft. Sending and ordering have
 * their own way (409 here); a change the rules do not allow is 409. The history
 * row names the member. The same status again changes nothing.
 */
import { eq, sql } from "drizzle-orm";

import { canChangeQuoteStatus, QUOTE_STATUS_LABELS, type QuoteStatus } from "@/domain/quotes/quote-status";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";
import type { Database } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { requireQuote } from "@/server/quotes/find-quote";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { staleQuote } from "./stale-quote";
import { recordQuoteStatusChange } from "./quote-history";
import { quoteOfferAnswer } from "./quote-offer-answer";

const OWN_WAY: Partial<Record<QuoteStatus, string>> = {
  sent: "Verstuur een offerte met Versturen (POST /api/quotes/{quoteId}/send/): dan gaat ook de mail.",
  accepted: "Een offerte wordt geaccepteerd doordat de klant hem bestelt.",
  requested: "Een offerte kan niet terug naar aangevraagd.",
};

export async function changeQuoteStatus(
  db: Database,
  quoteId: string,
  input: { status: QuoteStatus; note?: string | null; version?: number },
  staff: StaffIdentity,
  now: Date,
): Promise<QuoteOfferAnswer> {
  const changed = await db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteId, { forUpdate: true });
    if (input.version !== undefined && row.version !== input.version) throw staleQuote(row.version);
    if (row.status === input.status) return row;
    const ownWay = OWN_WAY[input.status];
    if (ownWay) throw new ApiError(409, ownWay, [{ field: "status", errorMessage: ownWay }]);
    if (!canChangeQuoteStatus(row.status, input.status, "staff")) {
      const message = `Een offerte die ${QUOTE_STATUS_LABELS[row.status].toLowerCase()} is, kan niet naar ${QUOTE_STATUS_LABELS[input.status].toLowerCase()}.`;
      throw new ApiError(409, message, [{ field: "status", errorMessage: message }]);
    }
    const [updated] = await tx
      .update(quotes)
      .set({ status: input.status, updatedAt: now, version: sql`${quotes.version} + 1` })
      .where(eq(quotes.quoteId, row.quoteId))
      .returning();
    await recordQuoteStatusChange(tx, { quoteId: row.quoteId, fromStatus: row.status, toStatus: input.status, actor: "staff", staffMemberId: staff.staffMemberId, at: now, note: input.note ?? null });
    return updated!;
  });
  return quoteOfferAnswer(db, changed);
}
