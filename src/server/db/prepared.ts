/**
 * Statements built once per database and then only executed: Drizzle spends
 * more time building a query (about 0.7 ms for a select of a whole row) than
 * PostgreSQL spends answering a primary-key lookup. The hot paths (reading a
 * cart and its products for every cart call) use these. Keyed per handle, so
 * tests with their own databases never share one.
 */
import type { Database } from "./client";

const statements = new WeakMap<Database, Map<string, unknown>>();

export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let perDatabase = statements.get(db);
  if (!perDatabase) statements.set(db, (perDatabase = new Map()));
  let statement = perDatabase.get(name) as T | undefined;
  if (!statement) perDatabase.set(name, (statement = build(db)));
  return statement;
}
