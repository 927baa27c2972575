/**
 * What "changes nothing" means in the attack suite: every table of the shop's
 * schema, its row count and a checksum of its rows, before and after.
 */
import { sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";

export type TableSnapshot = Record<string, { rows: number; checksum: string }>;

export async function snapshotTables(db: Database): Promise<TableSnapshot> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.table_name);
  const snapshot: TableSnapshot = {};
  for (const table of tables) {
    const [row] = rowsOf<{ rows: number; checksum: string | null }>(
      await db.execute(sql.raw(`select count(*)::int as rows, md5(string_agg(md5(t::text), ',' order by md5(t::text))) as checksum from "${table}" t`)),
    );
    snapshot[table] = { rows: Number(row!.rows), checksum: row!.checksum ?? "" };
  }
  return snapshot;
}

/** The tables whose rows differ, with their counts before and after. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): Record<string, { before: number; after: number }> {
  const changed: Record<string, { before: number; after: number }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const left = before[table];
    const right = after[table];
    if (left?.checksum !== right?.checksum || left?.rows !== right?.rows) changed[table] = { before: left?.rows ?? 0, after: right?.rows ?? 0 };
  }
  return changed;
}
