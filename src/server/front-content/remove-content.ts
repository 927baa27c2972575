import "server-only";

/** An admin removes a row, draft and published version both. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/api-error";

import type { ContentKind } from "./content-kinds";

export async function removeContent(db: Database, kind: ContentKind, id: number): Promise<void> {
  const [row] = await db.delete(kind.table).where(eq(kind.id, id)).returning({ id: kind.id });
  if (!row) throw notFound(kind.notFound);
}
