import type { Metadata } from "next";

import { DeliveryStep } from "@/features/checkout/delivery-step";

/** Checkout step 2 (issue 5). The same HTML for everyone: the cart is read in the browser. */
export const metadata: Metadata = {
  title: "Bestellen: bezorgen of afhalen",
  robots: { index: false, follow: false },
};

export default function CheckoutDeliveryRoute() {
  return <DeliveryStep />;
}
