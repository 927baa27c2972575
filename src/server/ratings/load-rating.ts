import "server-only";

/** One approved review (GET /api/ratings/{ratingId}/); a pending or rejected one is as unknown as a missing one (404). */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { ratings } from "@/server/db/schema";
import { notFound } from "@/server/http/api-error";

import { ratingAnswer } from "./rating-answer";

export async function loadApprovedRating(db: Database, ratingId: number) {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.ratingId, ratingId), eq(ratings.status, "approved")));
  if (!row) throw notFound("Review niet gevonden");
  return ratingAnswer(row);
}
