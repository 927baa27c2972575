import "server-only";

/**
 * The `shopOnly` part of the product answer (GET /api/products/{productId}/)
 * for a member of staff: each part only with its staff-mode flag. A guest's
 * answer gets none: the route calls this only for staff.
 */
import { shopName } from "@/domain/staff/shops";
import { permissionFlagsFor } from "@/domain/permissions";
import { type ShopOnlyFacts, visibleShopOnly } from "@/domain/catalogue/shop-only";
import { centsToEuros } from "@/domain/money";
import type { Role } from "@/domain/staff/roles";
import type { ShopOnlyAnswer } from "@/schemas/answers/catalogue-stock";
import type { Database } from "@/server/db/client";

import { loadShopOnlyFacts } from "./shop-only-facts";

export function shopOnlyAnswer(facts: ShopOnlyFacts, role: Role): ShopOnlyAnswer | null {
  const visible = visibleShopOnly(facts, permissionFlagsFor(role));
  if (!visible) return null;
  return {
    ...("marginCode" in visible ? { marginCode: visible.marginCode ?? null } : {}),
    ...("shopPriceCents" in visible ? { shopPrice: visible.shopPriceCents == null ? null : centsToEuros(visible.shopPriceCents) } : {}),
    ...(visible.shops ? { shops: visible.shops.map((shop) => ({ ...shop, shopName: shopName(shop.shopId) })) } : {}),
    ...(visible.options ? { options: visible.options.map((option) => ({ name: option.name, price: centsToEuros(option.priceCents) })) } : {}),
  };
}

/** `{ shopOnly }` for a viewer with a staff role, `{}` for anyone else. */
export async function shopOnlyPartFor(db: Database, role: Role | null, productId: number): Promise<{ shopOnly?: ShopOnlyAnswer }> {
  if (role === null || role === "guest") return {};
  const facts = (await loadShopOnlyFacts(db, [productId])).get(productId);
  const answer = facts ? shopOnlyAnswer(facts, role) : null;
  return answer ? { shopOnly: answer } : {};
}
