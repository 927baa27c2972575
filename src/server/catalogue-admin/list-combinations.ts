import "server-only";

/** The back office's list of combinations: search by name, sorted and paged (GET /api/catalogue/combinations/). */
import { asc, desc, ilike, sql } from "drizzle-orm";

import type { CombinationsQuery } from "@/schemas/catalogue-admin/products-query";
import type { Database } from "@/server/db/client";
import { combinations } from "@/server/db/schema";

import { type CombinationRecord, withParts } from "./combination-record";

export async function listCombinations(db: Database, query: CombinationsQuery): Promise<{ items: CombinationRecord[]; total: number }> {
  const where = query.q ? ilike(combinations.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined;
  const by = (query.order ?? "asc") === "asc" ? asc : desc;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(combinations)
      .where(where)
      .orderBy(by(query.sort === "name" ? combinations.name : combinations.combinationId), by(combinations.combinationId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(combinations).where(where),
  ]);
  return { items: await withParts(db, rows), total: counted[0]?.total ?? 0 };
}
