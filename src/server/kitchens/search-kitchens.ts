import "server-only";

/**
 * The kitchens a search finds (/zoeken/), beside the products and apart from
 * them: PostgreSQL's `dutch` full text over name, style, layout, maker, fronts,
 * worktop and description (kitchens.search_vector), or a model name that looks
 * alike (pg_trgm), best match first. "keuken" or "keukens" alone finds them all.
 */
import { sql } from "drizzle-orm";

import { KITCHEN_SEARCH_LIMIT } from "@/domain/kitchens/kitchen-search";
import type { Database } from "@/server/db/client";
import { kitchens, showroomKitchens } from "@/server/db/schema";

import { kitchenColumns, toKitchenSummary } from "./kitchen-rows";
import type { KitchenSummary } from "./kitchen-views";

export async function searchKitchens(db: Database, q: string, limit = KITCHEN_SEARCH_LIMIT): Promise<KitchenSummary[]> {
  const text = q.trim().slice(0, 200);
  if (!text) return [];
  const query = sql`plainto_tsquery('dutch'::regconfig, ${text})`;
  const rows = await db
    .select(kitchenColumns)
    .from(kitchens)
    .leftJoin(showroomKitchens, sql`${showroomKitchens.kitchenId} = ${kitchens.kitchenId}`)
    .where(sql`not ${kitchens.expired} and (${kitchens.searchVector} @@ ${query} or ${kitchens.name} % ${text})`)
    .orderBy(sql`ts_rank(${kitchens.searchVector}, ${query}) desc`, sql`similarity(${kitchens.name}, ${text}) desc`, kitchens.priceFromCents, kitchens.kitchenId)
    .limit(limit);
  // A kitchen in the showroom twice would come twice: one card each.
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.kitchenId) && seen.add(row.kitchenId)).map(toKitchenSummary);
}
