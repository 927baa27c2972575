import type { Metadata } from "next";

import { shopSettings } from "@/config/shop-settings";
import { CartPage } from "@/features/cart/cart-page";

/**
 * The cart (issue 4). The HTML is the same for every visitor, a shell with the
 * loading state; the cart itself is fetched in the browser (docs/ARCHITECTURE.md,
 * page cache). Not for search engines.
 */
export const metadata: Metadata = {
  title: "Winkelwagen",
  robots: { index: false, follow: false },
};

export default function CartRoute() {
  return <CartPage smallOrder={shopSettings().smallOrder} />;
}
