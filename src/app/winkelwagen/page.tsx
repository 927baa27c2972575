import type { Metadata } from "next";

import { CartPage } from "@/features/cart/cart-page";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

/**
 * The cart (issue 4). The HTML is the same for every visitor, a shell with the
 * loading state; the cart itself is fetched in the browser (docs/ARCHITECTURE.md,
 * page cache). Not for search engines.
 */
export const metadata: Metadata = {
  title: "Winkelwagen",
  robots: { index: false, follow: false },
};

export default async function CartRoute() {
  // Rendered per request (never shared), so the note on free delivery names the threshold in force.
  return <CartPage smallOrder={(await loadShopSettings()).smallOrder} />;
}
