import type { Metadata } from "next";

import { MuiTheme } from "@/components/theme/mui-theme";
import { DeliveryStep } from "@/features/checkout/delivery-step";

import { sessionCart } from "../../_cart/session-cart";

/** Checkout step 2 (issue 5). Rendered per request, never shared: the HTML carries the session's cart (issue 24). */
export const metadata: Metadata = {
  title: "Bestellen: bezorgen of afhalen",
  robots: { index: false, follow: false },
};

export default async function CheckoutDeliveryRoute() {
  const serverCart = await sessionCart();
  // This step is built from MUI components (the floor's select, the notices): it brings MUI's theme; step 1 has none.
  return (
    <MuiTheme>
      <DeliveryStep serverCart={serverCart} />
    </MuiTheme>
  );
}
