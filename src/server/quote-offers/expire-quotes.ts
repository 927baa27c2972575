import "server-only";

/**
 * Sent quotes whose last valid day has passed become `expired` (decisions §11),
 * with a history row by the system. Done when staff read quotes (the list, a
 * quote, its PDF) and by whoever else calls it; one conditional statement, so
 * two instances doing it at once expire each quote once.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";

import { shopDay } from "@/domain/delivery/days";
import type { Database } from "@/server/db/client";
import { quotes, quoteStatusChanges } from "@/server/db/schema";

/** Expires the passed quotes (all, or the ones named); answers how many. */
export async function expirePassedQuotes(db: Database, now: Date, quoteIds?: readonly string[]): Promise<number> {
  const today = shopDay(now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: "expired", updatedAt: now, version: sql`${quotes.version} + 1` })
      .where(and(eq(quotes.status, "sent"), lt(quotes.validUntil, today), quoteIds ? inArray(quotes.quoteId, [...quoteIds]) : undefined))
      .returning({ quoteId: quotes.quoteId });
    if (expired.length > 0) {
      await tx.insert(quoteStatusChanges).values(
        expired.map(({ quoteId }) => ({ quoteId, fromStatus: "sent" as const, toStatus: "expired" as const, actor: "system" as const, at: now, note: "De geldigheid is verlopen." })),
      );
    }
    return expired.length;
  });
}
