/**
 * Raw SQL answers differ per driver: PGlite gives `{ rows }`, postgres.js an
 * array of rows. The read side writes some statements by hand (CTEs, unions,
 * full-text search) and reads their rows through this one helper.
 */
import type { SQL } from "drizzle-orm";

import type { Database } from "./client";

export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}

export async function queryRows<T>(db: Database, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}
