import "server-only";

import { eq, inArray } from "drizzle-orm";

import { type Database, getDatabase } from "@/server/db/client";
import { rewrites } from "@/server/db/schema";

/** Old URLs that moved more than once are followed to the end, but never in a circle. */
const MAX_HOPS = 5;

/**
 * The new place of an old URL, or null when it did not move. Pages call this only
 * when they would answer 404, so a working URL never costs a query. The answer is
 * a path (or an absolute URL, if a rewrite points off the shop) for a permanent
 * redirect; a chain of moves gives the last place, so a crawler gets one hop.
 */
export async function findRewrite(db: Database, path: string): Promise<string | null> {
  let current = normalisePath(path);
  if (!current) return null;
  const seen = new Set<string>([current]);
  let target: string | null = null;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = await lookUp(db, current);
    if (!next) break;
    target = next;
    const nextPath = normalisePath(next);
    if (!nextPath || seen.has(nextPath)) break;
    seen.add(nextPath);
    current = nextPath;
  }
  // A rewrite that leads back to where it started would redirect forever.
  return target && normalisePath(target) === normalisePath(path) ? null : target;
}

/** findRewrite on the process's database, for pages. */
export async function getRewrite(path: string): Promise<string | null> {
  return findRewrite(await getDatabase(), path);
}

export interface Rewrite {
  rewriteId: number;
  fromPath: string;
  /** The final place, after following further moves. */
  toPath: string;
}

/** One rewrite by id (/api/rewrites/{rewriteId}/), with its final place; null when unknown. */
export async function loadRewrite(db: Database, rewriteId: number): Promise<Rewrite | null> {
  const [row] = await db.select().from(rewrites).where(eq(rewrites.rewriteId, rewriteId));
  if (!row) return null;
  return { rewriteId: row.rewriteId, fromPath: row.fromPath, toPath: (await findRewrite(db, row.fromPath)) ?? row.toPath };
}

async function lookUp(db: Database, path: string): Promise<string | null> {
  // Stored paths end with a slash like every URL of the shop, but an old site's may not.
  const variants = [...new Set([path, path.replace(/\/$/, "") || "/"])];
  const rows = await db.select({ fromPath: rewrites.fromPath, toPath: rewrites.toPath }).from(rewrites).where(inArray(rewrites.fromPath, variants));
  return (rows.find((row) => row.fromPath === path) ?? rows[0])?.toPath ?? null;
}

/**
 * A path as the table stores it: no query or fragment, percent-decoded, with a
 * leading and a trailing slash. Null for something that is not a path.
 */
export function normalisePath(input: string): string | null {
  let path = input.split(/[?#]/, 1)[0] ?? "";
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed percent-encoding: look it up as it came.
  }
  if (!path.startsWith("/") || path.length > 2000 || path.includes("\0")) return null;
  return path.endsWith("/") ? path : `${path}/`;
}
