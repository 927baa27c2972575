import "server-only";

/**
 * "Publiceren": the draft becomes what guests see, in one UPDATE (no moment
 * in which a reader gets half of it). The table's trigger tells every
 * instance to drop its shared page copies, so the next guest gets the new text.
 */
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/api-error";

import type { ContentKind, VersionOf } from "./content-kinds";
import { type ContentRecord, loadContentRecord } from "./content-records";

export async function publishContent<K extends ContentKind>(db: Database, kind: K, id: number, staffMemberId: number, now: Date): Promise<ContentRecord<VersionOf<K>>> {
  const t = kind.table;
  const [row] = await db
    .update(t)
    .set({ published: sql`${t.draft}`, publishedAt: now, updatedAt: now, updatedBy: staffMemberId })
    .where(eq(kind.id, id))
    .returning({ id: kind.id });
  if (!row) throw notFound(kind.notFound);
  return (await loadContentRecord(db, kind, id))!;
}
