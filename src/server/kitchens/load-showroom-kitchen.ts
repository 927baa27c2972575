import "server-only";

/** One showroom entry with its kitchen (GET /api/showroom-kitchens/{showroomKitchenId}/); null when unknown or its kitchen expired. */
import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { showroomKitchens } from "@/server/db/schema";

import type { ShowroomKitchen } from "./kitchen-views";
import { selectShowroomKitchens } from "./showroom-rows";

export async function loadShowroomKitchen(db: Database, showroomKitchenId: number): Promise<ShowroomKitchen | null> {
  const [entry] = await selectShowroomKitchens(db, eq(showroomKitchens.showroomKitchenId, showroomKitchenId));
  return entry ?? null;
}
