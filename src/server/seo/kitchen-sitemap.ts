import "server-only";

/** The kitchen pages for the sitemap of pages: the overview, the showroom, and each kitchen on sale with its last change. */
import { asc, eq, sql } from "drizzle-orm";

import { KITCHENS_PAGE, kitchenPagePath, SHOWROOM_PAGE } from "@/config/paths";
import type { Database } from "@/server/db/client";
import { kitchens } from "@/server/db/schema";

export async function loadKitchenSitemapPaths(db: Database): Promise<{ path: string; lastmod?: string }[]> {
  const rows = await db
    .select({ slug: kitchens.slug, lastmod: sql<string>`to_char(${kitchens.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` })
    .from(kitchens)
    .where(eq(kitchens.expired, false))
    .orderBy(asc(kitchens.kitchenId));
  return [{ path: KITCHENS_PAGE }, { path: SHOWROOM_PAGE }, ...rows.map((row) => ({ path: kitchenPagePath(row.slug), lastmod: row.lastmod }))];
}
