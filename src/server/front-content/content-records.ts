import "server-only";

/**
 * Reading the rows of a kind for the back office (draft and published with
 * the state) and for pages and the public API (one version, in its period).
 */
import { asc, eq, inArray } from "drizzle-orm";

import { type ContentVersion, hasUnpublishedChanges, isWithinPeriod } from "@/domain/content/publication";
import { publicationState, type PublicationState } from "@/domain/front-content/front-content";
import type { Database } from "@/server/db/client";
import { blocks } from "@/server/db/schema";

import { type ContentKind, periodOf, readVersion, type VersionOf } from "./content-kinds";

export interface ContentRecord<V> {
  id: number;
  key?: string;
  draft: V;
  published: V | null;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: number | null;
  state: PublicationState;
  hasUnpublishedChanges: boolean;
}

interface Row {
  id: number;
  draft: unknown;
  published: unknown;
  publishedAt: Date | null;
  updatedAt: Date;
  updatedBy: number | null;
}

function selection(kind: ContentKind) {
  const t = kind.table;
  return { id: kind.id, draft: t.draft, published: t.published, publishedAt: t.publishedAt, updatedAt: t.updatedAt, updatedBy: t.updatedBy };
}

function toRecord<K extends ContentKind>(kind: K, row: Row, key?: string): ContentRecord<VersionOf<K>> | null {
  const draft = readVersion(kind as never, row.draft) as VersionOf<K> | null;
  if (draft === null) return null;
  const published = readVersion(kind as never, row.published) as VersionOf<K> | null;
  const changes = hasUnpublishedChanges({ draft, published });
  return {
    id: row.id,
    ...(key === undefined ? {} : { key }),
    draft,
    published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    state: publicationState(published !== null, changes),
    hasUnpublishedChanges: changes,
  };
}

/** Every row of a kind, oldest first, for the back office. A row whose draft no longer fits the schema is left out. */
export async function listContentRecords<K extends ContentKind>(db: Database, kind: K): Promise<ContentRecord<VersionOf<K>>[]> {
  if (kind.name === "block") {
    const rows = await db.select({ ...selection(kind), key: blocks.key }).from(kind.table).orderBy(asc(kind.id));
    return rows.flatMap((row) => toRecord(kind, row, row.key) ?? []);
  }
  const rows = await db.select(selection(kind)).from(kind.table).orderBy(asc(kind.id));
  return rows.flatMap((row) => toRecord(kind, row) ?? []);
}

/** One row for the back office, or null. */
export async function loadContentRecord<K extends ContentKind>(db: Database, kind: K, id: number): Promise<ContentRecord<VersionOf<K>> | null> {
  if (kind.name === "block") {
    const [row] = await db.select({ ...selection(kind), key: blocks.key }).from(kind.table).where(eq(kind.id, id));
    return row ? toRecord(kind, row, row.key) : null;
  }
  const [row] = await db.select(selection(kind)).from(kind.table).where(eq(kind.id, id));
  return row ? toRecord(kind, row) : null;
}

export interface ShownVersion<V> {
  id: number;
  key?: string;
  version: V;
}

export interface ShownContent<V> {
  /** The versions shown now. */
  items: ShownVersion<V>[];
  /** Every version's period, also those not shown now: when one starts or ends, the page changes. */
  periods: ReturnType<typeof periodOf>[];
}

/**
 * The version a reader gets of each row (`published` for guests, `draft` for
 * staff in preview), only those within their period at `now`. A row never
 * published has nothing for a guest.
 */
export async function readShownContent<K extends ContentKind>(db: Database, kind: K, version: ContentVersion, now: Date, keys?: readonly string[]): Promise<ShownContent<VersionOf<K>>> {
  const t = kind.table;
  const column = version === "draft" ? t.draft : t.published;
  let rows: { id: number; key?: string; stored: unknown }[];
  if (kind.name === "block") {
    const query = db.select({ id: kind.id, key: blocks.key, stored: column }).from(kind.table);
    rows = await (keys ? query.where(inArray(blocks.key, [...keys])) : query);
  } else {
    rows = await db.select({ id: kind.id, stored: column }).from(kind.table);
  }
  const items: ShownVersion<VersionOf<K>>[] = [];
  const periods: ReturnType<typeof periodOf>[] = [];
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const shown = readVersion(kind as never, row.stored) as (VersionOf<K> & { period: { from: string | null; until: string | null } }) | null;
    if (shown === null) continue;
    const period = periodOf(shown.period);
    periods.push(period);
    if (isWithinPeriod(period, now)) items.push({ id: row.id, ...(row.key === undefined ? {} : { key: row.key }), version: shown });
  }
  return { items, periods };
}
