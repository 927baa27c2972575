import "server-only";

/**
 * Shop mode (specification §3: the app state's `shop`): a signed-in member of
 * staff says which shop their browser stands in, or none. It belongs to the
 * browser's session, not to the member: the same person may work at home and
 * at the counter on the same day.
 */
import { eq } from "drizzle-orm";

import type { ShopId } from "@/domain/staff/shops";
import type { Database } from "@/server/db/client";
import { staffSessions } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";

import type { StaffIdentity } from "./identify-staff";

export async function chooseShop(db: Database, staff: StaffIdentity, shop: ShopId | null): Promise<{ shop: ShopId | null }> {
  if (staff.via.kind !== "session") throw new ApiError(409, "Winkelmodus hoort bij een ingelogde browser, niet bij een API-token.");
  await db.update(staffSessions).set({ shop }).where(eq(staffSessions.secretHash, staff.via.secretHash));
  return { shop };
}
