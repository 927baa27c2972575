import "server-only";

/**
 * The admin's view of campaigns: the list, and one campaign with its blocks,
 * counts, who wrote and sent it, and the preview of its mail. The blocks are
 * checked by their schema on read, so a row written by hand cannot break the screen.
 */
import { asc, count, desc, eq, inArray } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { type NewsletterRow, newsletters, staffMembers } from "@/server/db/schema";
import { notFound } from "@/server/http/api-error";
import { newsletterBlocksSchema } from "@/schemas/newsletters";

import { untrackedCampaignMail } from "./campaign-mail";
import { newsletterCounts } from "./newsletter-counts";

/** The address the preview's unsubscribe link is made for: a sample, not a subscriber. */
const PREVIEW_ADDRESS = "voorbeeld@stekker.invalid";

export const NEWSLETTER_NOT_FOUND = "Nieuwsbrief niet gevonden";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summary(row: NewsletterRow, counts: Awaited<ReturnType<typeof newsletterCounts>>) {
  return {
    newsletterId: row.newsletterId,
    subject: row.subject,
    preheader: row.preheader,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sendStartedAt: iso(row.sendStartedAt),
    sentAt: iso(row.sentAt),
    counts: counts.get(row.newsletterId)!,
  };
}

export async function listNewsletters(db: Database, { page, pageSize, order }: { page: number; pageSize: number; order?: string }) {
  const rows = await db
    .select()
    .from(newsletters)
    .orderBy(order?.toLowerCase() === "asc" ? asc(newsletters.newsletterId) : desc(newsletters.newsletterId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ total: count() }).from(newsletters);
  const counts = await newsletterCounts(db, rows.map((row) => row.newsletterId));
  return { items: rows.map((row) => summary(row, counts)), total: Number(total?.total ?? 0) };
}

export async function findNewsletter(db: Database, newsletterId: number): Promise<NewsletterRow> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.newsletterId, newsletterId));
  if (!row) throw notFound(NEWSLETTER_NOT_FOUND);
  return { ...row, blocks: newsletterBlocksSchema.parse(row.blocks) };
}

export async function newsletterAnswer(db: Database, newsletterId: number) {
  const row = await findNewsletter(db, newsletterId);
  const counts = await newsletterCounts(db, [newsletterId]);
  const staffIds = [row.createdBy, row.sentBy].filter((id): id is number => id !== null);
  const names = new Map(
    staffIds.length === 0 ? [] : (await db.select({ id: staffMembers.staffMemberId, name: staffMembers.name }).from(staffMembers).where(inArray(staffMembers.staffMemberId, staffIds))).map((member) => [member.id, member.name]),
  );
  const preview = await untrackedCampaignMail(db, row, PREVIEW_ADDRESS);
  return {
    ...summary(row, counts),
    blocks: row.blocks,
    createdBy: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
    sentBy: row.sentBy === null ? null : (names.get(row.sentBy) ?? null),
    previewHtml: preview.content.html,
  };
}
