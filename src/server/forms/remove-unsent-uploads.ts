import "server-only";

/**
 * The uploads of forms never sent, removed a day after they came in (issue 23,
 * point 4; the `forms` job). The row goes first, and only while it is still
 * unsent (a form sent at that moment keeps it: the submit holds the row, and
 * the conditional DELETE finds it attached); then the bytes. Bytes whose
 * removal failed are logged: their row is gone, nobody can reach them.
 */
import { and, asc, count, eq, isNull, lte, min } from "drizzle-orm";

import { UNSENT_UPLOAD_LIFETIME_MS } from "@/domain/forms/form-uploads";
import type { Database } from "@/server/db/client";
import { formUploads } from "@/server/db/schema";

import { uploadStore } from "./upload-store";

const expired = (now: Date) => and(isNull(formUploads.formDataId), lte(formUploads.createdAt, new Date(now.getTime() - UNSENT_UPLOAD_LIFETIME_MS)));

export async function removeUnsentUploads(db: Database, now: Date, limit = 500): Promise<number> {
  const due = await db.select({ uploadId: formUploads.uploadId }).from(formUploads).where(expired(now)).orderBy(asc(formUploads.createdAt)).limit(limit);
  if (due.length === 0) return 0;
  const store = await uploadStore();
  let removed = 0;
  for (const { uploadId } of due) {
    const [row] = await db
      .delete(formUploads)
      .where(and(expired(now), eq(formUploads.uploadId, uploadId)))
      .returning({ storageKey: formUploads.storageKey });
    if (!row) continue;
    removed++;
    await store.remove(row.storageKey).catch((error: unknown) => console.error(`[forms] the bytes of unsent upload ${uploadId} could not be removed:`, error));
  }
  return removed;
}

/** What the job has waiting: unsent uploads past their day, and since when the oldest waits. */
export async function waitingUnsentUploads(db: Database, now: Date): Promise<{ pending: number; oldestPendingSince: Date | null }> {
  const [row] = await db.select({ pending: count(), oldest: min(formUploads.createdAt) }).from(formUploads).where(expired(now));
  const oldest = row?.oldest ? new Date(new Date(row.oldest).getTime() + UNSENT_UPLOAD_LIFETIME_MS) : null;
  return { pending: Number(row?.pending ?? 0), oldestPendingSince: oldest };
}
