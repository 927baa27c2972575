import "server-only";

/**
 * POST /api/quotes/{quoteId}/items/: the shop page's "Aan offerte toevoegen":
 * one product (or a combination's product) added to a quote being built. A
 * line already there gets the quantity added (at most 10); a request becomes a
 * draft, as on any save; checked as the whole offer is (offer-lines.ts).
 */
import { eq, sql } from "drizzle-orm";

import { capQuantity } from "@/domain/cart/quantity";
import { editRefusal, statusAfterEdit } from "@/domain/quotes/quote-offer";
import type { QuoteOfferAnswer } from "@/schemas/answers/quote-offers";
import type { QuoteLineInput } from "@/schemas/quote-offers";
import type { Database } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { requireQuote } from "@/server/quotes/find-quote";
import { loadQuoteCatalogue } from "@/server/quotes/quote-catalogue";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { checkedLines, linesFromInput } from "./offer-lines";
import { recordQuoteStatusChange } from "./quote-history";
import { quoteOfferAnswer } from "./quote-offer-answer";

export async function addQuoteItem(db: Database, quoteId: string, input: QuoteLineInput, staff: StaffIdentity, now: Date): Promise<QuoteOfferAnswer> {
  const [added] = linesFromInput([input]);
  const saved = await db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteId, { forUpdate: true });
    const refusal = editRefusal(row.status);
    if (refusal) throw new ApiError(409, refusal, [{ field: "status", errorMessage: refusal }]);
    const existing = row.items.findIndex((line) => line.productId === added!.productId && line.combinationId === added!.combinationId);
    const lines =
      existing === -1
        ? [...row.items, added!]
        : row.items.map((line, index) => (index === existing ? { ...line, qty: capQuantity(line.qty + added!.qty) } : line));
    const catalogue = await loadQuoteCatalogue(tx, lines);
    // The fields as the body names them (productId, itemDiscounts.makeAmends): one line was sent.
    const items = checkedLines(lines, catalogue, "");
    const status = statusAfterEdit(row.status)!;
    const [updated] = await tx
      .update(quotes)
      .set({ items, status, assignedTo: row.assignedTo ?? staff.staffMemberId, updatedAt: now, version: sql`${quotes.version} + 1` })
      .where(eq(quotes.quoteId, row.quoteId))
      .returning();
    const product = catalogue.products.get(added!.productId);
    await recordQuoteStatusChange(tx, {
      quoteId: row.quoteId,
      fromStatus: row.status,
      toStatus: status,
      actor: "staff",
      staffMemberId: staff.staffMemberId,
      at: now,
      note: `${product?.name ?? `Product ${added!.productId}`} toegevoegd vanuit de winkel.`,
    });
    return updated!;
  });
  return quoteOfferAnswer(db, saved);
}
