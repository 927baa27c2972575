import "server-only";

/**
 * What a product page or a listing shows a member of staff of the shop-only
 * data (issue 21, part B), each part only with its staff-mode flag. Pages call
 * it with `currentStaff()`: for a guest (null) it makes no query and answers an
 * empty map, so a guest's page has nothing to render.
 */
import { type VisibleShopOnly, visibleShopOnly } from "@/domain/catalogue/shop-only";
import { permissionFlagsFor } from "@/domain/permissions";
import type { StaffMemberView } from "@/domain/staff/staff-views";
import { getDatabase } from "@/server/db/client";

import { loadShopOnlyFacts } from "./shop-only-facts";

export async function staffShopFacts(staff: Pick<StaffMemberView, "role"> | null, productIds: readonly number[]): Promise<Map<number, VisibleShopOnly>> {
  const visible = new Map<number, VisibleShopOnly>();
  if (!staff || productIds.length === 0) return visible;
  const flags = permissionFlagsFor(staff.role);
  for (const [productId, facts] of await loadShopOnlyFacts(await getDatabase(), productIds)) {
    const shown = visibleShopOnly(facts, flags);
    if (shown) visible.set(productId, shown);
  }
  return visible;
}
