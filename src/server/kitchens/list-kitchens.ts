import "server-only";

/** The kitchens on sale, cheapest first, with whether each stands in the showroom (/keukens/ and GET /api/kitchens/). */
import { and, asc, eq, type SQL } from "drizzle-orm";

import type { KitchenFilters } from "@/domain/kitchens/kitchen";
import type { Database } from "@/server/db/client";
import { kitchens, showroomKitchens } from "@/server/db/schema";

import { kitchenColumns, toKitchenSummary } from "./kitchen-rows";
import type { KitchenSummary } from "./kitchen-views";

export async function listKitchens(db: Database, filters: KitchenFilters = { style: null, layout: null }): Promise<KitchenSummary[]> {
  const conditions: SQL[] = [eq(kitchens.expired, false)];
  if (filters.style) conditions.push(eq(kitchens.style, filters.style));
  if (filters.layout) conditions.push(eq(kitchens.layout, filters.layout));
  const rows = await db
    .selectDistinctOn([kitchens.priceFromCents, kitchens.kitchenId], kitchenColumns)
    .from(kitchens)
    .leftJoin(showroomKitchens, eq(showroomKitchens.kitchenId, kitchens.kitchenId))
    .where(and(...conditions))
    .orderBy(asc(kitchens.priceFromCents), asc(kitchens.kitchenId), asc(showroomKitchens.showroomKitchenId));
  return rows.map(toKitchenSummary);
}
