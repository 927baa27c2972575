import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { information } from "@/server/db/schema";

export interface InformationText {
  informationId: number;
  key: string;
  title: string;
  body: string;
}

/**
 * GET /api/information/{informationId}/: a 'Meer info' text by its number or
 * by its key ("montage"), since pages know the key and not the number.
 */
export async function loadInformation(db: Database, idOrKey: number | string): Promise<InformationText | null> {
  const where = typeof idOrKey === "number" ? eq(information.informationId, idOrKey) : eq(information.key, idOrKey);
  const [row] = await db.select().from(information).where(where).limit(1);
  return row ?? null;
}
