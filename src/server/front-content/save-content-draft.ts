import "server-only";

/**
 * An admin writes a draft: a new row (POST) or the draft of an existing one
 * (PUT). The published version is not touched: guests see the change only
 * after "Publiceren". A block's key is fixed once made.
 */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { blocks } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/api-error";

import type { ContentKind, VersionOf } from "./content-kinds";
import { type ContentRecord, loadContentRecord } from "./content-records";

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505";
}

export async function createContent<K extends ContentKind>(db: Database, kind: K, draft: VersionOf<K>, staffMemberId: number, now: Date, key?: string): Promise<ContentRecord<VersionOf<K>>> {
  const cleaned = kind.clean(draft as never);
  let id: number;
  try {
    if (kind.name === "block") {
      const [row] = await db.insert(blocks).values({ key: key!, draft: cleaned, updatedAt: now, updatedBy: staffMemberId }).returning({ id: blocks.blockId });
      id = row!.id;
    } else {
      const [row] = await db.insert(kind.table).values({ draft: cleaned, updatedAt: now, updatedBy: staffMemberId }).returning({ id: kind.id });
      id = row!.id;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(422, "Er is al een blok met deze sleutel.", [{ field: "key", errorMessage: "Er is al een blok met deze sleutel" }]);
    throw error;
  }
  return (await loadContentRecord(db, kind, id))!;
}

export async function updateContentDraft<K extends ContentKind>(db: Database, kind: K, id: number, draft: VersionOf<K>, staffMemberId: number, now: Date): Promise<ContentRecord<VersionOf<K>>> {
  const cleaned = kind.clean(draft as never);
  const t = kind.table;
  const [row] = await db.update(t).set({ draft: cleaned, updatedAt: now, updatedBy: staffMemberId }).where(eq(kind.id, id)).returning({ id: kind.id });
  if (!row) throw notFound(kind.notFound);
  return (await loadContentRecord(db, kind, id))!;
}
