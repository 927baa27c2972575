import type { Metadata } from "next";

import { PageContainer } from "@/components/layout/page-container";
import { CartPage } from "@/features/cart/cart-page";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

import { SupportBox } from "../_support/support-box";
import styles from "./cart-route.module.css";

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
  return (
    <>
      <CartPage smallOrder={(await loadShopSettings()).smallOrder} />
      {/* Issue 23: questions about the order? Customer service's phone, e-mail, WhatsApp and "open now". */}
      <PageContainer className={styles.support}>
        <SupportBox locationKey="klantenservice" compact />
      </PageContainer>
    </>
  );
}
