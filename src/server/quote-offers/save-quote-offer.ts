import "server-only";

/**
 * PUT /api/quotes/{quoteId}/offer/: staff save the offer (issue 22, point 2):
 * the lines, the discount over the whole, the last valid day, the note for the
 * customer, who handles it. Guarded by the version read (409 when someone else
 * saved in between); a request becomes a draft on the first save, a sent or
 * expired quote goes back to draft (it must be sent again), an accepted or
 * declined one cannot change (409). Every save is a history row.
 */
import { eq, sql } from "drizzle-orm";

import { eurosToCents } from "@/domain/money";
import { discountTotalProblem, editRefusal, quoteTotals, statusAfterEdit, validUntilProblem } from "@/domain/quotes/quote-offer";
import { shopDay } from "@/domain/delivery/days";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";
import type { QuoteOfferInput } from "@/schemas/quote-offers";
import type { Database } from "@/server/db/client";
import { quotes, staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { requireQuote } from "@/server/quotes/find-quote";
import { loadQuoteCatalogue } from "@/server/quotes/quote-catalogue";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { staleQuote } from "./stale-quote";
import { checkedLines, linesFromInput } from "./offer-lines";
import { recordQuoteStatusChange } from "./quote-history";
import { quoteOfferAnswer } from "./quote-offer-answer";

export async function saveQuoteOffer(db: Database, quoteId: string, input: QuoteOfferInput, staff: StaffIdentity, now: Date): Promise<QuoteOfferAnswer> {
  const lines = linesFromInput(input.items);
  // The catalogue is read before the transaction: the lock is held only for the write.
  const catalogue = await loadQuoteCatalogue(db, lines);
  const saved = await db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteId, { forUpdate: true });
    if (row.version !== input.version) throw staleQuote(row.version);
    const refusal = editRefusal(row.status);
    if (refusal) throw new ApiError(409, refusal, [{ field: "status", errorMessage: refusal }]);
    const items = checkedLines(lines, catalogue);
    const discountTotalCents = eurosToCents(input.discountTotal);
    const totals = quoteTotals(items, catalogue.products, 0, catalogue.combinations);
    const discountProblem = discountTotalProblem(discountTotalCents, totals.maxDiscountTotalCents);
    if (discountProblem) throw new ApiError(422, discountProblem, [{ field: "discountTotal", errorMessage: discountProblem }]);
    const validUntil = input.validUntil === undefined ? row.validUntil : input.validUntil;
    if (validUntil && validUntil !== row.validUntil) {
      const problem = validUntilProblem(validUntil, shopDay(now));
      if (problem) throw new ApiError(422, problem, [{ field: "validUntil", errorMessage: problem }]);
    }
    let assignedTo = input.assignedTo === undefined ? (row.assignedTo ?? staff.staffMemberId) : input.assignedTo;
    if (assignedTo !== null && assignedTo !== staff.staffMemberId) {
      const [member] = await tx.select({ id: staffMembers.staffMemberId }).from(staffMembers).where(eq(staffMembers.staffMemberId, assignedTo));
      if (!member) throw new ApiError(422, "Die medewerker bestaat niet.", [{ field: "assignedTo", errorMessage: `Er is geen medewerker ${assignedTo}.` }]);
    }
    assignedTo ??= null;
    const status = statusAfterEdit(row.status)!;
    const [updated] = await tx
      .update(quotes)
      .set({
        items,
        discountTotalCents,
        validUntil,
        customerNote: input.customerNote === undefined ? row.customerNote : input.customerNote,
        assignedTo,
        status,
        updatedAt: now,
        version: sql`${quotes.version} + 1`,
      })
      .where(eq(quotes.quoteId, row.quoteId))
      .returning();
    await recordQuoteStatusChange(tx, {
      quoteId: row.quoteId,
      fromStatus: row.status,
      toStatus: status,
      actor: "staff",
      staffMemberId: staff.staffMemberId,
      at: now,
      note: row.status === "sent" ? "Offerte gewijzigd na versturen: opnieuw versturen." : "Offerte opgeslagen.",
    });
    return updated!;
  });
  return quoteOfferAnswer(db, saved);
}
