import "server-only";

/**
 * The newsletter's list for a mailing tool (specification §7: shop/export):
 * the confirmed addresses only, since only those asked for mail (double
 * opt-in). Pending and unsubscribed addresses never leave the shop.
 */
import { asc, eq } from "drizzle-orm";

import { csvDocument } from "@/domain/export/csv";
import type { Database } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";

import { localDateTime } from "./local-date-time";

const SOURCES = { website: "website", checkout: "bestelling" } as const;

export async function exportNewsletterSubscribers(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.emailAddress));
  return csvDocument(
    ["E-mailadres", "Aangemeld via", "Bevestigd op"],
    rows.map((row) => [row.emailAddress, SOURCES[row.source], row.confirmedAt ? localDateTime(row.confirmedAt) : null]),
  );
}
