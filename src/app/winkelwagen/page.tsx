import type { Metadata } from "next";

import { PageContainer } from "@/components/layout/page-container";
import { CartPage } from "@/features/cart/cart-page";
import { loadShopSettings } from "@/server/shop-settings/load-shop-settings";

import { sessionCart } from "../_cart/session-cart";
import { SupportBox } from "../_support/support-box";
import styles from "./cart-route.module.css";

/**
 * The cart (issue 4). Rendered per request and never shared: the HTML carries
 * the session's cart (issue 24, server/carts/session-cart-for-page.ts), which the
 * browser keeps drawing when it is the cart it stores. Not for search engines.
 */
export const metadata: Metadata = {
  title: "Winkelwagen",
  robots: { index: false, follow: false },
};

export default async function CartRoute() {
  // Per request: the note on free delivery names the threshold in force, and the cart is the visitor's.
  const [settings, serverCart] = await Promise.all([loadShopSettings(), sessionCart()]);
  return (
    <>
      <CartPage smallOrder={settings.smallOrder} serverCart={serverCart} />
      {/* Issue 23: questions about the order? Customer service's phone, e-mail, WhatsApp and "open now". */}
      <PageContainer className={styles.support}>
        <SupportBox locationKey="klantenservice" compact />
      </PageContainer>
    </>
  );
}
