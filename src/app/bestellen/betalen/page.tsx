import type { Metadata } from "next";

import { MuiTheme } from "@/components/theme/mui-theme";
import { PaymentStep } from "@/features/checkout/payment-step";

import { sessionCart } from "../../_cart/session-cart";

/** Checkout step 3 (issue 5). Rendered per request, never shared: the HTML carries the session's cart (issue 24). */
export const metadata: Metadata = {
  title: "Bestellen: betalen",
  robots: { index: false, follow: false },
};

export default async function CheckoutPaymentRoute() {
  const serverCart = await sessionCart();
  // This step is built from MUI components (the notices, the buttons): it brings MUI's theme; step 1 has none.
  return (
    <MuiTheme>
      <PaymentStep serverCart={serverCart} />
    </MuiTheme>
  );
}
