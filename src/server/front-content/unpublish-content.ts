import "server-only";

/** "Depubliceren": guests no longer get the row at all; the draft stays for the editor. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/api-error";

import type { ContentKind, VersionOf } from "./content-kinds";
import { type ContentRecord, loadContentRecord } from "./content-records";

export async function unpublishContent<K extends ContentKind>(db: Database, kind: K, id: number, staffMemberId: number, now: Date): Promise<ContentRecord<VersionOf<K>>> {
  const t = kind.table;
  const [row] = await db.update(t).set({ published: null, publishedAt: null, updatedAt: now, updatedBy: staffMemberId }).where(eq(kind.id, id)).returning({ id: kind.id });
  if (!row) throw notFound(kind.notFound);
  return (await loadContentRecord(db, kind, id))!;
}
