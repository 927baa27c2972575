import "server-only";

/** The one select of the showroom's entries with their kitchens, newest first, shared by the list and the one entry. */
import { and, desc, eq, type SQL } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { kitchens, showroomKitchens } from "@/server/db/schema";

import { kitchenColumns, toKitchenSummary } from "./kitchen-rows";
import type { ShowroomKitchen } from "./kitchen-views";

export async function selectShowroomKitchens(db: Database, where?: SQL): Promise<ShowroomKitchen[]> {
  const rows = await db
    .select({ ...kitchenColumns, location: showroomKitchens.location, onShowSince: showroomKitchens.onShowSince, salePriceCents: showroomKitchens.salePriceCents, note: showroomKitchens.note })
    .from(showroomKitchens)
    .innerJoin(kitchens, eq(kitchens.kitchenId, showroomKitchens.kitchenId))
    .where(where ? and(where, eq(kitchens.expired, false)) : eq(kitchens.expired, false))
    .orderBy(desc(showroomKitchens.onShowSince), desc(showroomKitchens.showroomKitchenId));
  return rows.map((row) => ({
    showroomKitchenId: row.showroomKitchenId!,
    location: row.location,
    onShowSince: row.onShowSince,
    salePriceCents: row.salePriceCents,
    note: row.note,
    kitchen: toKitchenSummary(row),
  }));
}
