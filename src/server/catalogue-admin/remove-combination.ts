import "server-only";

/** An admin removes a combination (DELETE /api/catalogue/combinations/{combinationId}/); its products stay. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { combinations } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import { catalogueDataChanged } from "./catalogue-data-changed";
import { COMBINATION_NOT_FOUND } from "./combination-record";

export async function removeCombination(db: Database, combinationId: number): Promise<void> {
  const removed = await db.delete(combinations).where(eq(combinations.combinationId, combinationId)).returning({ combinationId: combinations.combinationId });
  if (removed.length === 0) throw new ApiError(404, COMBINATION_NOT_FOUND);
  catalogueDataChanged(db);
}
