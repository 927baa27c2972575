/**
 * The shop's pages as they start (issue 23): written and published when the
 * `pages` table is empty, so `npm start` shows the customer-service pages as
 * they were in the code. Not demo data: a real shop needs these pages too, so
 * this runs on every start, after the migrations, whatever the catalogue
 * holds; once the table has a row the admins own it, and nothing is written.
 */
import { count } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { pages } from "@/server/db/schema";
import { pageVersionSchema } from "@/schemas/content/page";
import { sanitizeRichText } from "@/server/content/rich-text";

import { SEED_PAGES } from "./page-texts";

/** Writes the pages when there are none; answers how many it wrote. */
export async function seedPages(db: Database, now: Date): Promise<number> {
  const [existing] = await db.select({ rows: count() }).from(pages);
  if ((existing?.rows ?? 0) > 0) return 0;
  const rows = SEED_PAGES.map(({ path, draft }) => {
    // Not page-version.ts's helper: that module is server-only, and `npm run db:seed` runs this outside the server.
    const version = pageVersionSchema.parse(draft);
    const clean = { ...version, intro: sanitizeRichText(version.intro), sections: version.sections.map((section) => ({ ...section, body: sanitizeRichText(section.body) })) };
    return { path, draft: clean, published: clean, publishedAt: now, updatedAt: now };
  });
  const written = await db.insert(pages).values(rows).onConflictDoNothing({ target: pages.path }).returning({ path: pages.path });
  // Two instances starting at once: the second finds the first's rows (conflict) and writes nothing.
  return written.length;
}
