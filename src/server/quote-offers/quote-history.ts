import "server-only";

/** A quote's history (decisions §11): every status change with who made it, written in the caller's transaction. */
import { asc, eq } from "drizzle-orm";

import type { QuoteActor, QuoteStatus } from "@/domain/quotes/quote-status";
import { QUOTE_STATUS_LABELS } from "@/domain/quotes/quote-status";
import type { Database } from "@/server/db/client";
import { quoteStatusChanges, staffMembers } from "@/server/db/schema";

export interface QuoteStatusChange {
  quoteId: string;
  fromStatus: QuoteStatus | null;
  toStatus: QuoteStatus;
  actor: QuoteActor;
  staffMemberId?: number | null;
  at: Date;
  note?: string | null;
}

export async function recordQuoteStatusChange(tx: Database, change: QuoteStatusChange): Promise<void> {
  await tx.insert(quoteStatusChanges).values({
    quoteId: change.quoteId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    actor: change.actor,
    staffMemberId: change.staffMemberId ?? null,
    at: change.at,
    note: change.note ?? null,
  });
}

export async function quoteHistory(db: Database, quoteId: string) {
  const rows = await db
    .select({
      at: quoteStatusChanges.at,
      fromStatus: quoteStatusChanges.fromStatus,
      toStatus: quoteStatusChanges.toStatus,
      actor: quoteStatusChanges.actor,
      staffName: staffMembers.name,
      note: quoteStatusChanges.note,
    })
    .from(quoteStatusChanges)
    .leftJoin(staffMembers, eq(staffMembers.staffMemberId, quoteStatusChanges.staffMemberId))
    .where(eq(quoteStatusChanges.quoteId, quoteId))
    .orderBy(asc(quoteStatusChanges.at), asc(quoteStatusChanges.changeId));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    toStatusLabel: QUOTE_STATUS_LABELS[row.toStatus],
    actor: row.actor,
    staffName: row.staffName,
    note: row.note,
  }));
}
